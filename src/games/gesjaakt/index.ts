import type { Game } from '../../core/game.js';
import { type GesjaaktAction, actionKey, describeAction } from './actions.js';
import { determinize, observe } from './observe.js';
import { type GesjaaktOptions, gesjaaktOptionDocs, gesjaaktOptions } from './options.js';
import * as rules from './rules.js';
import { result } from './score.js';
import type { GesjaaktObservation, GesjaaktState } from './state.js';

export const gesjaakt: Game<GesjaaktState, GesjaaktAction, GesjaaktObservation, GesjaaktOptions> = {
  id: 'gesjaakt',
  name: 'Gesjaakt',
  summary: 'No Thanks!: take the card with its chips, or pay a chip to pass; lowest penalty wins',
  players: { min: 2, max: 7 },
  options: gesjaaktOptions,
  optionDocs: gesjaaktOptionDocs,
  checkPlayers: (players, options) =>
    players === 2 && !options.twoPlayers ? 'gesjaakt takes 3 to 7 players; 2 need the option twoPlayers=true (GS-1)' : undefined,
  setup: rules.setup,
  currentPlayer: rules.currentPlayer,
  legalActions: rules.legalActions,
  apply: rules.apply,
  isTerminal: rules.isTerminal,
  result,
  observe,
  determinize,
  clone: rules.clone,
  actionKey,
  describe: describeAction,
};
