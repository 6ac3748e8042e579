// Each game's id with what a bot file sees of it: the view at a decision, the actions it
// answers with, the options of the table. Types only: a bot file that imports them loads
// nothing of the games.
import type { FatimaAction } from '../games/fatima/actions.js';
import type { FatimaOptions } from '../games/fatima/options.js';
import type { FatimaView } from '../games/fatima/view.js';
import type { GesjaaktAction } from '../games/gesjaakt/actions.js';
import type { GesjaaktOptions } from '../games/gesjaakt/options.js';
import type { GesjaaktView } from '../games/gesjaakt/view.js';
import type { JachtAction } from '../games/jacht/actions.js';
import type { JachtOptions } from '../games/jacht/options.js';
import type { JachtView } from '../games/jacht/view.js';
import type { JattenAction } from '../games/jatten/actions.js';
import type { JattenOptions } from '../games/jatten/options.js';
import type { JattenView } from '../games/jatten/view.js';
import type { KlaverjasAction } from '../games/klaverjassen/actions.js';
import type { KlaverjasOptions } from '../games/klaverjassen/options.js';
import type { KlaverjasView } from '../games/klaverjassen/view.js';

/** Each game, by id, as a bot file meets it. */
interface Games {
  fatima: { view: FatimaView; action: FatimaAction; options: FatimaOptions };
  gesjaakt: { view: GesjaaktView; action: GesjaaktAction; options: GesjaaktOptions };
  jacht: { view: JachtView; action: JachtAction; options: JachtOptions };
  jatten: { view: JattenView; action: JattenAction; options: JattenOptions };
  klaverjassen: { view: KlaverjasView; action: KlaverjasAction; options: KlaverjasOptions };
}

/** The id of one of tafel's games. */
export type GameId = keyof Games;

/** What game `G` shows a bot at a decision (docs/games/<game>.md, "The view"). */
export type ViewOf<G extends GameId> = Games[G]['view'];

/** An action of game `G`, as records write it and legal lists hold it. */
export type ActionOf<G extends GameId> = Games[G]['action'];

/** The options of game `G`, every field filled in. */
export type OptionsOf<G extends GameId> = Games[G]['options'];
