// The authoring kit: what a bot file's author gets from `import … from 'tafel'`
// (package.json `exports`). The types a bot file is written against, each game's view and
// actions, and each game's notation helpers under the game's id (`fatima.parseCard`).
// Importing it loads the games' notation and card tables and nothing else: no thread is
// started, no file read, so a bot file pays nothing for it in its own thread.
import * as fatimaNotation from '../games/fatima/notation.js';
import * as gesjaaktNotation from '../games/gesjaakt/notation.js';
import * as jachtNotation from '../games/jacht/notation.js';
import * as jattenNotation from '../games/jatten/notation.js';
import * as klaverjassenNotation from '../games/klaverjassen/notation.js';

/** Each game's helpers over its notation (cards, dice, actions as the view writes them). */
export {
  fatimaNotation as fatima,
  gesjaaktNotation as gesjaakt,
  jachtNotation as jacht,
  jattenNotation as jatten,
  klaverjassenNotation as klaverjassen,
};

export { defineBot } from './bot-file.js';
export type { Bot, BotContext, BotDefinition, GameResult, GameTable } from './bot-file.js';
export type { ActionOf, GameId, OptionsOf, ViewOf } from './games.js';
export type { BooleanParam, NumberParam, ParamSpec, ParamSpecs, ParamsOf } from '../core/bot.js';
export type { Rng } from '../core/rng.js';

export type { FatimaView } from '../games/fatima/view.js';
export type { GesjaaktView } from '../games/gesjaakt/view.js';
export type { JachtView } from '../games/jacht/view.js';
export type { JattenView } from '../games/jatten/view.js';
export type { KlaverjasView } from '../games/klaverjassen/view.js';

export type { FatimaAction } from '../games/fatima/actions.js';
export type { GesjaaktAction } from '../games/gesjaakt/actions.js';
export type { JachtAction } from '../games/jacht/actions.js';
export type { JattenAction } from '../games/jatten/actions.js';
export type { KlaverjasAction } from '../games/klaverjassen/actions.js';

export type { FatimaOptions } from '../games/fatima/options.js';
export type { GesjaaktOptions } from '../games/gesjaakt/options.js';
export type { JachtOptions } from '../games/jacht/options.js';
export type { JattenOptions } from '../games/jatten/options.js';
export type { KlaverjasOptions } from '../games/klaverjassen/options.js';
