// What a bot from outside sees of Jatten and how its answers are read (view.ts), and the
// authors' helpers (notation.ts) against the game's own encoding and unseen.ts.
import { describe, expect, it } from 'vitest';
import { SeededChance } from '../../../src/core/chance.js';
import { SeededRng } from '../../../src/core/rng.js';
import type { JattenAction } from '../../../src/games/jatten/actions.js';
import { PLAY, REWARD } from '../../../src/games/jatten/actions.js';
import { jatten } from '../../../src/games/jatten/index.js';
import * as notation from '../../../src/games/jatten/notation.js';
import {
  KINDS,
  PHASE,
  SWINDLER,
  SYMBOLS,
  type JattenObservation,
  type JattenState,
  numberOf,
  symbolOf,
} from '../../../src/games/jatten/state.js';
import { unseenCards } from '../../../src/games/jatten/unseen.js';
import { type JattenView, readAnswer, view } from '../../../src/games/jatten/view.js';
import { snapshot } from '../../helpers.js';
import { GARBAGE, expectPlainJson, objectsOf, positions, vandalise } from '../view-checks.js';

/** Symbol spreads unlike the default, the last kind (7twoForThree) among what differs. */
const SPREADS = [
  { twoForThreeCards: [1, 1, 1, 1, 1, 1, 3] },
  { eyeCards: [0, 2, 0, 2, 0, 2, 0], twoForThreeCards: [0, 0, 0, 0, 0, 0, 0] },
];

const POSITIONS = [
  ...positions<JattenState>(jatten, 2, {}, 12, 2),
  ...SPREADS.flatMap((spread) => positions<JattenState>(jatten, 3, spread, 2, 4)),
  ...positions<JattenState>(jatten, 3, { tournament: true }, 6, 3),
  ...positions<JattenState>(jatten, 5, {}, 10, 2),
];
const seen = (s: JattenState, seat: number): JattenView => view(jatten.observe(s, seat));

/** A card's kind from its name, read here on its own: the number, then the symbol's name. */
const kindOf = (name: string) =>
  name === 'swindler' ? SWINDLER : (Number(name[0]) - 1) * 4 + SYMBOLS.indexOf((name.slice(1) || 'plain') as never);
function counts(names: readonly string[]): number[] {
  const out = new Array<number>(KINDS).fill(0);
  for (const name of names) out[kindOf(name)]++;
  return out;
}

/** The observation again, from the view alone: nothing the observation holds is lost. */
function observationOf(v: JattenView): Record<string, unknown> {
  return {
    seat: v.seat,
    players: v.players,
    deckSteal: v.deckSteal,
    games: v.games,
    composition: counts(v.composition),
    phase: PHASE[v.phase],
    thief: v.thief,
    victim: v.victim === 'deck' ? -2 : (v.victim ?? -1),
    turn: v.turn,
    drawIndex: v.drawIndex,
    reshuffles: v.reshuffles,
    gameIndex: v.gameIndex,
    startPlayer: v.startPlayer,
    winner: v.winner ?? -1,
    points: v.points,
    hand: counts(v.hand),
    handSize: v.handSizes,
    swindler: v.hasSwindler.map(Number),
    collections: v.collections.flatMap(counts),
    numbers: v.numbers.flat(),
    middle: v.middle.map(kindOf),
    discard: counts(v.discard),
    deckSize: v.deckSize,
    known: v.known.flatMap(counts),
    seen: v.seen.map((sighting) => sighting && { turn: sighting.turn, cards: counts(sighting.cards) }),
  };
}

/** Plain arrays for typed ones, to compare with observationOf's. */
const plain = (value: unknown): string => snapshot(value).replace(/\{"typed":(\[[^\]]*\])\}/g, '$1');

