import { defineBot } from '../../src/core/bot.js';
import { cardCost } from '../../src/games/gesjaakt/score.js';
import type { GesjaaktAction } from '../../src/games/gesjaakt/actions.js';
import type { GesjaaktObservation } from '../../src/games/gesjaakt/state.js';

/** Takes a card when what it really costs — counting the runs it joins — minus the chips
 * on it is at most `threshold`; pays otherwise, while it has chips. */
export const gesjaaktGreedy = defineBot({
  name: 'greedy',
  summary: 'takes a card when its real cost (runs counted) minus the chips on it is at most the threshold',
  games: ['gesjaakt'],
  params: {
    threshold: {
      default: 10,
      doc: 'largest net cost (card points added, minus chips on the card) it accepts rather than paying',
      min: -35,
      max: 35,
    },
  },
  create: (params) => {
    return {
      act: (obs: GesjaaktObservation, legal: readonly GesjaaktAction[]): GesjaaktAction => {
        if (legal.length === 1) return legal[0];
        return cardCost(obs.owner, obs.seat, obs.card) - obs.pot <= params.threshold ? 'take' : 'pay';
      },
    };
  },
});
