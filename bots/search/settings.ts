// The parameters the search bots share, as `tafel list` shows them, and their values.
import type { ParamSpecs, ParamsOf } from '../../src/core/bot.js';

export const SEARCH_PARAMS = {
  iterations: {
    default: 200,
    doc: 'simulations per decision (reproducible); a run given --iterations uses that instead',
    min: 1,
    integer: true,
  },
  ms: {
    default: 0,
    doc: 'time budget per decision in ms, instead of iterations (0: none); a run using it is not reproducible',
    min: 0,
  },
  rollout: {
    default: 'random',
    doc: "how a simulation plays on: random, or the game's own greedy or heuristic bot",
    choices: ['random', 'greedy', 'heuristic'],
  },
  reward: {
    default: 'win',
    doc: "win: 1 for a win, 1/k for a k-way tie; score: the standing scaled to [0,1] (best 1, worst 0); a team's in team games",
    choices: ['win', 'score'],
  },
  horizon: {
    default: true,
    doc: "stop simulations at the game's horizon and value the position there (Klaverjassen and Fatima: the round's end), where it has one",
  },
} as const satisfies ParamSpecs;

/** What a search reads of its bot's parameters: `reward` is a RewardKind, `rollout` one of
 * its choices. */
export type SearchSettings = ParamsOf<typeof SEARCH_PARAMS>;
