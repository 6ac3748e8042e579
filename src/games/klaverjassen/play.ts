import { gamePlay } from '../game-play.js';
import * as actions from './actions.js';
import type { KlaverjasAction } from './actions.js';
import * as determinize from './determinize.js';
import { klaverjasFigures } from './figures.js';
import { horizon } from './horizon.js';
import * as legal from './legal.js';
import * as observe from './observe.js';
import type { KlaverjasOptions } from './options.js';
import * as rules from './rules.js';
import * as score from './score.js';
import * as solve from './solve.js';
import * as view from './view.js';
import type { KlaverjasObservation, KlaverjasState } from './state.js';

/** Klaverjassen as the match loop plays it: every rule, no option schema (see GamePlay). */
export const klaverjassenPlay = gamePlay<KlaverjasState, KlaverjasAction, KlaverjasObservation, KlaverjasOptions>(
  {
    id: 'klaverjassen',
    name: 'Klaverjassen',
    summary: 'trick taking in two partnerships: bid a trump, win more than half the points, claim roem; 16 rounds',
    players: { min: 4, max: 4 },
    teams: 2,
    figures: klaverjasFigures,
    freshLegal: true,
    horizon,
  },
  { rules, legal, observe, determinize, score, actions, view, solve },
);
