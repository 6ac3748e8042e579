// Explicit deals: a hand played at a real table, typed in so bots can replay or analyse
// it. The format (docs/klaverjassen-deals.md):
//   { "dealer": 3, "hands": ["JC 9C ...", "...", "...", "..."], "trumps": ["C", "H"] }
// or a list of such rounds (1 to 16; each dealer one seat on from the one before, KJ-2).
// hands[s] is seat s's hand, eight cards in the notation (a string of names or a list);
// trumps are the first and the second suit proposed (KJ-2).
import { UsageError } from '../../core/errors.js';
import { CARDS, HAND, NAMES, SUITS, bit, parseCard, parseSuit } from './cards.js';
import { type ExplicitRound, MAX_ROUNDS, SEATS } from './state.js';

function cardsOfHand(hand: unknown, where: string): string[] {
  if (typeof hand === 'string') return hand.trim() === '' ? [] : hand.trim().split(/[\s,]+/);
  if (Array.isArray(hand) && hand.every((c) => typeof c === 'string')) return hand as string[];
  throw new UsageError(`${where} is not a hand: write eight cards like "JC 9C AC TC 7D 8H QS KS"`);
}

function parseRound(value: unknown, where: string): ExplicitRound {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new UsageError(`${where} is not a deal: give {"dealer": 0..3, "hands": [four hands], "trumps": [two suits]}`);
  }
  const v = value as Record<string, unknown>;
  for (const key of Object.keys(v)) {
    if (!['dealer', 'hands', 'trumps'].includes(key)) {
      throw new UsageError(`${where} has an unknown field '${key}': a deal has dealer, hands and trumps`);
    }
  }
  const { dealer, hands, trumps } = v;
  if (typeof dealer !== 'number' || !Number.isInteger(dealer) || dealer < 0 || dealer >= SEATS) {
    throw new UsageError(`${where}: dealer ${JSON.stringify(dealer)} is not a seat: use 0 to 3`);
  }
  if (!Array.isArray(hands) || hands.length !== SEATS) {
    throw new UsageError(`${where}: hands must be a list of four hands, one per seat 0 to 3`);
  }
  const holder = new Array<number>(CARDS).fill(-1);
  const sizes: number[] = [];
  const masks = hands.map((hand, seat) => {
    const names = cardsOfHand(hand, `${where}: hand ${seat}`);
    sizes.push(names.length);
    let mask = 0;
    for (const name of names) {
      const card = parseCard(name);
      if (card < 0) {
        throw new UsageError(
          `${where}: hand ${seat}: unknown card '${name}': a card is a rank (7 8 9 T J Q K A) then a suit (C D H S), e.g. JH`,
        );
      }
      if (holder[card] >= 0) {
        const also = holder[card] === seat ? 'twice' : `and in hand ${holder[card]}`;
        throw new UsageError(`${where}: card ${name} is in hand ${seat} ${also}: every card is dealt once`);
      }
      holder[card] = seat;
      mask |= bit(card);
    }
    return mask;
  });
  const wrong = sizes.findIndex((n) => n !== HAND);
  const missing = NAMES.filter((_, c) => holder[c] < 0);
  const absent = missing.length > 0 ? `card${missing.length > 1 ? 's' : ''} ${missing.join(' ')} in no hand` : '';
  if (wrong >= 0) {
    throw new UsageError(`${where}: hand ${wrong} has ${sizes[wrong]} cards, not ${HAND}${absent ? `; ${absent}` : ''}`);
  }
  if (absent) throw new UsageError(`${where}: ${absent}: deal all 32 cards`);
  if (!Array.isArray(trumps) || trumps.length !== 2) {
    throw new UsageError(`${where}: trumps must list the two suits proposed, in order, e.g. ["C", "H"]`);
  }
  const suits = trumps.map((s) => parseSuit(s));
  const bad = suits.findIndex((s) => s < 0);
  if (bad >= 0) throw new UsageError(`${where}: unknown suit ${JSON.stringify(trumps[bad])}: use C, D, H or S`);
  if (suits[0] === suits[1]) throw new UsageError(`${where}: trumps proposes ${SUITS[suits[0]]} twice: two different suits`);
  return { dealer, hands: masks, trumps: [suits[0], suits[1]] };
}

/** The rounds of a deal file's JSON value; `where` names it in every error. */
export function parseDeal(value: unknown, where = 'the deal'): ExplicitRound[] {
  const list = Array.isArray(value) ? value : [value];
  if (list.length < 1 || list.length > MAX_ROUNDS) {
    throw new UsageError(`${where} lists ${list.length} rounds: give 1 to ${MAX_ROUNDS}`);
  }
  const rounds = list.map((r, i) => parseRound(r, list.length > 1 ? `${where} round ${i + 1}` : where));
  for (let i = 1; i < rounds.length; i++) {
    const want = (rounds[i - 1].dealer + 1) % SEATS;
    if (rounds[i].dealer !== want) {
      throw new UsageError(
        `${where} round ${i + 1}: dealer ${rounds[i].dealer} should be ${want}: the deal moves one seat on (KJ-2)`,
      );
    }
  }
  return rounds;
}
