import type { GamePlay } from '../../core/game.js';
import { type JachtAction, actionKey, describeAction } from './actions.js';
import { CATEGORY_MAX } from './categories.js';
import { determinize } from './determinize.js';
import { allows, legalActions } from './legal.js';
import { observe } from './observe.js';
import type { JachtOptions } from './options.js';
import * as rules from './rules.js';
import { result } from './score.js';
import type { JachtObservation, JachtState } from './state.js';

/** Jacht as the match loop plays it: every rule, no option schema (see GamePlay). */
export const jachtPlay: GamePlay<JachtState, JachtAction, JachtObservation, JachtOptions> = {
  id: 'jacht',
  name: 'Jacht',
  summary: 'Yacht: up to three rolls of five dice a turn, fill all twelve rows; highest total wins',
  players: { min: 1, max: Infinity },
  freshLegal: true,
  // Every row at its most: what search's score reward scales a total over.
  standingRange: [0, CATEGORY_MAX.reduce((a, b) => a + b, 0)],
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