describe('the Jatten view', () => {
  it('is wired into the play, and is plain JSON', () => {
    expect(jatten.view).toBe(view);
    expect(jatten.readAnswer).toBe(readAnswer);
    expect(POSITIONS.length).toBeGreaterThan(1000);
    for (const { state, seat } of POSITIONS) expectPlainJson(seen(state, seat));
  });

  it('holds the whole observation: the observation can be made again from it alone', () => {
    for (const { state, seat } of POSITIONS) {
      const obs: JattenObservation = jatten.observe(state, seat);
      const again = observationOf(view(obs));
      expect(Object.keys(again).sort()).toEqual(Object.keys(obs).sort());
      for (const key of Object.keys(obs)) {
        const shown = plain((obs as unknown as Record<string, unknown>)[key]);
        if (plain(again[key]) !== shown) expect.fail(`${key}: ${plain(again[key])} is not ${shown}`);
      }
    }
  });

  it('lists hands and piles in card order, by name, and the phase by name', () => {
    for (const { state, seat } of POSITIONS.slice(0, 300)) {
      const v = seen(state, seat);
      for (const list of [v.hand, v.discard, v.composition, ...v.collections, ...v.known]) {
        expect(list).toEqual([...list].sort((a, b) => kindOf(a) - kindOf(b)));
      }
      expect(v.composition).toHaveLength(98);
      expect(v.phase).toBe(Object.keys(PHASE)[state.phase]);
    }
  });

  it('writes absent things as null and the deck by name, never as the codes -1 and -2', () => {
    const victims = new Set<unknown>();
    const winners = new Set<unknown>();
    for (const { state, seat } of POSITIONS) {
      const v = seen(state, seat);
      const isSeat = (x: unknown) => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < v.players;
      expect(v.victim === null || v.victim === 'deck' || isSeat(v.victim), String(v.victim)).toBe(true);
      expect(v.winner === null || isSeat(v.winner), String(v.winner)).toBe(true);
      expect(v.seen.every((sighting) => sighting === null || typeof sighting.turn === 'number')).toBe(true);
      victims.add(typeof v.victim === 'number' ? 'seat' : v.victim);
      winners.add(typeof v.winner === 'number' ? 'seat' : v.winner);
    }
    // A winner shows only once the game (a series' last) is over: play some to their end.
    for (let g = 0; g < 4; g++) {
      const chance = new SeededChance(50 + g);
      const rng = new SeededRng(g);
      const state = jatten.setup(3, jatten.options.parse({}), chance);
      while (!jatten.isTerminal(state)) {
        const legal = jatten.legalActions(state);
        jatten.apply(state, legal[rng.int(legal.length)], chance);
      }
      const v = seen(state, 0);
      expect(v.winner).toBe(state.winner);
      expect(v.phase).toBe('over');
      winners.add(typeof v.winner === 'number' ? 'seat' : v.winner);
    }
    // Each form was met: a test of states where none occurs would prove nothing.
    expect(victims).toEqual(new Set(['seat', 'deck', null]));
    expect(winners).toEqual(new Set(['seat', null]));
  });

  it('shows nothing hidden: another deck order, or unknown cards swapped between other hands, look the same', () => {
    let swapped = 0;
    for (const { state, seat } of POSITIONS) {
      const other = jatten.clone(state);
      other.deck.subarray(other.deckTop).reverse();
      const [a, b] = Array.from({ length: state.players }, (_, s) => s).filter((s) => s !== seat);
      if (b !== undefined) {
        const unknown = (s: number) => {
          for (let k = 0; k < KINDS; k++) {
            if (state.hands[s * KINDS + k] > state.known[(seat * state.players + s) * KINDS + k]) return k;
          }
          return -1;
        };
        const [ka, kb] = [unknown(a), unknown(b)];
        if (ka >= 0 && kb >= 0 && ka !== kb) {
          other.hands[a * KINDS + ka]--;
          other.hands[a * KINDS + kb]++;
          other.hands[b * KINDS + kb]--;
          other.hands[b * KINDS + ka]++;
          swapped++;
        }
      }
      expect(seen(other, seat)).toEqual(seen(state, seat));
    }
    expect(swapped).toBeGreaterThan(100);
  });

  it('is made anew: two views share nothing, and scribbling on one changes neither the next nor the state', () => {
    for (const { state, seat } of POSITIONS.slice(0, 60)) {
      const obs = jatten.observe(state, seat);
      const first = view(obs);
      const second = view(obs);
      expect([...objectsOf(first)].filter((o) => objectsOf(second).has(o))).toEqual([]);
      const before = snapshot(state);
      const expected = structuredClone(second);
      vandalise(first);
      expect(view(obs)).toEqual(expected);
      expect(seen(state, seat)).toEqual(expected);
      expect(snapshot(state)).toBe(before);
    }
  });
});

const upper = (text: string) => text.toUpperCase();

