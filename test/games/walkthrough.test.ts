// docs/writing-a-game.md, kept true: its example game (docs/example-game) is written exactly
// as the walkthrough quotes it, passes the conformance suite every game passes, and,
// registered from a module of its own, plays on worker threads as on this one.
import { bluf } from '../../docs/example-game/index.js';
import '../../docs/example-game/register.js';
import { conformance } from './conformance.js';
import type { BlufState } from '../../docs/example-game/state.js';
import { GARBAGE, expectPlainJson, positions } from './view-checks.js';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { modulesOf } from '../../src/games/play-registry.js';
import { buildPlan } from '../../src/sim/build.js';
import { batchTasks, runPlan } from '../../src/sim/run.js';
import { tafel } from '../cli/tafel.js';

const ROOT = join(import.meta.dirname, '..', '..');
const EXAMPLE = join(ROOT, 'docs', 'example-game');

conformance(bluf);

describe('the example, registered from its own module', () => {
  it('sends that module with every batch task, for the worker threads to import', () => {
    expect(modulesOf('bluf')).toEqual([new URL('../../docs/example-game/register.ts', import.meta.url).href]);
    expect(modulesOf('gesjaakt')).toEqual([]);
    const plan = buildPlan({ game: 'bluf', bots: 'random,random', games: 10, seed: 1 });
    expect(batchTasks(plan, 4, false).at(2).modules).toEqual(modulesOf('bluf'));
    const shipped = buildPlan({ game: 'gesjaakt', bots: 'random,random,random', games: 10, seed: 1 });
    expect(batchTasks(shipped, 4, false).at(0)).not.toHaveProperty('modules');
  });

  // Small batches, so both threads play some of them (each thread imports the module).
  it.each(['random,random,random', 'mc(iterations=16),ismcts(iterations=16),random'])(
    'plays %s on two worker threads with the digest of one',
    async (bots) => {
      const plan = buildPlan({ game: 'bluf', bots, games: 48, seed: 7 });
      const one = await runPlan(plan, { workers: 1 });
      const two = await runPlan(plan, { workers: 2, batchSize: 4 });
      expect(one.games).toBe(48);
      expect(two.digest).toBe(one.digest);
    },
  );

  it('is listed by tafel list, with its options', async () => {
    const { code, out } = await tafel('list');
    expect(code).toBe(0);
    expect(out).toMatch(/bluf.*bet or check/);
    expect(out).toMatch(/hands.*each dealt anew/);
  });
});

describe("the example's view (step 9)", () => {
  const found = positions<BlufState>(bluf, 3, {}, 20);

  it("is plain JSON made anew, with every fact of the observation and no other seat's card", () => {
    for (const { state, seat } of found) {
      const obs = bluf.observe(state, seat);
      const view = bluf.view!(obs) as Record<string, unknown>;
      expectPlainJson(view);
      expect(view).toEqual({ ...obs, bettor: obs.bettor < 0 ? null : obs.bettor });
      expect(view.stakes).not.toBe(obs.stakes);
      // The other seats' cards dealt the other way round: the view cannot tell.
      const other = bluf.clone(state);
      const others = other.cards.filter((_, s) => s !== seat).reverse();
      other.cards.forEach((_, s) => s !== seat && (other.cards[s] = others.shift()!));
      expect(bluf.view!(bluf.observe(other, seat))).toEqual(view);
    }
  });

  it('reads a word in any case as the action, and leaves anything else as it was', () => {
    for (const word of ['check', 'bet', 'call', 'fold']) {
      expect(bluf.readAnswer!(word.toUpperCase())).toBe(word);
      expect(bluf.readAnswer!(` ${word} `)).toBe(word);
    }
    for (const answer of [...GARBAGE, 'raise', 'bet bet']) {
      expect(Object.is(bluf.readAnswer!(answer), answer)).toBe(true);
    }
  });
});

/** Where the walkthrough's files are: the example's, and this test (its last step). */
const pathOf = (file: string) => (file === 'walkthrough.test.ts' ? join(import.meta.dirname, file) : join(EXAMPLE, file));

/** The ```ts blocks of the walkthrough, each with the file its step names. */
function quotedBlocks(): Array<{ file: string; code: string }> {
  const doc = readFileSync(join(ROOT, 'docs', 'writing-a-game.md'), 'utf8');
  const blocks: Array<{ file: string; code: string }> = [];
  let file = '';
  for (const part of doc.split(/^```/m).map((text, i) => ({ text, quoted: i % 2 === 1 }))) {
    if (!part.quoted) {
      // A step's heading names its file: "## 1. The state: `state.ts`".
      const named = [...part.text.matchAll(/^#+ .*`([\w.-]+\.ts)`/gm)].pop();
      if (named) file = named[1];
    } else if (part.text.startsWith('ts\n')) blocks.push({ file, code: part.text.slice(3) });
  }
  return blocks;
}

describe('docs/writing-a-game.md', () => {
  const blocks = quotedBlocks();

  it('quotes every file of the example, each under the step that names it', () => {
    const files = readdirSync(EXAMPLE).filter((name) => name.endsWith('.ts'));
    expect(new Set(blocks.map((b) => b.file))).toEqual(new Set([...files, 'walkthrough.test.ts']));
  });

  it('quotes each file exactly as it is: no line of the walkthrough drifts from the example', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(12);
    for (const { file, code } of blocks) {
      if (!readFileSync(pathOf(file), 'utf8').includes(code)) {
        expect.fail(`a block the walkthrough quotes from ${file} is not in ${pathOf(file)}:\n${code}`);
      }
    }
  });
});
