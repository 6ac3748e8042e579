// Laws that hold after every action of every game: each card in exactly one place, and a
// determinized state that the observing seat cannot tell from the real one.
import { describe, expect, it } from 'vitest';
import { SeededChance, botRng } from '../../../src/core/chance.js';
import { dealSeed } from '../../../src/core/seeds.js';
import { fatima } from '../../../src/games/fatima/index.js';
import { HAND, SHOWN } from '../../../src/games/fatima/state.js';
import { snapshot } from '../../helpers.js';
import { misplaced } from './stage.js';

const ACTIONS = 200;
const VARIANTS = [{}, { longerRuns: true }, { playOn: true }, { tiesPenalized: true, callLimit: 10 }];

describe('conservation', () => {
  // The first ACTIONS actions of each game: a random game runs to about a thousand, and by
  // then every kind of step (deal, pick-up, rebuild, new round) has come many times.
  it('every card is in exactly one place after each of the first 200 actions of 2,000 random games (2–6 players, every option)', () => {
    const seen = new Int32Array(109);
    let actions = 0;
    let rebuilds = 0;
    let rounds = 0;
    for (let g = 0; g < 2000; g++) {
      const players = 2 + (g % 5);
      const options = fatima.options.parse(VARIANTS[Math.floor(g / 5) % VARIANTS.length]);
      const seed = dealSeed(31, 'fatima/conservation', g);
      const chance = new SeededChance(seed);
      const rng = botRng(seed, 0);
      const state = fatima.setup(players, options, chance);
      actions = ACTIONS * g;
      let wrong = misplaced(state, seen);
      while (wrong === undefined && !fatima.isTerminal(state) && actions < ACTIONS * (g + 1)) {
        const legal = fatima.legalActions(state);
        fatima.apply(state, legal[rng.int(legal.length)], chance);
        actions++;
        if (state.reshuffles > 0 && state.pileSize <= HAND) rebuilds++;
        wrong = misplaced(state, seen);
      }
      for (let s = 0; s < players && wrong === undefined; s++) {
        if (state.out[s] !== 0 && !fatima.isTerminal(state) && state.handSize[s] !== 0)
          wrong = `seat ${s} is out but holds cards`;
      }
      rounds += state.round + 1;
      if (wrong !== undefined) expect.fail(`game ${g} (${players} players) after ${actions} actions: ${wrong}`);
    }
    // The law was tested where it is easiest to break: across rebuilds and new rounds.
    expect(rebuilds).toBeGreaterThan(500);
    expect(rounds).toBeGreaterThan(3000);
  });

  it('the checker itself sees a card in two places, a card in none and a wrong place', () => {
    const seen = new Int32Array(109);
    const s = fatima.setup(3, fatima.options.parse({}), new SeededChance(2));
    expect(misplaced(s, seen)).toBeUndefined();
    const card = s.hands[0];
    s.drawPile[s.drawSize++] = card;
    expect(misplaced(s, seen)).toMatch(/in the draw pile is in two places/);
    s.drawSize--;
    s.handSize[0]--;
    expect(misplaced(s, seen)).toMatch(/1 cards are nowhere/);
    s.handSize[0]++;
    s.place[card] = 1;
    expect(misplaced(s, seen)).toMatch(/placed 1/);
    s.place[card] = 0;
    const opening = s.pile[0];
    s.pile[0] = s.drawPile[0];
    expect(misplaced(s, seen)).toMatch(/on the discard pile is in two places/);
    s.pile[0] = opening;
    s.place[opening] = -1;
    expect(misplaced(s, seen)).toMatch(/on the discard pile but placed -1/);
  });
});

describe('determinize', () => {
  it('keeps what the seat knows: its hand, the pile, the pick-ups where they are, each hidden card from its own draw pile', () => {
    let checked = 0;
    let afterRebuild = 0;
    let withPickups = 0;
    for (let g = 0; g < 20; g++) {
      const players = 2 + (g % 5);
      const seed = dealSeed(32, 'fatima/determinize', g);
      const chance = new SeededChance(seed);
      const rng = botRng(seed, 0);
      const state = fatima.setup(players, fatima.options.parse({}), chance);
      for (let step = 0; !fatima.isTerminal(state); step++) {
        if (step % 9 === 0) {
          const seat = (state.current + step) % players;
          const obs = fatima.observe(state, seat);
          const guess = fatima.determinize(obs, rng);
          expect(snapshot(fatima.observe(guess, seat))).toBe(snapshot(obs));
          for (let c = 0; c < state.cards; c++) {
            if (state.place[c] >= SHOWN) expect(guess.place[c]).toBe(state.place[c]);
          }
          for (let s = 0; s < players; s++) if (s !== seat && obs.hidden[s * HAND] >= 1) afterRebuild++;
          if (state.place.some((p, c) => p >= SHOWN && p !== seat + SHOWN && c >= 0)) withPickups++;
          checked++;
        }
        const legal = fatima.legalActions(state);
        fatima.apply(state, legal[rng.int(legal.length)], chance);
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(afterRebuild).toBeGreaterThan(30);
    expect(withPickups).toBeGreaterThan(30);
  });

  it('refuses an observation whose hidden cards cannot be dealt', () => {
    const state = fatima.setup(3, fatima.options.parse({}), new SeededChance(4));
    const obs = fatima.observe(state, 0);
    obs.hidden[HAND] = 3; // seat 1 holds a card of a draw pile that never was
    expect(() => fatima.determinize(obs, botRng(1, 0))).toThrow(/inconsistent: no unseen card of draw pile 3 left for seat 1/);
  });

  it('gives different hidden hands from different draws (the unseen cards are shuffled)', () => {
    const state = fatima.setup(4, fatima.options.parse({}), new SeededChance(4));
    const obs = fatima.observe(state, 0);
    const hands = new Set<string>();
    for (let i = 0; i < 20; i++) hands.add(Array.from(fatima.determinize(obs, botRng(i, 0)).hands.subarray(HAND)).join());
    expect(hands.size).toBeGreaterThan(15);
  });
});
