// Klaverjassen with its options' schema: what plans, the CLI and tests use. A worker thread is
// handed options already checked, so it loads play.ts alone (see GamePlay).
import type { Game } from '../../core/game.js';
import type { KlaverjasAction } from './actions.js';
import { type KlaverjasOptions, klaverjasOptionDocs, klaverjasOptions } from './options.js';
import { klaverjassenPlay } from './play.js';
import type { KlaverjasObservation, KlaverjasState } from './state.js';

export const klaverjassen: Game<KlaverjasState, KlaverjasAction, KlaverjasObservation, KlaverjasOptions> = {
  ...klaverjassenPlay,
  options: klaverjasOptions,
  optionDocs: klaverjasOptionDocs,
};
