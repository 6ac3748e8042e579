import { defineBot } from '../../src/core/bot.js';
import type { JattenAction } from '../../src/games/jatten/actions.js';
import { NUMBERS, PHASE, SWINDLER, type JattenObservation, WINNING_COUNT, numberOf } from '../../src/games/jatten/state.js';
import { bestNumber, bestOf, bustChance, collected, field, handCards, legalWith, largest, unseenNow } from './view.js';

interface Settings {
  readonly risk: number;
  readonly maxCards: number;
  readonly victim: string;
  readonly deckBelow: number;
  readonly refillBelow: number;
  readonly giveUp: string;
  readonly tradeUpTo: number;
}

/** Stopping now wins the game: the middle completes six of a number. */
function stopWins(obs: JattenObservation): boolean {
  const me = obs.seat;
  const { middle } = obs;
  for (let i = 0; i < middle.length; i++) {
    if (middle[i] !== SWINDLER && collected(obs, me, numberOf(middle[i])) + 1 >= WINNING_COUNT) return true;
  }
  return false;
}

function victimScore(obs: JattenObservation, seat: number, how: string): number {
  const cards = handCards(obs, seat);
  if (how === 'leader') return largest(obs, seat) * 16 + cards;
  if (how === 'richest') {
    let total = 0;
    for (let n = 1; n <= NUMBERS; n++) total += collected(obs, seat, n);
    return total * 16 + cards;
  }
  return cards; // fullest
}

/** Which number to give up for a refill, or 0 for none worth giving up. */
function numberToGiveUp(obs: JattenObservation, how: string): number {
  const me = obs.seat;
  const best = bestNumber(obs, me);
  const unseen = how === 'deadest' ? unseenNow(obs) : undefined;
  let pick = 0;
  let pickScore = Infinity;
  for (let n = 1; n <= NUMBERS; n++) {
    const held = collected(obs, me, n);
    if (held === 0 || n === best) continue;
    let score = held;
    if (unseen) {
      // The fewer cards of a number are still out there, the less it can grow.
      let out = 0;
      for (let s = 0; s < 4; s++) out += unseen[(n - 1) * 4 + s];
      score = out * 16 + held;
    }
    if (score < pickScore) {
      pickScore = score;
      pick = n;
    }
  }
  return pick;
}

function thresholdAct(obs: JattenObservation, legal: readonly JattenAction[], p: Settings): JattenAction {
  const me = obs.seat;
  switch (obs.phase) {
    case PHASE.play:
      return bestOf(legal, (a) => collected(obs, me, field(a, 'play') as number) * 2 + (field(a, 'symbol') ? 1 : 0));
    case PHASE.victim: {
      if (obs.deckSteal) {
        const other = 1 - me;
        const deck = legal.find((a) => field(a, 'steal') === 'deck');
        if (deck && obs.handSize[other] < p.deckBelow) return deck;
      }
      return bestOf(legal, (a) =>
        field(a, 'steal') === 'deck' ? -Infinity : victimScore(obs, field(a, 'steal') as number, p.victim),
      );
    }
    case PHASE.drawOrStop:
      if (stopWins(obs) || obs.middle.length >= p.maxCards) return 'stop';
      return bustChance(obs) > p.risk ? 'stop' : 'draw';
    case PHASE.eye: // the victim's hand makes the next bust chance exact
      return legal.find((a) => field(a, 'eye') === obs.victim) ?? legal[0];
    case PHASE.twoForThree: {
      const best = bestNumber(obs, me);
      let pick = 0;
      for (let n = 1; n <= NUMBERS; n++) {
        const held = collected(obs, me, n);
        if (n !== best && held >= 2 && held <= p.tradeUpTo && (pick === 0 || held < collected(obs, me, pick))) pick = n;
      }
      return pick ? legalWith(legal, 'swap', pick, 'noSwap') : 'noSwap';
    }
    case PHASE.reward: // what helps me most, or else hurts the victim most
      return bestOf(
        legal,
        (a) => collected(obs, me, field(a, 'reward') as number) * 4 + collected(obs, obs.victim, field(a, 'reward') as number),
      );
    case PHASE.refill: {
      if (obs.handSize[me] >= p.refillBelow) return 'noRefill';
      const n = numberToGiveUp(obs, p.giveUp);
      return n ? legalWith(legal, 'refill', n, 'noRefill') : 'noRefill';
    }
    default:
      return legal[0];
  }
}

/** Push-your-luck with tunable limits; the bust chance by card counting. */
export const jattenThreshold = defineBot({
  name: 'threshold',
  summary: 'draws while the counted bust chance stays below `risk` and fewer than `maxCards` lie in the middle',
  games: ['jatten'],
  params: {
    risk: {
      default: 0.25,
      min: 0,
      max: 1,
      doc: 'stop when the chance that the next card busts (counted from what the bot can see) exceeds this',
    },
    maxCards: { default: 4, min: 1, max: 9, integer: true, doc: 'stop once this many cards lie in the middle' },
    victim: {
      default: 'fullest',
      choices: ['fullest', 'leader', 'richest'],
      doc: 'whom to steal from: the fullest hand, the leader (most of one number) or the largest collection (for the swindler reward)',
    },
    deckBelow: {
      default: 3,
      min: 0,
      max: 9,
      integer: true,
      doc: 'with two players, steal from the deck when the opponent holds fewer number cards than this (JT-13)',
    },
    refillBelow: {
      default: 3,
      min: 0,
      max: 9,
      integer: true,
      doc: 'refill when the hand holds fewer number cards than this (0: never)',
    },
    giveUp: {
      default: 'fewest',
      choices: ['fewest', 'deadest'],
      doc: 'which number a refill gives up (never the best one): the fewest held, or the one with fewest cards still unseen',
    },
    tradeUpTo: {
      default: 3,
      min: 0,
      max: 13,
      integer: true,
      doc: 'use 2→3 on a number (not the best one) held at most this many times; below 2: never',
    },
  },
  create: (settings) => ({
    act: (obs, legal) => thresholdAct(obs as JattenObservation, legal as readonly JattenAction[], settings),
  }),
});
