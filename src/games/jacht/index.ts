// Jacht with its options' schema: what plans, the CLI and tests use. A worker thread is
// handed options already checked, so it loads play.ts alone (see GamePlay).
import type { Game } from '../../core/game.js';
import type { JachtAction } from './actions.js';
import { type JachtOptions, jachtOptionDocs, jachtOptions } from './options.js';
import { jachtPlay } from './play.js';
import type { JachtObservation, JachtState } from './state.js';

export const jacht: Game<JachtState, JachtAction, JachtObservation, JachtOptions> = {
  ...jachtPlay,
  options: jachtOptions,
  optionDocs: jachtOptionDocs,
};
