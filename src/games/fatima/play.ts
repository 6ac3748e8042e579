import { gamePlay } from '../game-play.js';
import * as actions from './actions.js';
import type { FatimaAction } from './actions.js';
import * as determinize from './determinize.js';
import { horizon } from './horizon.js';
import * as legal from './legal.js';
import * as observe from './observe.js';
import type { FatimaOptions } from './options.js';
import * as rules from './rules.js';
import * as score from './score.js';
import * as view from './view.js';
import type { FatimaObservation, FatimaState } from './state.js';

/** Fatima as the match loop plays it: every rule, no option schema (see GamePlay). */
export const fatimaPlay = gamePlay<FatimaState, FatimaAction, FatimaObservation, FatimaOptions>(
  {
    id: 'fatima',
    name: 'Fatima',
    summary: 'shed points by discarding cards, sets and runs; call Fatima at 7 or fewer; above 100 loses',
    players: { min: 2, max: 6 },
    betterScore: 'lower',
    freshLegal: true,
    horizon,
  },
  { rules, legal, observe, determinize, score, actions, view },
);
