import { describe, expect, it } from 'vitest';
import type { Bot } from '../../../src/core/bot.js';
import { SeededChance } from '../../../src/core/chance.js';
import type { AnyGame } from '../../../src/core/game.js';
import { playGame } from '../../../src/core/match.js';
import { SeededRng } from '../../../src/core/rng.js';
import { HAND_KEEP_ACTIONS, type JachtAction } from '../../../src/games/jacht/actions.js';
import { jacht } from '../../../src/games/jacht/index.js';
import type { JachtState } from '../../../src/games/jacht/state.js';
import { ScriptedDice } from './scripted.js';

const OPTIONS = jacht.options.parse({});
const keep = (...faces: number[]): JachtAction => ({ keep: faces });
const score = (category: string): JachtAction => ({ category }) as JachtAction;

function isKeep(a: JachtAction): boolean {
  return 'keep' in a;
}

/** Plays a game to its end with a seeded random choice among the legal actions. */
function playRandom(players: number, seed: number, onMove?: (s: JachtState) => void): JachtState {
  const chance = new SeededChance(seed);
  const rng = new SeededRng(seed + 1);
  const state = jacht.setup(players, OPTIONS, chance);
  while (!jacht.isTerminal(state)) {
    onMove?.(state);
    const legal = jacht.legalActions(state);
    expect(legal.length).toBeGreaterThan(0);
    jacht.apply(state, legal[rng.int(legal.length)], chance);
  }
  return state;
}

describe('options', () => {
  it('G-3: maxDecisions defaults to 10000 and rejects non-positive values', () => {
    expect(OPTIONS.maxDecisions).toBe(10000);
    expect(jacht.options.safeParse({ maxDecisions: 0 }).success).toBe(false);
    expect(jacht.options.safeParse({ maxDecisions: 2.5 }).success).toBe(false);
    expect(Object.keys(jacht.optionDocs)).toEqual(['maxDecisions']);
  });
});

describe('JC-1: players, turns and rolls', () => {
  it('JC-1: one or more players may play', () => {
    expect(jacht.players).toEqual({ min: 1, max: Infinity });
    expect(jacht.checkPlayers(1, OPTIONS)).toBeUndefined();
    expect(jacht.checkPlayers(9, OPTIONS)).toBeUndefined();
  });

  it('JC-1: each player has 12 turns and fills each category once', () => {
    for (const players of [1, 2, 5]) {
      let turnStarts = 0;
      const state = playRandom(players, 40 + players, (s) => {
        if (s.rollsUsed === 1) turnStarts++;
      });
      for (let s = 0; s < players; s++) {
        expect(state.filled[s]).toBe(0xfff);
        for (let c = 0; c < 12; c++) expect(state.sheet[s * 12 + c]).toBeGreaterThanOrEqual(0);
      }
      expect(turnStarts).toBe(12 * players);
      expect(state.round).toBe(12);
    }
  });

  it('JC-1 / G-1: seat 0 starts and seats take turns in order, one turn each per round', () => {
    const order: number[] = [];
    let lastRound = -1;
    playRandom(3, 7, (s) => {
      if (s.rollsUsed === 1 && (order.length === 0 || order[order.length - 1] !== s.seat || s.round !== lastRound)) {
        order.push(s.seat);
        lastRound = s.round;
      }
    });
    expect(order.slice(0, 7)).toEqual([0, 1, 2, 0, 1, 2, 0]);
  });

  it('JC-1: at most three rolls: after the third only categories are legal', () => {
    const chance = new SeededChance(3);
    const state = jacht.setup(1, OPTIONS, chance);
    expect(state.rollsUsed).toBe(1);
    jacht.apply(state, keep(), chance);
    jacht.apply(state, keep(), chance);
    expect(state.rollsUsed).toBe(3);
    const legal = jacht.legalActions(state);
    expect(legal).toHaveLength(12);
    expect(legal.every((a) => !isKeep(a))).toBe(true);
  });

  it('JC-1: any dice may be rerolled, all five included, and each distinct keep is offered once', () => {
    const dice = new ScriptedDice().set(0, 0, 1, [1, 2, 2, 4, 6]).set(0, 0, 2, [3, 3, 3, 3, 3]);
    const state = jacht.setup(1, OPTIONS, dice);
    const keeps = jacht.legalActions(state).filter(isKeep) as { keep: number[] }[];
    // 1-2-2-4-6: counts 1,2,1,1 → 2·3·2·2 = 24 sub-multisets, minus keeping all five.
    expect(keeps).toHaveLength(23);
    const texts = keeps.map((k) => k.keep.join(','));
    expect(new Set(texts).size).toBe(23);
    expect(texts).toContain('');
    expect(texts).toContain('2,2');
    expect(texts).toContain('1,2,4,6');
    expect(texts).not.toContain('1,2,2,4,6');
    jacht.apply(state, keep(), dice);
    expect(Array.from(state.dice)).toEqual([3, 3, 3, 3, 3]);
  });

  it('JC-1: a filled category is no longer legal', () => {
    const chance = new SeededChance(11);
    const state = jacht.setup(1, OPTIONS, chance);
    jacht.apply(state, score('choice'), chance);
    const cats = jacht.legalActions(state).filter((a) => !isKeep(a)) as { category: string }[];
    expect(cats).toHaveLength(11);
    expect(cats.map((a) => a.category)).not.toContain('choice');
  });
});

