// KJ-8: nat and pit, the text's nat example; the card points and the last trick make 162
// in every round; KJ-9: the game's result.
import { describe, expect, it } from 'vitest';
import { SeededChance, botRng } from '../../../src/core/chance.js';
import { winShares } from '../../../src/core/match.js';
import { dealSeed } from '../../../src/core/seeds.js';
import { CARDS, ROUND_POINTS, cardPoints } from '../../../src/games/klaverjassen/cards.js';
import { klaverjassen } from '../../../src/games/klaverjassen/index.js';
import { klaverjasOptions } from '../../../src/games/klaverjassen/options.js';
import { result, roundScore } from '../../../src/games/klaverjassen/score.js';
import { NAT, PHASE, PIT, T } from '../../../src/games/klaverjassen/state.js';

describe('KJ-8: nat', () => {
  it('the text: WIJ play and score 93, ZIJ 69 + 40 roem: WIJ are nat, ZIJ get 202, WIJ 0', () => {
    const { scores, nat } = roundScore(0, [93, 69], [0, 40], [5, 3]);
    expect(nat).toBe(true);
    expect(scores).toEqual([0, 202]);
  });

  it('more than the other team makes it: each team keeps its own points', () => {
    expect(roundScore(1, [70, 92], [20, 0], [3, 5])).toEqual({ scores: [90, 92], nat: false, pit: -1 });
  });

  it('strictly more: equal points are nat (81 against 81)', () => {
    expect(roundScore(0, [81, 81], [0, 0], [4, 4]).scores).toEqual([0, 162]);
  });

  it('roem counts in the comparison: 80 + 20 roem beats 82, and 50 roem against turns it', () => {
    expect(roundScore(0, [80, 82], [20, 0], [4, 4]).nat).toBe(false);
    expect(roundScore(0, [80, 82], [20, 50], [4, 4]).scores).toEqual([0, 232]);
  });
});

describe('KJ-8: pit', () => {
  it('the playing team takes all eight tricks: 100 on top', () => {
    expect(roundScore(0, [162, 0], [20, 0], [8, 0])).toEqual({ scores: [282, 0], nat: false, pit: 0 });
  });

  it('the other team takes all eight: the playing team is nat, and the pit is the other team’s', () => {
    expect(roundScore(1, [162, 0], [0, 0], [8, 0])).toEqual({ scores: [262, 0], nat: true, pit: 0 });
  });
});

describe('card points', () => {
  it('the 32 cards count 152 for any trump', () => {
    for (let trump = 0; trump < 4; trump++) {
      let sum = 0;
      for (let c = 0; c < CARDS; c++) sum += cardPoints(c, trump);
      expect(sum).toBe(152);
    }
  });

  it('card points and the last trick total 162 in every round of random games, whatever nat, pit and roem did', () => {
    const options = klaverjasOptions.parse({});
    let rounds = 0;
    for (let g = 0; g < 40; g++) {
      const seed = dealSeed(31, 'kj162', g);
      const chance = new SeededChance(seed);
      const rng = botRng(seed, 0);
      const state = klaverjassen.setup(4, options, chance);
      let claimed = 0;
      let round = 0;
      while (!klaverjassen.isTerminal(state)) {
        const legal = klaverjassen.legalActions(state);
        const action = legal[rng.int(legal.length)];
        if (state.phase === PHASE.claim && action === 'claim') claimed += state.pendingRoem;
        if (state.phase === PHASE.play && state.playedCount === 31) {
          // Before the round's last card: the points so far plus this trick's.
          const before = state.t[T.points] + state.t[T.points + 1];
          expect(before).toBeLessThan(ROUND_POINTS);
        }
        klaverjassen.apply(state, action, chance);
        if (state.round !== round) {
          const info = state.t[T.roundInfo + round];
          const total = state.t[T.roundScores + round * 2] + state.t[T.roundScores + round * 2 + 1];
          expect(total).toBe(ROUND_POINTS + claimed + (info & PIT ? 100 : 0));
          // Nat: the playing team scores nothing (a pit is then the other team's).
          if (info & NAT) expect(state.t[T.roundScores + round * 2 + (info & 1)]).toBe(0);
          claimed = 0;
          round = state.round;
          rounds++;
        }
      }
    }
    expect(rounds).toBe(40 * 16);
  });
});

describe('KJ-9: the game result', () => {
  it('each seat scores its team total; the higher total wins for both partners; equal totals are a draw', () => {
    const state = klaverjassen.setup(4, klaverjasOptions.parse({}), new SeededChance(3));
    state.t[T.totals] = 1500;
    state.t[T.totals + 1] = 1400;
    const won = result(state);
    expect(won.scores).toEqual([1500, 1400, 1500, 1400]);
    expect(winShares(won.standing, -1, 2)).toEqual([1, 0, 1, 0]);
    state.t[T.totals + 1] = 1500;
    expect(winShares(result(state).standing, -1, 2)).toEqual([0.5, 0.5, 0.5, 0.5]);
  });
});
