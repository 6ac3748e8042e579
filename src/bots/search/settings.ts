// The parameters the search bots share, as `tafel list` shows them, and their reading.
import type { ParamSpec, Params } from '../../core/bot.js';
import type { RewardKind } from './reward.js';

export const SEARCH_PARAMS: Readonly<Record<string, ParamSpec>> = {
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
    doc: "stop simulations at the game's horizon and value the position there (Klaverjassen: the round's end), where it has one",
  },
};

export interface SearchSettings {
  readonly iterations: number;
  readonly ms: number;
  readonly rollout: string;
  readonly reward: RewardKind;
  readonly horizon: boolean;
}

export function searchSettings(params: Params): SearchSettings {
  return {
    iterations: params.iterations as number,
    ms: params.ms as number,
    rollout: params.rollout as string,
    reward: params.reward as RewardKind,
    horizon: params.horizon as boolean,
  };
}
