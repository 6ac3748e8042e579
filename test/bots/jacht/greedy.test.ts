import { describe, expect, it } from 'vitest';
import { botContext } from '../../helpers.js';
import { randomBot } from '../../../bots/random.js';
import { jachtGreedy } from '../../../bots/jacht/greedy.js';
import type { Bot, ParamsOf } from '../../../src/core/bot.js';
import { defaultParams } from '../../../src/core/spec.js';
import type { AnyGame } from '../../../src/core/game.js';
import { playGame } from '../../../src/core/match.js';
import { jacht } from '../../../src/games/jacht/index.js';
import type { JachtAction } from '../../../src/games/jacht/actions.js';
import type { JachtState } from '../../../src/games/jacht/state.js';
import { CATEGORY_IDS, type CategoryId } from '../../../src/games/jacht/categories.js';
import { ScriptedDice } from '../../games/jacht/scripted.js';

const OPTIONS = jacht.options.parse({});
const game = jacht as unknown as AnyGame;
const ctx = botContext(0, 1);

function greedy(params: Partial<ParamsOf<typeof jachtGreedy.params>> = {}): Bot {
  return jachtGreedy.create({ ...defaultParams(jachtGreedy), ...params }, game);
}

/** A one-player position with these dice, categories filled and rolls used. */
function position(dice: number[], filled: string[] = [], rollsUsed = 1): JachtState {
  const script = new ScriptedDice().set(0, 0, 1, dice);
  const state = jacht.setup(1, OPTIONS, script);
  for (const c of filled) state.filled[0] |= 1 << CATEGORY_IDS.indexOf(c as CategoryId);
  state.rollsUsed = rollsUsed;
  return state;
}

function choose(bot: Bot, state: JachtState): string {
  const action = bot.act(jacht.observe(state, 0), jacht.legalActions(state), ctx) as JachtAction;
  return jacht.describe(action);
}

const ALL_BUT = (...open: string[]) => CATEGORY_IDS.filter((c) => !open.includes(c));

describe('greedy (jacht)', () => {
  it('documents its parameters', () => {
    expect(jachtGreedy.games).toEqual(['jacht']);
    for (const spec of Object.values(jachtGreedy.params)) expect(spec.doc.length).toBeGreaterThan(20);
  });

  it('scores a yacht at once', () => {
    expect(choose(greedy(), position([3, 3, 3, 3, 3]))).toBe('score yacht');
  });

  it('scores the category with the highest immediate score when no rolls are left', () => {
    expect(choose(greedy(), position([2, 3, 4, 5, 6], [], 3))).toBe('score bigStraight');
    expect(choose(greedy(), position([1, 1, 6, 6, 6], ['fullHouse'], 3))).toBe('score choice');
  });

  it('keeps the dice that maximize the expected best score of this turn', () => {
    // Only sixes open: keep every six.
    expect(choose(greedy(), position([1, 2, 6, 6, 6], ALL_BUT('sixes')))).toBe('keep 6,6,6 (reroll 2)');
    // Only yacht open: keep the most common face.
    expect(choose(greedy(), position([2, 4, 4, 5, 6], ALL_BUT('yacht')))).toBe('keep 4,4 (reroll 3)');
  });

  it('stops rolling when no keep beats scoring now', () => {
    expect(choose(greedy(), position([6, 6, 6, 6, 5], ALL_BUT('choice')))).toBe('score choice');
  });

  it('lookahead=0 values a keep as if the next roll were the last', () => {
    // Only choice open, two rolls left: the exact rule rerolls a 4 (worth 4.25 with two
    // rolls), the myopic one keeps it (worth 3.5 with one).
    const state = position([4, 4, 6, 6, 6], ALL_BUT('choice'));
    expect(choose(greedy({ lookahead: 1 }), state)).toBe('keep 6,6,6 (reroll 2)');
    expect(choose(greedy({ lookahead: 0 }), state)).toBe('score choice');
  });

  it('tieBreak decides where a zero goes', () => {
    const state = position([1, 1, 2, 3, 5], ['choice', 'ones', 'twos', 'threes', 'fives'], 3);
    expect(choose(greedy({ tieBreak: 'cheapest' }), state)).toBe('score fours');
    expect(choose(greedy({ tieBreak: 'sheet' }), state)).toBe('score yacht');
  });

  it('plays legal full games and scores far above random', () => {
    const mean = (bot: Bot) => {
      let total = 0;
      for (let seed = 1; seed <= 200; seed++) {
        const played = playGame({ game, options: OPTIONS, bots: [bot], seed, keepActions: false });
        expect(played.forfeit).toBeUndefined();
        total += played.scores[0];
      }
      return total / 200;
    };
    const g = mean(greedy());
    expect(g).toBeGreaterThan(120);
    expect(g).toBeGreaterThan(mean(randomBot.create({}, game)) + 40);
  });
});
