import { describe, expect, it } from 'vitest';
import { SeededChance } from '../../../src/core/chance.js';
import { SeededRng } from '../../../src/core/rng.js';
import { jatten } from '../../../src/games/jatten/index.js';
import { CARD_COUNT, KINDS, PHASE, SWINDLER, type JattenState } from '../../../src/games/jatten/state.js';
import { snapshot } from '../../helpers.js';

const options = jatten.options.parse({});

/** Every card in exactly one place: per kind, hands + collections + middle + discard + deck
 * add up to the deck's composition; each swindler is home or in the middle. Throws the
 * first discrepancy (plain checks: this runs on tens of thousands of positions). */
function checkConservation(s: JattenState): void {
  const fail = (why: string) => {
    throw new Error(`conservation broken at turn ${s.turn}: ${why}`);
  };
  const count = new Int32Array(KINDS);
  for (let seat = 0; seat < s.players; seat++) {
    let held = 0;
    for (let k = 0; k < KINDS; k++) {
      const h = s.hands[seat * KINDS + k];
      const c = s.collections[seat * KINDS + k];
      if (h < 0 || c < 0) fail(`negative count of kind ${k} at seat ${seat}`);
      count[k] += h + c;
      held += h;
    }
    if (held !== s.handSize[seat]) fail(`hand size of seat ${seat}`);
    for (let n = 0; n < 7; n++) {
      let byKind = 0;
      for (let sym = 0; sym < 4; sym++) byKind += s.collections[seat * KINDS + n * 4 + sym];
      if (byKind !== s.numbers[seat * 7 + n]) fail(`collection count of number ${n + 1} at seat ${seat}`);
    }
  }
  let swindlersInMiddle = 0;
  for (let i = 0; i < s.middleSize; i++) {
    if (s.middle[i] === SWINDLER) swindlersInMiddle++;
    else count[s.middle[i]]++;
  }
  let discarded = 0;
  for (let k = 0; k < KINDS; k++) {
    count[k] += s.discard[k];
    discarded += s.discard[k];
  }
  if (discarded !== s.discardSize) fail('discard pile size');
  for (let i = s.deckTop; i < CARD_COUNT; i++) count[s.deck[i]]++;
  for (let k = 0; k < KINDS; k++)
    if (count[k] !== s.composition[k]) fail(`kind ${k}: ${count[k]} cards, not ${s.composition[k]}`);
  const home = s.swindler.reduce((a, b) => a + b, 0);
  if (home + swindlersInMiddle !== s.players) fail('a swindler is missing');
}

/** Plays seeded random moves, calling `visit` before each. */
function randomGame(
  players: number,
  seed: number,
  visit: (s: JattenState) => void,
  opts: Record<string, unknown> = {},
): JattenState {
  const s = jatten.setup(players, jatten.options.parse(opts), new SeededChance(seed));
  const chance = new SeededChance(seed);
  const rng = new SeededRng(seed + 1000);
  for (let steps = 0; !jatten.isTerminal(s) && steps < 5000; steps++) {
    visit(s);
    const moves = jatten.legalActions(s);
    if (moves.length === 0) throw new Error(`no legal action in phase ${s.phase}`);
    jatten.apply(s, moves[rng.int(moves.length)], chance);
  }
  if (!jatten.isTerminal(s)) throw new Error(`seed ${seed} did not finish`);
  return s;
}

describe('conservation', () => {
  it('every card is always in exactly one place, over many random games of 2..5 players', () => {
    let positions = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const players = 2 + (seed % 4);
      const end = randomGame(
        players,
        seed,
        (s) => {
          checkConservation(s);
          positions++;
        },
        seed % 5 === 0 ? { tournament: true } : {},
      );
      checkConservation(end);
      const r = jatten.result(end);
      // JT-12: the winner holds six or more of one number at the end of their turn.
      if (end.games === 1) expect(r.scores[end.winner]).toBe(7);
    }
    expect(positions).toBeGreaterThan(4000);
  });

  it('the check itself catches a card in two places and a lost swindler', () => {
    const s = jatten.setup(3, options, new SeededChance(1));
    checkConservation(s);
    const twice = jatten.clone(s);
    twice.collections[0]++;
    twice.numbers[0]++;
    expect(() => checkConservation(twice)).toThrow(/kind 0/);
    const lost = jatten.clone(s);
    lost.swindler[2] = 0;
    expect(() => checkConservation(lost)).toThrow(/swindler/);
  });

  it('clone copies every mutable part: old snapshots never change', () => {
    const kept: [JattenState, string][] = [];
    randomGame(4, 77, (s) => {
      const copy = jatten.clone(s);
      kept.push([copy, snapshot(copy)]);
    });
    for (const [copy, shot] of kept) expect(snapshot(copy)).toBe(shot);
  });

  it('replays to the same end from the same seed (chance only from the Chance given)', () => {
    const a = randomGame(3, 5, () => {});
    const b = randomGame(3, 5, () => {});
    expect(snapshot(a)).toBe(snapshot(b));
  });
});