describe('JC-1: the match loop makes a bot forfeit an action the rules do not offer', () => {
  const game = jacht as unknown as AnyGame;
  const play = (bot: Bot) => playGame({ game, options: OPTIONS, bots: [bot], seed: 21, keepActions: true });

  it('JC-1: a keep of a face that is not among the dice', () => {
    let dice = '';
    const missing: Bot = {
      act: (obs) => {
        const d = Array.from((obs as JachtState).dice);
        dice = d.join(',');
        return keep([1, 2, 3, 4, 5, 6].find((f) => !d.includes(f))!);
      },
    };
    const played = play(missing);
    expect(played.forfeit?.seat).toBe(0);
    expect(played.forfeit?.reason).toMatch(/^illegal action \{"keep":\[\d\]\}; legal were /);
    expect(played.actions).toEqual([]);
    expect(dice).not.toContain(played.forfeit!.reason.match(/\d/)![0]);
  });

  it('JC-1: a keep that holds a face more often than the dice show it', () => {
    const oneMore: Bot = {
      act: (obs) => {
        const d = Array.from((obs as JachtState).dice);
        return keep(...d.filter((f) => f === d[0]), d[0]);
      },
    };
    const played = play(oneMore);
    expect(played.actions).toEqual([]);
    expect(played.forfeit?.reason).toMatch(/^illegal action \{"keep":\[(\d)(,\1)+\]\}; legal were /);
  });

  it('JC-1: a fourth roll, and a row already filled', () => {
    const rerollsForever: Bot = { act: () => keep() };
    const third = play(rerollsForever);
    expect(third.actions).toHaveLength(2);
    expect(third.forfeit?.reason).toMatch(/^illegal action \{"keep":\[\]\}; legal were /);
    const choiceTwice: Bot = { act: () => score('choice') };
    const again = play(choiceTwice);
    expect(again.actions).toEqual([score('choice')]);
    expect(again.forfeit?.reason).toMatch(/^illegal action \{"category":"choice"\}; legal were /);
  });
});

describe('the worked example of the rule text', () => {
  it('Ana: 1-2-2-4-6, keeps the 2s, 4-4-6, keeps the 4s, 1-4-4, scores fourOfAKind = 17 (fullHouse already filled)', () => {
    const dice = new ScriptedDice()
      .set(0, 0, 1, [3, 3, 3, 6, 6]) // an earlier turn: Ana fills her full house
      .set(0, 1, 1, [6, 2, 4, 2, 1])
      .set(0, 1, 2, [4, 4, 6])
      .set(0, 1, 3, [1, 4, 4])
      .set(0, 2, 1, [1, 1, 1, 1, 1]);
    const state = jacht.setup(1, OPTIONS, dice);
    jacht.apply(state, score('fullHouse'), dice);
    expect(state.totals[0]).toBe(21);
    expect(Array.from(state.dice)).toEqual([1, 2, 2, 4, 6]);
    jacht.apply(state, keep(2, 2), dice);
    expect(Array.from(state.dice)).toEqual([2, 2, 4, 4, 6]);
    jacht.apply(state, keep(4, 4), dice);
    expect(Array.from(state.dice)).toEqual([1, 4, 4, 4, 4]);
    const legal = jacht.legalActions(state).map((a) => jacht.describe(a));
    expect(legal).not.toContain('score fullHouse');
    expect(legal).toContain('score fourOfAKind');
    jacht.apply(state, score('fourOfAKind'), dice);
    expect(state.sheet[3]).toBe(17);
    expect(state.totals[0]).toBe(21 + 17);
    expect(dice.opened).toEqual(['0,0,1', '0,1,1', '0,1,2', '0,1,3', '0,2,1']);
  });
});

