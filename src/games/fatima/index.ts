// Fatima with its options' schema: what plans, the CLI and tests use. A worker thread is
// handed options already checked, so it loads play.ts alone (see GamePlay).
import type { Game } from '../../core/game.js';
import type { FatimaAction } from './actions.js';
import { type FatimaOptions, fatimaOptionDocs, fatimaOptions } from './options.js';
import { fatimaPlay } from './play.js';
import type { FatimaObservation, FatimaState } from './state.js';

export const fatima: Game<FatimaState, FatimaAction, FatimaObservation, FatimaOptions> = {
  ...fatimaPlay,
  options: fatimaOptions,
  optionDocs: fatimaOptionDocs,
};
