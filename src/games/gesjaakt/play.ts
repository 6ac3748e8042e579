import { gamePlay } from '../game-play.js';
import * as actions from './actions.js';
import type { GesjaaktAction } from './actions.js';
import * as determinize from './determinize.js';
import * as legal from './legal.js';
import * as observe from './observe.js';
import type { GesjaaktOptions } from './options.js';
import * as rules from './rules.js';
import * as score from './score.js';
import type { GesjaaktObservation, GesjaaktState } from './state.js';
import * as view from './view.js';

/** Gesjaakt as the match loop plays it: every rule, no option schema (see GamePlay). */
export const gesjaaktPlay = gamePlay<GesjaaktState, GesjaaktAction, GesjaaktObservation, GesjaaktOptions>(
  {
    id: 'gesjaakt',
    name: 'Gesjaakt',
    summary: 'No Thanks!: take the card with its chips, or pay a chip to pass; lowest penalty wins',
    players: { min: 2, max: 7 },
    betterScore: 'lower',
    checkPlayers: (players, options) =>
      players === 2 && !options.twoPlayers
        ? 'gesjaakt takes 3 to 7 players; 2 need the option twoPlayers=true (GS-1)'
        : undefined,
  },
  { rules, legal, observe, determinize, score, actions, view },
);
