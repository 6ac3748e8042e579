// What a bot from outside sees of Klaverjassen and how its answers are read (view.ts), and
// the notation helpers for authors (notation.ts), over many states of random games: the
// view is plain JSON holding exactly what the observation holds, no other hand, nothing
// that leads back; every legal action, written in another case or spacing, reads back as
// the very constant the legal list holds; garbage never throws and never becomes an action.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Bot } from '../../../src/core/bot.js';
import { SeededChance, botRng } from '../../../src/core/chance.js';
import { playGame } from '../../../src/core/match.js';
import { SeededRng } from '../../../src/core/rng.js';
import { dealSeed } from '../../../src/core/seeds.js';
import { ACTION, codeOf } from '../../../src/games/klaverjassen/actions.js';
import { NAMES, cardPoints as pointsOf, rankOf, suitOf } from '../../../src/games/klaverjassen/cards.js';
import { klaverjassen } from '../../../src/games/klaverjassen/index.js';
import {
  cardPoints,
  compareCards,
  formatCard,
  legalCards,
  parseCard,
  roem,
  trickWinner,
} from '../../../src/games/klaverjassen/notation.js';
import { roemOf } from '../../../src/games/klaverjassen/roem.js';
import { BID, PHASE, T, type KlaverjasObservation, type KlaverjasState } from '../../../src/games/klaverjassen/state.js';
import { strength } from '../../../src/games/klaverjassen/trick.js';
import { type KlaverjasSuit, type KlaverjasView, readAnswer, view } from '../../../src/games/klaverjassen/view.js';
import { snapshot } from '../../helpers.js';

const VARIANTS = [
  {},
  { trumping: 'amsterdam' },
  { trumpChoice: 'utrecht' },
  { autoRoem: true },
  { trumping: 'amsterdam', trumpChoice: 'utrecht', autoRoem: true },
];
const SUITS: readonly KlaverjasSuit[] = ['C', 'D', 'H', 'S'];

interface Moment {
  readonly state: KlaverjasState;
  readonly seat: number;
  readonly obs: KlaverjasObservation;
  /** The bids of the round so far, as they were made: who, and the action. */
  readonly bids: readonly { seat: number; bid: string }[];
}

/** Every decision of `games` random games (every option), each state a clone, and the end. */
function moments(games: number): Moment[] {
  const out: Moment[] = [];
  for (let g = 0; g < games; g++) {
    const seed = dealSeed(25, 'klaverjassen/view', g);
    const chance = new SeededChance(seed);
    const rng = botRng(seed, 0);
    const state = klaverjassen.setup(4, klaverjassen.options.parse(VARIANTS[g % VARIANTS.length]), chance);
    let bids: { seat: number; bid: string }[] = [];
    while (!klaverjassen.isTerminal(state)) {
      const seat = klaverjassen.currentPlayer(state);
      if (state.bidCount === 0) bids = [];
      out.push({ state: klaverjassen.clone(state), seat, obs: klaverjassen.observe(state, seat), bids: [...bids] });
      const legal = klaverjassen.legalActions(state);
      const action = legal[rng.int(legal.length)];
      if (state.phase === PHASE.bid || state.phase === PHASE.name) bids.push({ seat, bid: action });
      klaverjassen.apply(state, action, chance);
    }
    out.push({ state, seat: g % 4, obs: klaverjassen.observe(state, g % 4), bids });
  }
  return out;
}

const MOMENTS = moments(10);
const card = (name: string): number => NAMES.indexOf(name);
const maskOf = (names: readonly string[]): number => names.reduce((m, n) => m | (1 << card(n)), 0);
const suit = (s: KlaverjasSuit | null): number => (s === null ? -1 : SUITS.indexOf(s));

/** The observation rebuilt from a view alone: if the view dropped anything the observation
 * holds, this could not match it. Parts that mean nothing at the moment (who led the
 * trick under way, its best card, while no trick is under way) are left out of both. */
