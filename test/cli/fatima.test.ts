// Fatima's bad input: one line naming the problem and what is valid, exit code 2.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tafel } from './tafel.js';

const oneLine = (text: string) => text.trim().split('\n').length === 1;

describe('fatima: bad input is one line and exit code 2', () => {
  it.each([
    [['play', 'fatima', '--bots', 'random', '--games', '4'], /fatima takes 2 to 6 players, not 1/],
    [['play', 'fatima', '--bots', Array(7).fill('random').join(','), '--games', '7'], /fatima takes 2 to 6 players, not 7/],
    [['play', 'fatima', '--bots', 'random,random', '--option', 'callLimit=abc'], /option callLimit=abc of fatima is invalid/],
    [['play', 'fatima', '--bots', 'random,random', '--option', 'callLimit=51'], /option callLimit=51 of fatima is invalid/],
    [['play', 'fatima', '--bots', 'random,random', '--option', 'playOn=maybe'], /option playOn=maybe of fatima is invalid/],
    [
      ['play', 'fatima', '--bots', 'random,random', '--option', 'jokers=3'],
      /game fatima has no option 'jokers': valid options are/,
    ],
    [['play', 'fatima', '--bots', 'heuristic(keep=3),random'], /bot heuristic: parameter keep=3 is above the maximum 2/],
  ])('tafel %j', async (args, message) => {
    const r = await tafel(...(args as string[]));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(oneLine(r.err)).toBe(true);
  });

  it('an invalid record: seven players, or an option value no game takes, names its line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tafel-fatima-'));
    const out = join(dir, 'run');
    const played = await tafel('play', 'fatima', '--bots', 'greedy,random', '--games', '2', '--out', out, '--workers', '1');
    expect(played.code).toBe(0);
    const record = JSON.parse(readFileSync(join(out, 'records.jsonl'), 'utf8').split('\n')[0]) as Record<string, unknown>;
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...record, lineup: Array(7).fill('random') }, /line 1 is not a game record: fatima takes 2 to 6 players, not 7/],
      [
        { ...record, options: { ...(record.options as object), callLimit: 'abc' } },
        /line 1 is not a game record: option callLimit=abc of fatima is invalid/,
      ],
    ];
    for (const [bad, message] of cases) {
      const file = join(dir, 'bad.jsonl');
      writeFileSync(file, `${JSON.stringify(bad)}\n`);
      const r = await tafel('replay', file);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(message);
      expect(oneLine(r.err)).toBe(true);
    }
  });

  it('records write actions in the card notation, and replay them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tafel-fatima-'));
    const out = join(dir, 'run');
    await tafel('play', 'fatima', '--bots', 'heuristic,greedy,random', '--games', '3', '--out', out, '--workers', '1');
    const lines = readFileSync(join(out, 'records.jsonl'), 'utf8').trim().split('\n');
    const actions = lines.flatMap((l) => (JSON.parse(l) as { actions: string[] }).actions);
    const card = "(?:[A2-9TJQK][CDHS]'?|X[1-4])";
    const word = new RegExp(`^(call|draw|take ${card}|${card}( ${card}){0,4})$`);
    expect(actions.every((a) => word.test(a))).toBe(true);
    expect(actions).toContain('call');
    const r = await tafel('replay', join(out, 'records.jsonl'));
    expect(r.code).toBe(0);
  });
});
