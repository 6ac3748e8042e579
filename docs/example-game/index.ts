// Bluf with its options' schema: what plans, the CLI and tests use.
import type { Game } from '../../src/core/game.js';
import type { BlufAction } from './actions.js';
import { type BlufOptions, blufOptionDocs, blufOptions } from './options.js';
import { blufPlay } from './play.js';
import type { BlufObservation, BlufState } from './state.js';

export const bluf: Game<BlufState, BlufAction, BlufObservation, BlufOptions> = {
  ...blufPlay,
  options: blufOptions,
  optionDocs: blufOptionDocs,
};
