import { defineBot } from '../../src/core/bot.js';
import type { JattenAction } from '../../src/games/jatten/actions.js';
import { NUMBERS, PHASE, SWINDLER, type JattenObservation, numberOf } from '../../src/games/jatten/state.js';
import { bestNumber, bestOf, collected, field, handCards, legalWith } from './view.js';

/** A card in the middle helps when its number is already in the collection; the victim's
 * swindler helps too (a reward). */
function somethingHelps(obs: JattenObservation): boolean {
  const { middle } = obs;
  for (let i = 0; i < middle.length; i++) {
    if (middle[i] === SWINDLER || collected(obs, obs.seat, numberOf(middle[i])) > 0) return true;
  }
  return false;
}

/** The number with the fewest cards in the collection that is not the best one, or 0. */
function weakestNumber(obs: JattenObservation, least: number): number {
  const best = bestNumber(obs, obs.seat);
  let weakest = 0;
  for (let n = 1; n <= NUMBERS; n++) {
    const c = collected(obs, obs.seat, n);
    if (n !== best && c >= least && (weakest === 0 || c < collected(obs, obs.seat, weakest))) weakest = n;
  }
  return weakest;
}

function greedyAct(obs: JattenObservation, legal: readonly JattenAction[]): JattenAction {
  const me = obs.seat;
  switch (obs.phase) {
    case PHASE.play: // build the number it has most of; an action card is safer played than stolen
      return bestOf(legal, (a) => collected(obs, me, field(a, 'play') as number) * 2 + (field(a, 'symbol') ? 1 : 0));
    case PHASE.victim:
      return bestOf(legal, (a) => (field(a, 'steal') === 'deck' ? -1 : handCards(obs, field(a, 'steal') as number)));
    case PHASE.drawOrStop:
      return somethingHelps(obs) ? 'stop' : 'draw';
    case PHASE.eye:
      return legal.find((a) => field(a, 'eye') === obs.victim) ?? legal[0];
    case PHASE.twoForThree: {
      const n = weakestNumber(obs, 2);
      return n !== 0 && collected(obs, me, n) === 2 ? legalWith(legal, 'swap', n, 'noSwap') : 'noSwap';
    }
    case PHASE.reward: {
      const victim = obs.victim;
      return bestOf(
        legal,
        (a) => collected(obs, me, field(a, 'reward') as number) * 4 + collected(obs, victim, field(a, 'reward') as number),
      );
    }
    case PHASE.refill: {
      const n = obs.handSize[me] <= 2 ? weakestNumber(obs, 1) : 0;
      return n !== 0 ? legalWith(legal, 'refill', n, 'noRefill') : 'noRefill';
    }
    default:
      return legal[0];
  }
}

/** Steals from the fullest hand and stops after the first card that helps. */
export const jattenGreedy = defineBot({
  name: 'greedy',
  summary: 'steals from the fullest hand, stops after the first card that helps its collection',
  games: ['jatten'],
  params: {},
  create: () => ({ act: (obs, legal) => greedyAct(obs as JattenObservation, legal as readonly JattenAction[]) }),
});
