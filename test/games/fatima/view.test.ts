// What a bot from outside sees of Fatima and how its answers are read (view.ts), and the
// notation helpers for authors (notation.ts), over many states of random games: the view
// is plain JSON holding exactly what the observation holds, no hidden card, nothing that
// leads back; every legal action, written in another card order, case or spacing, reads
// back as itself; garbage never throws and never becomes an action it does not name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Bot } from '../../../src/core/bot.js';
import { SeededChance, botRng } from '../../../src/core/chance.js';
import { playGame } from '../../../src/core/match.js';
import { SeededRng } from '../../../src/core/rng.js';
import { dealSeed } from '../../../src/core/seeds.js';
import { CALL, DRAW_CARD, discardOf, takenCard } from '../../../src/games/fatima/actions.js';
import { MAX_CARDS, POINTS, RANK, SUIT, cardName } from '../../../src/games/fatima/cards.js';
import { groupKind } from '../../../src/games/fatima/discards.js';
import { fatima } from '../../../src/games/fatima/index.js';
import {
  compareCards,
  discardKind,
  formatCard,
  parseAction,
  parseCard,
  pointsOf,
  takeable,
} from '../../../src/games/fatima/notation.js';
import { HAND, PHASE, PILE, SHOWN, UNSEEN, type FatimaObservation, type FatimaState } from '../../../src/games/fatima/state.js';
import { type FatimaView, readAnswer, view } from '../../../src/games/fatima/view.js';
import { snapshot } from '../../helpers.js';
import { handOf } from './stage.js';

const VARIANTS = [{}, { longerRuns: true }, { playOn: true }, { callLimit: 20 }];

interface Moment {
  readonly state: FatimaState;
  readonly seat: number;
  readonly obs: FatimaObservation;
}

/** Every decision of `games` random games (2–6 players, every option), each state a clone. */
function moments(games: number, perGame = 300): Moment[] {
  const out: Moment[] = [];
  for (let g = 0; g < games; g++) {
    const players = 2 + (g % 5);
    const seed = dealSeed(25, 'fatima/view', g);
    const chance = new SeededChance(seed);
    const rng = botRng(seed, 0);
    const state = fatima.setup(players, fatima.options.parse(VARIANTS[g % VARIANTS.length]), chance);
    for (let i = 0; i < perGame && !fatima.isTerminal(state); i++) {
      const seat = fatima.currentPlayer(state);
      out.push({ state: fatima.clone(state), seat, obs: fatima.observe(state, seat) });
      const legal = fatima.legalActions(state);
      fatima.apply(state, legal[rng.int(legal.length)], chance);
    }
    // The end too: the view of a finished game.
    if (fatima.isTerminal(state)) out.push({ state, seat: 0, obs: fatima.observe(state, 0) });
  }
  return out;
}

const MOMENTS = moments(40, 200);
const BY_NAME = new Map(Array.from({ length: MAX_CARDS }, (_, c) => [cardName(c), c]));
const card = (name: string): number => BY_NAME.get(name) ?? -99;

/** The observation's own facts rebuilt from a view alone: if the view dropped anything
 * the observation holds, this could not match it. */
function rebuilt(v: FatimaView) {
  const cards = v.decks * 54;
  const place = new Array<number>(cards).fill(-99);
  const gen = new Array<number>(cards).fill(-1);
  v.pile.forEach((n) => (place[card(n)] = PILE));
  v.pickedUp.forEach((names, s) => names.forEach((n) => (place[card(n)] = s + SHOWN)));
  v.hand.forEach((n, i) => {
    if (place[card(n)] !== v.seat + SHOWN) place[card(n)] = v.seat;
    gen[card(n)] = v.handPiles[i];
  });
  v.unseen.forEach((names, g) =>
    names.forEach((n) => {
      place[card(n)] = UNSEEN;
      gen[card(n)] = g;
    }),
  );
  const group = (g: FatimaView['top'] | null) =>
    g && { cards: g.cards.map(card), kind: ['single', 'set', 'run'].indexOf(g.kind), low: g.low, high: g.high };
  return {
    seat: v.seat,
    players: v.players,
    cards,
    options: [v.callLimit, v.tiesPenalized, v.longerRuns, v.playOn],
    phase: ['discard', 'pickup', 'over'].indexOf(v.phase),
    turn: [v.current, v.round, v.starter, v.reshuffles, v.drawSize, v.pile.length],
    totals: v.totals,
    out: v.out.map((o) => (o === null ? 0 : o + 1)),
    handSize: v.handSizes,
    hand: [...v.hand.map(card), ...new Array<number>(HAND - v.hand.length).fill(-1)],
    place,
    gen,
    hidden: v.hidden.flatMap((g) => [...g, ...new Array<number>(HAND - g.length).fill(-1)]),
    pile: v.pile.map(card),
    top: group(v.top),
    takeFrom: group(v.takeFrom),
  };
}

