import type { GamePlay } from '../../core/game.js';
import { type JattenAction, actionKey, describeAction } from './actions.js';
import { determinize } from './determinize.js';
import { allows, legalActions } from './legal.js';
import { observe } from './observe.js';
import type { JattenOptions } from './options.js';
import * as rules from './rules.js';
import { result } from './score.js';
import type { JattenObservation, JattenState } from './state.js';

/** Jatten as the match loop plays it: every rule, no option schema (see GamePlay). */
export const jattenPlay: GamePlay<JattenState, JattenAction, JattenObservation, JattenOptions> = {
  id: 'jatten',
  name: 'Jatten',
  summary: 'steal cards blindly from a hand, stop before a number comes twice; first to six of a number wins',
  players: { min: 2, max: 5 },
  freshLegal: true,
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
