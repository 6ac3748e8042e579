// Gesjaakt with its options' schema: what plans, the CLI and tests use. A worker thread is
// handed options already checked, so it loads play.ts alone (see GamePlay).
import type { Game } from '../../core/game.js';
import type { GesjaaktAction } from './actions.js';
import { type GesjaaktOptions, gesjaaktOptionDocs, gesjaaktOptions } from './options.js';
import { gesjaaktPlay } from './play.js';
import type { GesjaaktObservation, GesjaaktState } from './state.js';

export const gesjaakt: Game<GesjaaktState, GesjaaktAction, GesjaaktObservation, GesjaaktOptions> = {
  ...gesjaaktPlay,
  options: gesjaaktOptions,
  optionDocs: gesjaaktOptionDocs,
};