function factsOf(o: FatimaObservation) {
  const group = (from: number, to: number, kind: number, low: number, high: number) => ({
    cards: Array.from(o.pile.subarray(from, to)),
    kind,
    low: low >= 0 ? cardName(low) : null,
    high: high >= 0 ? cardName(high) : null,
  });
  return {
    seat: o.seat,
    players: o.players,
    cards: o.cards,
    options: [o.callLimit, o.tiesPenalized, o.longerRuns, o.playOn],
    phase: o.phase,
    turn: [o.current, o.round, o.starter, o.reshuffles, o.drawSize, o.pileSize],
    totals: Array.from(o.totals),
    out: Array.from(o.out),
    handSize: Array.from(o.handSize),
    hand: Array.from(o.hand),
    place: Array.from(o.place),
    gen: Array.from(o.gen),
    hidden: Array.from(o.hidden),
    pile: Array.from(o.pile.subarray(0, o.pileSize)),
    top: group(o.topStart, o.pileSize, o.topKind, o.topLow, o.topHigh),
    // The previous group is only the one to take from in the pick-up phase; in the
    // others it is left over from the last turn and means nothing (docs/games/fatima.md).
    takeFrom: o.phase === PHASE.pickup ? group(o.prevStart, o.prevEnd, o.prevKind, o.prevLow, o.prevHigh) : null,
  };
}

/** Every object and array in a value, each once: no two parts of a view may be one. */
function parts(value: unknown, into: unknown[] = []): unknown[] {
  if (typeof value === 'object' && value !== null) {
    into.push(value);
    for (const part of Object.values(value)) parts(part, into);
  }
  return into;
}

