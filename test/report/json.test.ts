import { describe, expect, it } from 'vitest';
import { jsonPieces, writeJson } from '../../src/report/json.js';
import { buildPlan } from '../../src/sim/build.js';
import { runPlan } from '../../src/sim/run.js';

const joined = (value: unknown) => {
  let text = '';
  writeJson(value, (t) => void (text += t));
  return text;
};

describe('JSON written piece by piece', () => {
  it('is the text JSON.stringify(value, null, 2) gives, for awkward values too', () => {
    const awkward = {
      empty: {},
      none: [],
      nested: [[], [{}], { a: [1, [2, { b: null }]] }],
      skipped: undefined,
      fn: () => 1,
      holes: [undefined, () => 2, NaN, Infinity, -0],
      text: 'quote " backslash \\ newline \n ✓',
      date: new Date(0),
      'odd key "x"': true,
    };
    for (const value of [awkward, [], {}, 3, 'x', null, [[[]]], { a: { b: { c: [] } } }]) {
      expect(joined(value)).toBe(`${JSON.stringify(value, null, 2)}\n`);
    }
  });

  it('a run summary, teams, pairs and all, is the same text', async () => {
    const plan = buildPlan({ game: 'jacht', bots: 'greedy,random', games: 40, seed: 3, seating: 'duplicate' });
    const summary = await runPlan(plan, { workers: 1 });
    expect(joined(summary)).toBe(`${JSON.stringify(summary, null, 2)}\n`);
  });

  it('never builds the whole text: a value of 50,000 entries comes in pieces of about 64 KB', () => {
    const big = Array.from({ length: 50_000 }, (_, i) => ({ game: i, scores: [i, -i] }));
    const sizes: number[] = [];
    writeJson(big, (t) => void sizes.push(t.length));
    expect(sizes.length).toBeGreaterThan(30);
    expect(Math.max(...sizes)).toBeLessThan(70_000);
    let pieces = 0;
    for (const piece of jsonPieces(big)) if (piece.length > 0) pieces++;
    expect(pieces).toBeGreaterThan(50_000);
  });
});
