import type { GamePlay } from '../../core/game.js';
import { type FatimaAction, actionKey, describeAction } from './actions.js';
import { determinize } from './determinize.js';
import { horizon } from './horizon.js';
import { legalActions } from './legal.js';
import { observe } from './observe.js';
import type { FatimaOptions } from './options.js';
import * as rules from './rules.js';
import { result } from './score.js';
import type { FatimaObservation, FatimaState } from './state.js';

/** Fatima as the match loop plays it: every rule, no option schema (see GamePlay). */
export const fatimaPlay: GamePlay<FatimaState, FatimaAction, FatimaObservation, FatimaOptions> = {
  id: 'fatima',
  name: 'Fatima',
  summary: 'shed points by discarding cards, sets and runs; call Fatima at 7 or fewer; above 100 loses',
  players: { min: 2, max: 6 },
  freshLegal: true,
  horizon,
  checkPlayers: () => undefined,
  setup: rules.setup,
  currentPlayer: rules.currentPlayer,
  legalActions,
  apply: rules.apply,
  isTerminal: rules.isTerminal,
  result,
  observe,
  determinize,
  clone: rules.clone,
  actionKey,
  describe: describeAction,
};