function rebuilt(v: KlaverjasView) {
  const t = new Int32Array(T.size);
  v.hand.forEach((n) => (t[T.hands + v.seat] |= 1 << card(n)));
  v.absent.forEach((names, s) => (t[T.excluded + s] = maskOf(names)));
  t[T.proposals] = v.proposals.length > 0 ? suit(v.proposals[0]) : -1;
  t[T.proposals + 1] = v.proposals.length > 1 ? suit(v.proposals[1]) : -1;
  v.bids.forEach(({ bid }, i) => (t[T.bids + i] = bid === 'pass' ? BID.pass : bid === 'play' ? BID.play : BID.named));
  const played = [...v.tricks.flatMap((k) => k.cards), ...(v.trick?.cards ?? [])];
  played.forEach((n, i) => (t[T.played + i] = card(n)));
  v.tricks.forEach((k, i) => {
    t[T.leaders + i] = k.leader;
    t[T.winners + i] = k.winner;
    t[T.trickRoem + i] = k.roem;
  });
  if (v.trick && v.trick.cards.length > 0) t[T.leaders + v.tricks.length] = v.trick.leader;
  for (let team = 0; team < 2; team++) {
    t[T.points + team] = v.points[team];
    t[T.roem + team] = v.roem[team];
    t[T.tricks + team] = v.tricksWon[team];
    t[T.totals + team] = v.totals[team];
    t[T.roemTotals + team] = v.roemTotals[team];
  }
  v.history.forEach((r, i) => {
    t[T.roundScores + 2 * i] = r.scores[0];
    t[T.roundScores + 2 * i + 1] = r.scores[1];
    t[T.roundInfo + i] = r.playingTeam | (r.nat ? 2 : 0) | (r.pit ? 4 : 0) | (suit(r.trump) << 3);
  });
  const trick = v.trick && v.trick.cards.length > 0 ? v.trick : undefined;
  const led = trick ? suitOf(card(trick.cards[0])) : -1;
  return {
    t: Array.from(t),
    seat: v.seat,
    rounds: v.rounds,
    amsterdam: v.trumping === 'amsterdam',
    utrecht: v.trumpChoice === 'utrecht',
    autoRoem: v.autoRoem,
    hand: maskOf(v.hand),
    round: v.round,
    phase: ['bid', 'name', 'play', 'claim', 'over'].indexOf(v.phase),
    dealer: v.dealer,
    turn: v.turn,
    shown: v.trumpChoice === 'utrecht' ? 1 : v.proposals.length,
    bidCount: v.bids.length,
    trump: suit(v.trump),
    player: v.taker ?? -1,
    playedCount: played.length,
    leader: v.trick ? v.trick.leader : 'none',
    best: trick ? Math.max(...trick.cards.map((n) => strength(card(n), led, suit(v.trump)))) : 'none',
    bestSeat: trick ? trick.winning : 'none',
    pendingRoem: v.pendingRoem ?? 0,
  };
}