/** Random positions mid-game, each with the seat to look from. */
function positions(count: number): JattenState[] {
  const out: JattenState[] = [];
  for (let seed = 1; out.length < count; seed++) {
    randomGame(2 + (seed % 4), seed, (s) => {
      if ((s.turn * 7 + s.middleSize) % 11 === 3 && out.length < count) out.push(jatten.clone(s));
    });
  }
  return out;
}

/** A state differing only in what `seat` cannot see: another hand's unknown cards swapped
 * with deck cards, and the deck reordered. */
function hideDifferently(s: JattenState, seat: number, rng: SeededRng): JattenState {
  const t = jatten.clone(s);
  const deckLeft = CARD_COUNT - t.deckTop;
  for (let other = 0; other < t.players; other++) {
    if (other === seat || deckLeft === 0) continue;
    for (let k = 0; k < KINDS; k++) {
      // Cards `seat` knows are in that hand stay; the rest may trade places with the deck.
      const free = t.hands[other * KINDS + k] - t.known[(seat * t.players + other) * KINDS + k];
      if (free <= 0) continue;
      const at = t.deckTop + rng.int(deckLeft);
      const deckKind = t.deck[at];
      t.hands[other * KINDS + k]--;
      t.hands[other * KINDS + deckKind]++;
      t.deck[at] = k;
      break;
    }
  }
  const pile = t.deck.subarray(t.deckTop);
  pile.reverse();
  return t;
}

describe('observation', () => {
  it('a seat’s observation does not depend on hidden state (other hands, deck order)', () => {
    const rng = new SeededRng(3);
    let differed = 0;
    for (const s of positions(300)) {
      for (let seat = 0; seat < s.players; seat++) {
        const t = hideDifferently(s, seat, rng);
        if (snapshot(t.hands) !== snapshot(s.hands) || snapshot(t.deck) !== snapshot(s.deck)) differed++;
        expect(snapshot(jatten.observe(t, seat))).toBe(snapshot(jatten.observe(s, seat)));
      }
    }
    expect(differed).toBeGreaterThan(500); // the test did change hidden cards
  });

  it('a seat sees its own hand but not another’s', () => {
    const s = jatten.setup(3, options, new SeededChance(2));
    const o = jatten.observe(s, 1);
    expect(Array.from(o.hand)).toEqual(Array.from(s.hands.subarray(KINDS, 2 * KINDS)));
    expect(Object.keys(o)).not.toContain('hands');
    expect(Object.keys(o)).not.toContain('deck');
    expect(Array.from(o.known.subarray(0, KINDS)).every((c) => c === 0)).toBe(true);
  });
});

describe('determinize', () => {
  it('deals the unseen cards consistently: the same observation, every card in one place', () => {
    const rng = new SeededRng(11);
    let varied = 0;
    for (const s of positions(200)) {
      const seat = s.thief;
      const obs = jatten.observe(s, seat);
      const d1 = jatten.determinize(obs, rng);
      const d2 = jatten.determinize(obs, rng);
      checkConservation(d1);
      expect(snapshot(jatten.observe(d1, seat))).toBe(snapshot(obs));
      if (snapshot(d1.hands) !== snapshot(d2.hands) || snapshot(d1.deck) !== snapshot(d2.deck)) varied++;
      // The sample can be played on from where it stands.
      const moves = jatten.legalActions(d1);
      expect(moves.map((a) => JSON.stringify(a))).toEqual(jatten.legalActions(s).map((a) => JSON.stringify(a)));
      jatten.apply(d1, moves[0], new SeededChance(1));
      checkConservation(d1);
    }
    expect(varied).toBeGreaterThan(150);
  });

  it('keeps the cards seen with Eye in the hand they were seen in', () => {
    let checked = 0;
    for (const s of positions(400)) {
      for (let seat = 0; seat < s.players; seat++) {
        const obs = jatten.observe(s, seat);
        for (let other = 0; other < s.players; other++) {
          if (other === seat || obs.seen[other] === null) continue;
          const d = jatten.determinize(obs, new SeededRng(checked));
          for (let k = 0; k < KINDS; k++) expect(d.hands[other * KINDS + k]).toBeGreaterThanOrEqual(obs.known[other * KINDS + k]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('keeps the phase: a sample taken mid-steal continues the steal', () => {
    const s = positions(400).find((p) => p.phase === PHASE.drawOrStop);
    expect(s).toBeDefined();
    const d = jatten.determinize(jatten.observe(s!, s!.thief), new SeededRng(1));
    expect(d.phase).toBe(PHASE.drawOrStop);
    expect(Array.from(d.middle.subarray(0, d.middleSize))).toEqual(Array.from(s!.middle.subarray(0, s!.middleSize)));
  });
});
