import type { GamePlay } from '../../core/game.js';
import { type GesjaaktAction, actionKey, describeAction } from './actions.js';
import { determinize } from './determinize.js';
import { legalActions } from './legal.js';
import { observe } from './observe.js';
import type { GesjaaktOptions } from './options.js';
import * as rules from './rules.js';
import { result } from './score.js';
import type { GesjaaktObservation, GesjaaktState } from './state.js';

/** Gesjaakt as the match loop plays it: every rule, no option schema (see GamePlay). */
export const gesjaaktPlay: GamePlay<GesjaaktState, GesjaaktAction, GesjaaktObservation, GesjaaktOptions> = {
  id: 'gesjaakt',
  name: 'Gesjaakt',
  summary: 'No Thanks!: take the card with its chips, or pay a chip to pass; lowest penalty wins',
  players: { min: 2, max: 7 },
  checkPlayers: (players, options) =>
    players === 2 && !options.twoPlayers ? 'gesjaakt takes 3 to 7 players; 2 need the option twoPlayers=true (GS-1)' : undefined,
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
