import { gamePlay } from '../game-play.js';
import * as actions from './actions.js';
import type { JachtAction } from './actions.js';
import { CATEGORY_MAX } from './categories.js';
import * as legal from './legal.js';
import * as observe from './observe.js';
import type { JachtOptions } from './options.js';
import * as rules from './rules.js';
import * as score from './score.js';
import type { JachtObservation, JachtState } from './state.js';
import * as view from './view.js';

/** Jacht as the match loop plays it: every rule, no option schema (see GamePlay). It hides
 * nothing (JC-1), so it has no determinize of its own: an observation is a whole state. */
export const jachtPlay = gamePlay<JachtState, JachtAction, JachtObservation, JachtOptions>(
  {
    id: 'jacht',
    name: 'Jacht',
    summary: 'Yacht: up to three rolls of five dice a turn, fill all twelve rows; highest total wins',
    players: { min: 1, max: Infinity },
    freshLegal: true,
    // Every row at its most: what search's score reward scales a total over.
    standingRange: [0, CATEGORY_MAX.reduce((a, b) => a + b, 0)],
  },
  { rules, legal, observe, score, actions, view },
);