describe('the Fatima view', () => {
  it(`is plain JSON, every part its own, for a third of ${MOMENTS.length} states of 40 random games`, () => {
    let bothDecks = 0;
    for (const { obs } of MOMENTS.filter((_, i) => i % 3 === 0)) {
      const v = view(obs);
      expect(JSON.parse(JSON.stringify(v))).toEqual(v);
      expect(JSON.stringify(structuredClone(v))).toBe(JSON.stringify(v));
      const all = parts(v);
      expect(new Set(all).size).toBe(all.length);
      expect(all.every((p) => Array.isArray(p) || Object.getPrototypeOf(p) === Object.prototype)).toBe(true);
      if (obs.decks === 2 && v.hand.some((n) => n.endsWith("'"))) bothDecks++;
    }
    expect(bothDecks).toBeGreaterThan(30);
  });

  it('holds everything the observation holds: the observation is rebuilt from the view alone', () => {
    const phases = new Set<string>();
    let unseenOld = 0;
    for (const { obs } of MOMENTS) {
      const v = view(obs);
      expect(rebuilt(v)).toEqual(factsOf(obs));
      phases.add(v.phase);
      if (v.unseen.slice(0, -1).some((cards) => cards.length > 0)) unseenOld++;
    }
    expect([...phases].sort()).toEqual(['discard', 'over', 'pickup']);
    // Rebuilds happened, and left unseen cards of an older pile in hands.
    expect(unseenOld).toBeGreaterThan(20);
  });

  it("shows the seat's own hand and the table exactly, and other hands only as far as picked up in view", () => {
    let others = 0;
    for (const { state, seat, obs } of MOMENTS.filter((_, i) => i % 4 === 0)) {
      const v = view(obs);
      expect(v.hand).toEqual(handOf(state, seat));
      expect(v.handPoints).toBe(v.hand.reduce((p, n) => p + POINTS[card(n)], 0));
      expect(v.handSizes).toEqual(Array.from(state.handSize));
      expect(v.pile).toEqual(Array.from(state.pile.subarray(0, state.pileSize), (c) => cardName(c)));
      expect(v.phase).toBe(['discard', 'pickup', 'over'][state.phase]);
      for (let s = 0; s < state.players; s++) {
        const held = new Set(handOf(state, s));
        // What the view names of another seat's hand, it holds; and no card of it is named
        // anywhere else than its picked-up list.
        for (const n of v.pickedUp[s]) expect(held.has(n)).toBe(true);
        if (s === seat) continue;
        others += v.pickedUp[s].length;
        const visible = new Set([...v.hand, ...v.pile, ...v.pickedUp.flat()]);
        for (const n of held) expect(visible.has(n) === v.pickedUp[s].includes(n)).toBe(true);
      }
    }
    expect(others).toBeGreaterThan(50);
  });

  it('names who is out and after which round (playOn)', () => {
    let leftLast = 0;
    for (let g = 0; g < 20; g++) {
      const chance = new SeededChance(g);
      const rng = new SeededRng(g);
      // Calls at up to 50 points end rounds often, so players pass 100 within a game.
      const state = fatima.setup(4, fatima.options.parse({ playOn: true, callLimit: 50 }), chance);
      while (!fatima.isTerminal(state)) {
        const v = view(fatima.observe(state, state.current));
        v.out.forEach((round, s) => {
          expect(round === null).toBe(state.out[s] === 0);
          if (round === null) return;
          // A seat leaves at the end of a round: an earlier one, or the last when that ended the game.
          expect(round < v.round || (v.phase === 'over' && round === v.round)).toBe(true);
          expect(v.totals[s]).toBeGreaterThan(100);
          if (round === v.round - 1) leftLast++;
        });
        const legal = fatima.legalActions(state);
        fatima.apply(state, legal.includes(CALL) && rng.int(3) === 0 ? CALL : legal[rng.int(legal.length)], chance);
      }
    }
    expect(leftLast).toBeGreaterThan(10);
  });

  it('is the same for every state the seat cannot tell from the real one (hidden cards redealt)', () => {
    const rng = new SeededRng(5);
    for (const { obs, seat } of MOMENTS.filter((_, i) => i % 3 === 0)) {
      const other = fatima.determinize(obs, rng);
      expect(view(fatima.observe(other, seat))).toEqual(view(obs));
    }
  });

  it('tells apart states the seat can tell apart: its own hand', () => {
    // The control of the test above: a view that showed nothing would pass it.
    const { state, seat } = MOMENTS.find((m) => m.state.handSize[m.seat] > 0 && m.state.phase === PHASE.discard)!;
    const changed = fatima.clone(state);
    const i = seat * HAND;
    const mine = changed.hands[i];
    const theirs = changed.drawPile[0];
    changed.hands[i] = theirs;
    changed.drawPile[0] = mine;
    expect(view(fatima.observe(changed, seat)).hand).not.toEqual(view(fatima.observe(state, seat)).hand);
  });

  it('is made anew: changing every part of a view changes neither the next view nor the state', () => {
    for (const { state, seat } of MOMENTS.filter((_, i) => i % 7 === 0)) {
      const before = snapshot(state);
      const obs = fatima.observe(state, seat);
      const first = view(obs);
      const kept = JSON.stringify(first);
      for (const part of parts(first)) {
        if (Array.isArray(part)) part.push('X1', -1);
        else for (const key of Object.keys(part as object)) (part as Record<string, unknown>)[key] = 'vandal';
      }
      expect(JSON.stringify(view(obs))).toBe(kept);
      expect(JSON.stringify(view(fatima.observe(state, seat)))).toBe(kept);
      expect(snapshot(state)).toBe(before);
    }
  });
});

/** `action` written another way the notation allows: cards shuffled, any case, spaces. */
function scrambled(action: string, rng: SeededRng): string {
  const words = action.split(' ');
  // A take's words keep their order; a discard's cards may come in any.
  for (let i = words[0] === 'take' ? 0 : words.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [words[i], words[j]] = [words[j], words[i]];
  }
  const cased = words.map((w) => [...w].map((ch) => (rng.int(2) ? ch.toLowerCase() : ch.toUpperCase())).join(''));
  const gap = [' ', '  ', ', ', '\t'][rng.int(4)];
  return `${rng.int(2) ? ' ' : ''}${cased.join(gap)}${rng.int(2) ? '\n' : ''}`;
}

