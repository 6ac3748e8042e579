import { gamePlay } from '../../src/games/game-play.js';
import * as actions from './actions.js';
import type { BlufAction } from './actions.js';
import * as determinize from './determinize.js';
import * as legal from './legal.js';
import * as observe from './observe.js';
import type { BlufOptions } from './options.js';
import * as rules from './rules.js';
import * as score from './score.js';
import type { BlufObservation, BlufState } from './state.js';
import * as view from './view.js';

/** Bluf as the match loop plays it: every rule, no option schema (see GamePlay). */
export const blufPlay = gamePlay<BlufState, BlufAction, BlufObservation, BlufOptions>(
  {
    id: 'bluf',
    name: 'Bluf',
    summary: 'the example of docs/writing-a-game.md: one hidden card each, bet or check, call or fold',
    players: { min: 2, max: 4 },
  },
  { rules, legal, observe, determinize, score, actions, view },
);
