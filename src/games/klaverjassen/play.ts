import type { GamePlay } from '../../core/game.js';
import { type KlaverjasAction, actionKey, describeAction } from './actions.js';
import { determinize } from './determinize.js';
import { horizon } from './horizon.js';
import { klaverjasFigures } from './figures.js';
import { allows, legalActions } from './legal.js';
import { observe } from './observe.js';
import type { KlaverjasOptions } from './options.js';
import * as rules from './rules.js';
import { result } from './score.js';
import type { KlaverjasObservation, KlaverjasState } from './state.js';

/** Klaverjassen as the match loop plays it: every rule, no option schema (see GamePlay). */
export const klaverjassenPlay: GamePlay<KlaverjasState, KlaverjasAction, KlaverjasObservation, KlaverjasOptions> = {
  id: 'klaverjassen',
  name: 'Klaverjassen',
  summary: 'trick taking in two partnerships: bid a trump, win more than half the points, claim roem; 16 rounds',
  players: { min: 4, max: 4 },
  teams: 2,
  figures: klaverjasFigures,
  freshLegal: true,
  horizon,
  checkPlayers: () => undefined,
  setup: rules.setup,
  currentPlayer: rules.currentPlayer,
  legalActions,
  allows,
  apply: rules.apply,
  isTerminal: rules.isTerminal,
  result,
  observe,
  determinize,
  clone: rules.clone,
  actionKey,
  describe: describeAction,
};