describe('readAnswer', () => {
  it('reads every legal action of every state, scrambled, as itself', () => {
    const rng = new SeededRng(9);
    const kinds = new Set<string>();
    let reordered = 0;
    for (const { state } of MOMENTS) {
      for (const action of fatima.legalActions(state)) {
        const written = scrambled(action, rng);
        if (
          written
            .trim()
            .split(/[\s,]+/)[0]
            .toUpperCase() !== action.split(' ')[0].toUpperCase()
        )
          reordered++;
        expect(readAnswer(written), written).toBe(action);
        expect(readAnswer(action)).toBe(action);
        kinds.add(parseAction(action)!.type);
      }
    }
    expect([...kinds].sort()).toEqual(['call', 'discard', 'draw', 'take']);
    expect(reordered).toBeGreaterThan(1000);
    expect(readAnswer(['3D', '3c'])).toBe('3C 3D');
    expect(readAnswer('10h 10c')).toBe('TC TH');
    // The first deck before the second: its jokers before the second deck's cards.
    expect(readAnswer("5c' x1")).toBe("X1 5C'");
  });

  it('lets a bot that answers scrambled play the very game of one that does not, with no forfeit', () => {
    const picker = (scramble: boolean): Bot<FatimaObservation, string> => ({
      act: (_obs, legal, ctx) => {
        const action = legal[ctx.rng.int(legal.length)];
        return scramble ? scrambled(action, new SeededRng(ctx.rng.int(1000))) : (ctx.rng.int(1000), action);
      },
    });
    for (const players of [2, 5]) {
      const run = (scramble: boolean) =>
        playGame({
          game: fatima,
          options: fatima.options.parse({}),
          bots: Array(players).fill(picker(scramble)),
          seed: 77 + players,
          keepActions: true,
        });
      const plain = run(false);
      const read = run(true);
      expect(read.forfeit).toBeUndefined();
      expect(read.actions).toEqual(plain.actions);
      expect(read.scores).toEqual(plain.scores);
      expect(plain.actions!.length).toBeGreaterThan(50);
    }
  });

  it('never throws, and never turns garbage into an action it does not name', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const cyclicList: unknown[] = [];
    cyclicList.push(cyclicList);
    const { proxy, revoke } = Proxy.revocable([], {});
    revoke();
    const throwing = {
      toString() {
        throw new Error('no');
      },
    };
    const getterList = ['3C'];
    Object.defineProperty(getterList, 0, {
      get() {
        throw new Error('no');
      },
    });
    const garbage: unknown[] = [
      null,
      undefined,
      0,
      7,
      NaN,
      -1,
      true,
      {},
      [],
      cyclic,
      cyclicList,
      proxy,
      throwing,
      getterList,
      Symbol('call'),
      10n,
      '',
      ' ',
      'calls',
      'call call',
      'draw 5C',
      'take',
      'take 5C 5D',
      'take take',
      'takes 5C',
      '3C 3C',
      '3C 3C 3C',
      '5Z',
      '5C 5Z',
      'XX',
      'X5',
      "5C''",
      '1C',
      '11C',
      'AC AD AH AS KC KD',
      [3, 5],
      ['3C', 3],
      ['take 5C'],
      { action: 'call' },
      'x'.repeat(1_000_000),
    ];
    // Every action any state offered.
    const offered = new Set(MOMENTS.flatMap(({ state }) => fatima.legalActions(state).map((a) => fatima.actionKey(a))));
    expect(offered.size).toBeGreaterThan(500);
    for (const g of garbage) {
      let read: unknown;
      expect(() => (read = readAnswer(g))).not.toThrow();
      expect(offered.has(fatima.actionKey(read as string)), typeof read === 'string' ? read.slice(0, 20) : typeof read).toBe(
        false,
      );
    }
    // What is no card is left as it was written.
    for (const g of garbage) if (typeof g !== 'string' || g.length > 100) expect(readAnswer(g)).toBe(g);
    expect(readAnswer('5C 5Z')).toBe('5C 5Z');
  });
});