describe('chance', () => {
  it("dice are keyed by (seat, round, roll): a seat's dice do not depend on other seats' decisions", () => {
    // Two games with the same seed where seat 1 plays differently: seat 0's dice agree.
    const seat0Dice = (seat1Rerolls: boolean): string[] => {
      const chance = new SeededChance(99);
      const state = jacht.setup(2, OPTIONS, chance);
      const seen: string[] = [];
      while (!jacht.isTerminal(state)) {
        if (state.seat === 0) {
          seen.push(Array.from(state.dice).join(''));
          jacht.apply(state, state.rollsUsed < 3 ? keep(state.dice[0]) : jacht.legalActions(state).at(-1)!, chance);
        } else {
          const legal = jacht.legalActions(state);
          jacht.apply(state, seat1Rerolls && state.rollsUsed < 3 ? keep() : legal[legal.length - 1], chance);
        }
      }
      return seen;
    };
    const a = seat0Dice(true);
    expect(a).toHaveLength(36);
    expect(seat0Dice(false)).toEqual(a);
  });

  it('the same seed gives the same game, a different seed different dice', () => {
    const a = playRandom(2, 5);
    const b = playRandom(2, 5);
    expect(Array.from(b.sheet)).toEqual(Array.from(a.sheet));
    const dice = (seed: number) => Array.from(jacht.setup(1, OPTIONS, new SeededChance(seed)).dice).join('');
    const firsts = new Set([1, 2, 3, 4, 5, 6, 7, 8].map(dice));
    expect(firsts.size).toBeGreaterThan(4);
  });

  it('dice are always five faces 1..6, sorted ascending', () => {
    playRandom(2, 17, (s) => {
      const d = Array.from(s.dice);
      expect(d).toEqual([...d].sort((x, y) => x - y));
      expect(d.every((f) => f >= 1 && f <= 6)).toBe(true);
    });
  });
});

describe('JC-5: result', () => {
  it('JC-5: the total is the plain sum of the rows, no upper-section bonus', () => {
    const dice = new ScriptedDice();
    const rows = ['sixes', 'fives', 'fours', 'threes', 'twos', 'ones'] as const;
    rows.forEach((_, r) => dice.set(0, r, 1, new Array(5).fill(6 - r)));
    for (let r = 6; r < 12; r++) dice.set(0, r, 1, [1, 2, 3, 4, 6]);
    const state = jacht.setup(1, OPTIONS, dice);
    for (const row of rows) jacht.apply(state, score(row), dice); // 30+25+20+15+10+5 = 105, far above 63
    for (const row of ['yacht', 'bigStraight', 'littleStraight', 'fourOfAKind', 'fullHouse', 'choice']) {
      jacht.apply(state, score(row), dice);
    }
    expect(jacht.isTerminal(state)).toBe(true);
    expect(jacht.result(state).scores).toEqual([105 + 16]);
  });

  it('JC-5: scores and standing are the totals, higher is better; a capped game counts its totals so far', () => {
    const dice = new ScriptedDice().set(0, 0, 1, [6, 6, 6, 6, 6]).set(1, 0, 1, [1, 1, 2, 2, 3]).set(0, 1, 1, [1, 1, 1, 1, 1]);
    const state = jacht.setup(2, OPTIONS, dice);
    jacht.apply(state, score('yacht'), dice);
    jacht.apply(state, score('choice'), dice);
    expect(jacht.isTerminal(state)).toBe(false);
    expect(jacht.result(state)).toEqual({ scores: [50, 9], standing: [50, 9] });
  });
});

describe('state handling', () => {
  it('clone and observe share no mutable part with the state', () => {
    const chance = new SeededChance(8);
    const state = jacht.setup(2, OPTIONS, chance);
    const copy = jacht.clone(state);
    const seen = jacht.observe(state, 1);
    const again = jacht.determinize(seen, new SeededRng(1));
    jacht.apply(state, score('choice'), chance);
    jacht.apply(state, keep(), chance);
    for (const s of [copy, seen, again]) {
      expect(s.seat).toBe(0);
      expect(s.filled[0]).toBe(0);
      expect(s.totals[0]).toBe(0);
      expect(s.sheet[5]).toBe(-1);
      expect(s.rollsUsed).toBe(1);
    }
    expect(Array.from(copy.dice)).toEqual(Array.from(again.dice));
  });

  it('legal keeps are shared constants, one list per hand', () => {
    expect(HAND_KEEP_ACTIONS).toHaveLength(252);
    expect(HAND_KEEP_ACTIONS[0].length).toBe(5); // 1-1-1-1-1: keep 0..4 ones
    expect(Object.isFrozen(HAND_KEEP_ACTIONS[0][0])).toBe(true);
  });

  it('describe says what an action does', () => {
    expect(jacht.describe(keep(2, 2))).toBe('keep 2,2 (reroll 3)');
    expect(jacht.describe(keep())).toBe('keep none (reroll 5)');
    expect(jacht.describe(score('fourOfAKind'))).toBe('score fourOfAKind');
  });
});
