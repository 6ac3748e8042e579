// Jatten with its options' schema: what plans, the CLI and tests use. A worker thread is
// handed options already checked, so it loads play.ts alone (see GamePlay).
import type { Game } from '../../core/game.js';
import type { JattenAction } from './actions.js';
import { type JattenOptions, jattenOptionDocs, jattenOptions } from './options.js';
import { jattenPlay } from './play.js';
import type { JattenObservation, JattenState } from './state.js';

export const jatten: Game<JattenState, JattenAction, JattenObservation, JattenOptions> = {
  ...jattenPlay,
  options: jattenOptions,
  optionDocs: jattenOptionDocs,
};