function factsOf(o: KlaverjasObservation) {
  const underWay = o.phase === PHASE.play || o.phase === PHASE.claim;
  const trickCards = o.phase === PHASE.claim ? 4 : o.playedCount & 3;
  return {
    t: Array.from(o.t),
    seat: o.seat,
    rounds: o.rounds,
    amsterdam: o.amsterdam,
    utrecht: o.utrecht,
    autoRoem: o.autoRoem,
    hand: o.hand,
    round: o.round,
    phase: o.phase,
    dealer: o.dealer,
    turn: o.turn,
    shown: o.shown,
    bidCount: o.bidCount,
    trump: o.trump,
    player: o.player,
    playedCount: o.playedCount,
    leader: underWay ? o.leader : 'none',
    best: trickCards > 0 ? o.best : 'none',
    bestSeat: trickCards > 0 ? o.bestSeat : 'none',
    pendingRoem: o.pendingRoem,
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

describe('the Klaverjassen view', () => {
  it(`is plain JSON, every part its own, for a third of ${MOMENTS.length} states of 10 random games`, () => {
    for (const { obs } of MOMENTS.filter((_, i) => i % 3 === 0)) {
      const v = view(obs);
      expect(JSON.parse(JSON.stringify(v))).toEqual(v);
      expect(JSON.stringify(structuredClone(v))).toBe(JSON.stringify(v));
      const all = parts(v);
      expect(new Set(all).size).toBe(all.length);
      expect(all.every((p) => Array.isArray(p) || Object.getPrototypeOf(p) === Object.prototype)).toBe(true);
    }
  });

  it('holds everything the observation holds: the observation is rebuilt from the view alone', () => {
    const phases = new Set<string>();
    for (const { obs } of MOMENTS) {
      const v = view(obs);
      expect(rebuilt(v)).toEqual(factsOf(obs));
      phases.add(v.phase);
    }
    expect([...phases].sort()).toEqual(['bid', 'claim', 'name', 'over', 'play']);
  });

  it("shows the seat's own hand, the bids and the trick with who made them, and no other hand", () => {
    for (const { state, seat, obs, bids } of MOMENTS.filter((_, i) => i % 4 === 0)) {
      const v = view(obs);
      expect(v.bids).toEqual(bids);
      expect(maskOf(v.hand)).toBe(state.t[T.hands + seat]);
      const others = [0, 1, 2, 3].filter((s) => s !== seat).reduce((m, s) => m | state.t[T.hands + s], 0);
      // No card of another hand is named anywhere in the view but where play showed it absent.
      const { absent, ...rest } = v;
      void absent;
      for (const n of JSON.stringify(rest).match(/\b[789TJQKA][CDHS]\b/g) ?? []) {
        expect((others >>> card(n)) & 1, `${n} is in another hand`).toBe(0);
      }
      if (v.trick) {
        v.trick.cards.forEach((n, i) => {
          const at = state.playedCount - v.trick!.cards.length + i;
          expect(state.t[T.played + at]).toBe(card(n));
        });
      }
    }
  });

  it('is the same for every state the seat cannot tell from the real one (other hands redealt)', () => {
    const rng = new SeededRng(5);
    let differ = 0;
    for (const { state, obs, seat } of MOMENTS.filter((_, i) => i % 3 === 0)) {
      const other = klaverjassen.determinize(obs, rng);
      if (other.t[T.hands + ((seat + 1) & 3)] !== state.t[T.hands + ((seat + 1) & 3)]) differ++;
      expect(view(klaverjassen.observe(other, seat))).toEqual(view(obs));
    }
    expect(differ).toBeGreaterThan(500);
  });

  it('tells apart what the seat can tell apart: its own hand', () => {
    const { state, seat } = MOMENTS.find((m) => m.state.phase === PHASE.bid)!;
    const changed = klaverjassen.clone(state);
    const next = (seat + 1) & 3;
    [changed.t[T.hands + seat], changed.t[T.hands + next]] = [changed.t[T.hands + next], changed.t[T.hands + seat]];
    expect(view(klaverjassen.observe(changed, seat)).hand).not.toEqual(view(klaverjassen.observe(state, seat)).hand);
  });

  it('is made anew: changing every part of a view changes neither the next view nor the state', () => {
    for (const { state, seat } of MOMENTS.filter((_, i) => i % 7 === 0)) {
      const before = snapshot(state);
      const obs = klaverjassen.observe(state, seat);
      const first = view(obs);
      const kept = JSON.stringify(first);
      for (const part of parts(first)) {
        if (Array.isArray(part)) part.push('JH', -1);
        else for (const key of Object.keys(part as object)) (part as Record<string, unknown>)[key] = 'vandal';
      }
      expect(JSON.stringify(view(obs))).toBe(kept);
      expect(JSON.stringify(view(klaverjassen.observe(state, seat)))).toBe(kept);
      expect(snapshot(state)).toBe(before);
    }
  });
});

/** `action` written another way the notation allows: any case, spaces around and
 * between, a ten as 10, a suit named in full, `no claim`. */
function scrambled(action: string, rng: SeededRng): string {
  let text = action;
  if (text === 'noClaim' && rng.int(2)) text = 'no claim';
  if (text.startsWith('trump') && rng.int(2))
    text = `trump  ${['clubs', 'diamonds', 'hearts', 'spades'][SUITS.indexOf(text.slice(-1) as KlaverjasSuit)]}`;
  if (text.length === 2 && text[0] === 'T' && rng.int(2)) text = `10${text[1]}`;
  const cased = [...text].map((ch) => (rng.int(2) ? ch.toLowerCase() : ch.toUpperCase())).join('');
  return `${rng.int(2) ? ' ' : ''}${cased}${rng.int(2) ? '\n' : ''}`;
}

describe('readAnswer', () => {
  it('reads every legal action of every state, scrambled, as the very constant of the legal list', () => {
    const rng = new SeededRng(9);
    const seen = new Set<string>();
    for (const { state } of MOMENTS) {
      for (const action of klaverjassen.legalActions(state)) {
        const written = scrambled(action, rng);
        expect(readAnswer(written), JSON.stringify(written)).toBe(ACTION[codeOf(action)]);
        expect(readAnswer(written)).toBe(action);
        seen.add(action.length === 2 ? 'card' : action);
      }
    }
    expect([...seen].sort()).toEqual(
      ['card', 'claim', 'noClaim', 'pass', 'play', 'trump C', 'trump D', 'trump H', 'trump S'].sort(),
    );
  });

  it('lets a bot that answers scrambled play the very game of one that does not, with no forfeit', () => {
    const picker = (scramble: boolean): Bot<KlaverjasObservation, string> => ({
      act: (_obs, legal, ctx) => {
        const action = legal[ctx.rng.int(legal.length)];
        const again = new SeededRng(ctx.rng.int(1000));
        return scramble ? scrambled(action, again) : action;
      },
    });
    const run = (scramble: boolean) =>
      playGame({
        game: klaverjassen,
        options: klaverjassen.options.parse({}),
        bots: Array(4).fill(picker(scramble)),
        seed: 78,
        keepActions: true,
      });
    const plain = run(false);
    const read = run(true);
    expect(read.forfeit).toBeUndefined();
    expect(read.actions).toEqual(plain.actions);
    expect(read.scores).toEqual(plain.scores);
    expect(plain.actions!.length).toBeGreaterThan(500);
  });

  it('never throws, and never turns garbage into an action', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const garbage: unknown[] = [
      null,
      undefined,
      0,
      20,
      NaN,
      true,
      {},
      [],
      ['JH'],
      cyclic,
      proxy,
      Symbol('pass'),
      5n,
      '',
      ' ',
      'J',
      'JHX',
      'HJ',
      'JZ',
      '1H',
      '100H',
      'J H',
      'passs',
      'pass pass',
      'trump',
      'trump X',
      'trump hearts spades',
      'claimed',
      'no',
      'nat',
      'x'.repeat(1_000_000),
    ];
    const actions = new Set<unknown>(ACTION);
    for (const g of garbage) {
      let read: unknown;
      expect(() => (read = readAnswer(g))).not.toThrow();
      expect(actions.has(read)).toBe(false);
      expect(klaverjassen.actionKey(read as string)).toBe(-1);
    }
  });
});

describe('notation', () => {
  it('reads and writes every card as cards.ts does, in any case', () => {
    NAMES.forEach((name, c) => {
      const parsed = parseCard(name.toLowerCase())!;
      expect(parsed).toEqual({ name, rank: '789TJQKA'[rankOf(c)], suit: SUITS[suitOf(c)] });
      expect(formatCard(parsed.rank, parsed.suit)).toBe(name);
    });
    expect(formatCard(10, 'H')).toBe('TH');
    expect(parseCard('10s')?.name).toBe('TS');
    for (const bad of ['', 'HJ', '6C', 'JHH', 'X1']) expect(parseCard(bad)).toBeUndefined();
    expect(() => formatCard(6, 'C')).toThrow(
      'no Klaverjassen card of rank 6 and suit C; cards are written rank (7 8 9 T J Q K A) then suit (C D H S), as JH',
    );
    expect(() => compareCards('JH', 'QQ', 'H')).toThrow(/^not a Klaverjassen card: "QQ"/);
    expect(() => cardPoints('JH', 'X' as KlaverjasSuit)).toThrow('not a suit for the trump: "X"; suits are C, D, H, S');
    expect(() => legalCards(['JH'], [], 'H', 'utrecht' as 'rotterdam')).toThrow(
      'no trumping "utrecht": it is rotterdam or amsterdam',
    );
  });

  it('orders cards as a trick does and counts points as the game does, for every trump and suit led', () => {
    for (let trump = 0; trump < 4; trump++) {
      for (let a = 0; a < 32; a++) {
        expect(cardPoints(NAMES[a], SUITS[trump])).toBe(pointsOf(a, trump));
        for (let b = 0; b < 32; b++) {
          for (let led = 0; led < 4; led++) {
            const want = Math.sign(strength(a, led, trump) - strength(b, led, trump));
            expect(Math.sign(compareCards(NAMES[a], NAMES[b], SUITS[trump], SUITS[led]))).toBe(want);
          }
        }
      }
    }
    // Led by the first card by default: the trump jack beats the ace led.
    expect(compareCards('AC', 'KC', 'H')).toBeGreaterThan(0);
    expect(compareCards('JH', 'AC', 'H')).toBeGreaterThan(0);
    expect(compareCards('9H', 'TH', 'H')).toBeGreaterThan(0);
    expect(compareCards('9S', 'TS', 'H')).toBeLessThan(0);
  });

  it("finds every trick's winner and roem, and every seat's legal cards, as the game did", () => {
    let tricks = 0;
    let withRoem = 0;
    let plays = 0;
    for (const { state, obs } of MOMENTS) {
      const v = view(obs);
      const trump = v.trump!;
      if (v.phase === 'play') {
        const legal = [...klaverjassen.legalActions(state)];
        expect(legalCards([...v.hand].reverse(), v.trick!.cards, trump, v.trumping)).toEqual(legal);
        plays++;
      }
      if (v.phase !== 'play' || v.trick!.cards.length !== 0) continue;
      const last = v.tricks[v.tricks.length - 1];
      if (!last) continue;
      tricks++;
      expect((last.leader + trickWinner(last.cards, trump)) & 3).toBe(last.winner);
      const [a, b, c, d] = last.cards.map(card);
      const counted = roem([...last.cards].reverse(), trump);
      expect(counted).toBe(roemOf(a, b, c, d, suit(trump)));
      // Roem is claimed in full or let go.
      expect([0, counted]).toContain(last.roem);
      if (v.autoRoem) expect(last.roem).toBe(counted);
      if (counted > 0) withRoem++;
    }
    expect(tricks).toBeGreaterThan(500);
    expect(withRoem).toBeGreaterThan(20);
    expect(plays).toBeGreaterThan(2000);
  });
});

describe('docs/games/klaverjassen.md', () => {
  const doc = readFileSync(join(import.meta.dirname, '..', '..', '..', 'docs', 'games', 'klaverjassen.md'), 'utf8');
  const section = doc.slice(doc.indexOf('\n## The view\n'), doc.indexOf('\n## The observation\n'));

  // Its table's fields are test/docs/game-docs.test.ts's to check, as every game's.

  it('shows a view the code makes from a real game, with its legal actions', () => {
    // "(3 players, seed 1, after 394 random decisions)": each chosen with SeededRng(seed).
    const [, players, seed, decisions] = /\((\d+) players, seed (\d+), after (\d+) random decisions\)/.exec(section)!.map(Number);
    const chance = new SeededChance(seed);
    const rng = new SeededRng(seed);
    const state = klaverjassen.setup(players, klaverjassen.options.parse({}), chance);
    for (let d = 0; d < decisions; d++) {
      const legal = klaverjassen.legalActions(state);
      klaverjassen.apply(state, legal[rng.int(legal.length)], chance);
    }
    const example = section.slice(section.indexOf('```json') + 7, section.lastIndexOf('```'));
    expect(JSON.parse(example)).toEqual(view(klaverjassen.observe(state, klaverjassen.currentPlayer(state))));
    for (const action of klaverjassen.legalActions(state)) expect(section).toContain(`\`${action}\``);
  });
});