describe('notation', () => {
  const ALL = Array.from({ length: MAX_CARDS }, (_, c) => cardName(c));

  it("reads and writes every card as cards.ts does, in any case, and orders cards as the game's integers", () => {
    for (let c = 0; c < MAX_CARDS; c++) {
      const parsed = parseCard(ALL[c].toLowerCase())!;
      expect(parsed.name).toBe(ALL[c]);
      expect(parsed.rank).toBe(RANK[c]);
      expect(parsed.suit).toBe(SUIT[c] < 0 ? null : 'CDHS'[SUIT[c]]);
      expect(parsed.points).toBe(POINTS[c]);
      expect(parsed.deck).toBe(c < 54 ? 1 : 2);
      expect(formatCard(parsed)).toBe(ALL[c]);
      for (let d = 0; d < MAX_CARDS; d += 7) expect(Math.sign(compareCards(ALL[c], ALL[d]))).toBe(Math.sign(c - d));
    }
    expect(parseCard('10H')?.name).toBe('TH');
    expect(formatCard({ rank: 10, suit: 'H' })).toBe('TH');
    for (const bad of ['5Z', '', 'X0', 'X5', '1C', "5C''", 'take 5C']) expect(parseCard(bad)).toBeUndefined();
  });

  it('refuses what is no card in one line naming what would be', () => {
    expect(() => compareCards('5Z', '5C')).toThrow(/^not a Fatima card: "5Z"; cards are written rank .* then suit \(C D H S\)/);
    expect(() => formatCard({ rank: 14, suit: 'C' })).toThrow('no Fatima rank 14: ranks are 1 (ace) .. 13 (king)');
    expect(() => formatCard({ rank: 4, suit: 'Z' as 'C' })).toThrow('no Fatima suit Z: suits are C, D, H, S');
    expect(() => formatCard({ joker: 5 })).toThrow('no Fatima joker 5: jokers are 1..4 (X1..X4)');
    expect(() => pointsOf(['AC', 'nope'])).toThrow(/not a Fatima card: "nope"/);
  });

  it("reads every legal action as the rules mean it: a discard's cards, kind and run ends, a take's card", () => {
    const seen = new Set<string>();
    for (const { state } of MOMENTS) {
      for (const action of fatima.legalActions(state)) {
        const move = parseAction(action)!;
        if (action === CALL) expect(move).toEqual({ type: 'call' });
        else if (action === DRAW_CARD) expect(move).toEqual({ type: 'draw' });
        else if (takenCard(action) >= 0) expect(move).toEqual({ type: 'take', card: cardName(takenCard(action)) });
        else {
          const d = discardOf(action)!;
          const group = {
            cards: d.cards.map((c) => cardName(c)),
            kind: ['single', 'set', 'run'][d.kind],
            low: d.low >= 0 ? cardName(d.low) : null,
            high: d.high >= 0 ? cardName(d.high) : null,
          };
          expect(move).toEqual({ type: 'discard', ...group });
          expect(discardKind([...group.cards].reverse(), state.longerRuns)).toBe(group.kind);
          expect(pointsOf(group.cards)).toBe(d.cards.reduce((p, c) => p + POINTS[c], 0));
          // What the next player may take of it: what the game offers them.
          expect(takeable(move as typeof group & { kind: 'single' })).toEqual(
            group.cards.filter((_, i) => d.kind !== 2 || d.cards[i] === d.low || d.cards[i] === d.high),
          );
          seen.add(group.kind);
        }
      }
    }
    expect([...seen].sort()).toEqual(['run', 'set', 'single']);
    expect(parseAction('4h 2h 3H')).toEqual({ type: 'discard', cards: ['2H', '3H', '4H'], kind: 'run', low: '2H', high: '4H' });
    for (const bad of ['3C 3C', '2H 3H 5H', 'take', 'call 5C', '']) expect(parseAction(bad)).toBeUndefined();
  });

  it('judges a group as the rules do, longer runs only with the option', () => {
    const rng = new SeededRng(3);
    for (let i = 0; i < 3000; i++) {
      const n = 1 + rng.int(HAND);
      const cards = new Set<number>();
      while (cards.size < n) cards.add(rng.int(54));
      const list = [...cards].sort((a, b) => a - b);
      for (const longer of [false, true]) {
        const kind = groupKind(list, n, longer);
        expect(discardKind(list.map((c) => cardName(c)).reverse(), longer)).toBe(
          kind < 0 ? undefined : ['single', 'set', 'run'][kind],
        );
      }
    }
    expect(discardKind(['2H', '3H', '4H', '5H'])).toBeUndefined();
    expect(discardKind(['2H', '3H', '4H', '5H'], true)).toBe('run');
  });
});

describe('docs/games/fatima.md', () => {
  const doc = readFileSync(join(import.meta.dirname, '..', '..', '..', 'docs', 'games', 'fatima.md'), 'utf8');
  const section = doc.slice(doc.indexOf('\n## The view\n'), doc.indexOf('\n## The observation\n'));

  // Its table's fields are test/docs/game-docs.test.ts's to check, as every game's.

  it('shows a view the code makes from a real game, with its legal actions', () => {
    // "(3 players, seed 1, after 394 random decisions)": each chosen with SeededRng(seed).
    const [, players, seed, decisions] = /\((\d+) players, seed (\d+), after (\d+) random decisions\)/.exec(section)!.map(Number);
    const chance = new SeededChance(seed);
    const rng = new SeededRng(seed);
    const state = fatima.setup(players, fatima.options.parse({}), chance);
    for (let d = 0; d < decisions; d++) {
      const legal = fatima.legalActions(state);
      fatima.apply(state, legal[rng.int(legal.length)], chance);
    }
    const example = section.slice(section.indexOf('```json') + 7, section.lastIndexOf('```'));
    expect(JSON.parse(example)).toEqual(view(fatima.observe(state, fatima.currentPlayer(state))));
    for (const action of fatima.legalActions(state)) expect(section).toContain(`\`${action}\``);
  });
});