/** Other ways to write a legal action, each of which must read as that very action. */
function writings(action: JattenAction): unknown[] {
  if (typeof action === 'string') {
    const spaced = action.replace(/[A-Z]/, (c) => ` ${c}`);
    return [upper(action), ` ${action} `, spaced, upper(spaced)];
  }
  const field = Object.keys(action).find((key) => key !== 'symbol')!;
  const value = (action as Record<string, unknown>)[field];
  const symbol = (action as { symbol?: string }).symbol;
  if (field === 'play' || field === 'reward') {
    const name = notation.cardOfAction(action)!;
    return [
      { [field]: name },
      { [field]: upper(name) },
      `${field} ${name}`,
      `${upper(field)} ${upper(name)}`,
      { [field]: String(value), symbol: upper(symbol ?? 'plain') },
      { symbol: symbol ?? 'plain', [field]: value },
    ];
  }
  return [
    { [field]: typeof value === 'string' ? upper(value) : String(value) },
    `${field} ${String(value)}`,
    upper(`${field} ${String(value)}`),
  ];
}

describe('reading a Jatten answer', () => {
  it('reads every legal action written another way as the very value legalActions hands out', () => {
    const kinds = new Set<string>();
    for (const { state } of POSITIONS) {
      for (const action of jatten.legalActions(state)) {
        kinds.add(typeof action === 'string' ? action : Object.keys(action)[0]);
        for (const written of writings(action)) {
          if (readAnswer(written) !== action) expect.fail(`${JSON.stringify(written)} is not read as ${JSON.stringify(action)}`);
        }
      }
    }
    // Every kind of decision was read: the test saw each phase.
    expect([...kinds].sort()).toEqual(['draw', 'eye', 'noRefill', 'noSwap', 'play', 'refill', 'reward', 'steal', 'stop', 'swap']);
  });

  it('leaves garbage and near misses as they were, and never throws', () => {
    const nearMisses = [
      { play: 8 },
      { play: 0 },
      { play: '3eyes' },
      { play: 'swindler' },
      { play: 3, symbol: 'ear' },
      { play: '3eye', symbol: 'eye' },
      { play: 3, reward: 3 },
      { play: 3, symbol: 'eye', extra: 1 },
      { symbol: 'eye' },
      { steal: 5 },
      { steal: -1 },
      { steal: 'decks' },
      { eye: 'deck' },
      { swap: 0 },
      { refill: 8 },
      { refill: '' },
      'play',
      'play 9',
      'play swindler',
      'draw please',
      'drew',
      'steal',
      'noswapp',
      'no refill please',
    ];
    [...GARBAGE, ...nearMisses].forEach((answer, i) => {
      const read = readAnswer(answer);
      expect(read === answer || Number.isNaN(answer), `answer ${i}`).toBe(true);
    });
  });
});

describe('Jatten notation helpers', () => {
  it('name every kind as the game encodes it, and read the names back in any case', () => {
    for (let kind = 0; kind < KINDS; kind++) {
      const name = notation.CARD_NAMES[kind];
      const card = { number: numberOf(kind), symbol: SYMBOLS[symbolOf(kind)] };
      expect(notation.parseCard(name)).toEqual(card);
      expect(notation.parseCard(` ${upper(name)} `)).toEqual(card);
      expect(notation.formatCard(card)).toBe(name);
      expect(notation.numberOfCard(name)).toBe(numberOf(kind));
      expect(notation.playAction(name)).toBe(PLAY[kind]);
      expect(notation.rewardAction(name)).toBe(REWARD[kind]);
      expect(notation.cardOfAction(PLAY[kind])).toBe(name);
      expect(notation.cardOfAction(REWARD[kind])).toBe(name);
    }
    expect(notation.formatCard({ number: 3 })).toBe('3');
    expect(notation.parseCard('3plain')).toEqual({ number: 3, symbol: 'plain' });
    for (const bad of ['8', '0', '3ear', 'swindler', '', '33']) expect(notation.parseCard(bad)).toBeUndefined();
    expect(notation.formatCard({ number: 8 })).toBeUndefined();
    expect(notation.formatCard({ number: 3, symbol: 'ear' })).toBeUndefined();
    expect(notation.cardOfAction('draw')).toBeUndefined();
    const shuffled = [...notation.CARD_NAMES.slice(0, KINDS)].reverse();
    expect(shuffled.sort(notation.compareCards)).toEqual(notation.CARD_NAMES.slice(0, KINDS));
  });

  it('count the unseen cards as unseen.ts does: the unknown cards of other hands and the deck', () => {
    for (const { state, seat } of POSITIONS) {
      const obs = jatten.observe(state, seat);
      const v = view(obs);
      const unseen = notation.unseenCards(v);
      expect(counts(unseen)).toEqual([...unseenCards(obs)]);
      let hidden = v.deckSize;
      for (let s = 0; s < v.players; s++) if (s !== seat) hidden += v.handSizes[s] - v.known[s].length;
      expect(unseen).toHaveLength(hidden);
    }
  });
});
