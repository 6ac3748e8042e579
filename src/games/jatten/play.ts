import { gamePlay } from '../game-play.js';
import * as actions from './actions.js';
import type { JattenAction } from './actions.js';
import * as determinize from './determinize.js';
import * as legal from './legal.js';
import * as observe from './observe.js';
import type { JattenOptions } from './options.js';
import * as rules from './rules.js';
import * as score from './score.js';
import type { JattenObservation, JattenState } from './state.js';
import * as view from './view.js';

/** Jatten as the match loop plays it: every rule, no option schema (see GamePlay). */
export const jattenPlay = gamePlay<JattenState, JattenAction, JattenObservation, JattenOptions>(
  {
    id: 'jatten',
    name: 'Jatten',
    summary: 'steal cards blindly from a hand, stop before a number comes twice; first to six of a number wins',
    players: { min: 2, max: 5 },
    freshLegal: true,
  },
  { rules, legal, observe, determinize, score, actions, view },
);
