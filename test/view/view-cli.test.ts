// `tafel view` in-process: the pages it writes and names, and each mistake in one line with
// exit code 2, naming what would be valid.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tafel } from '../cli/tafel.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-view-cli-'));
const play = join(dir, 'play');
const cup = join(dir, 'cup');

beforeAll(async () => {
  expect((await tafel('play', 'gesjaakt', '--bots', 'random,random,random', '--games', '3', '--out', play)).code).toBe(0);
  const file = join(dir, 'cup.json');
  const matches = [
    { game: 'jacht', games: 2, bots: ['random', 'random'] },
    { game: 'jacht', games: 2, bots: ['random', 'greedy'] },
  ];
  writeFileSync(file, JSON.stringify({ name: 'cup', seed: 5, matches }));
  const t = await tafel('tournament', file, '--out', cup);
  expect(t.err).toBe('');
  expect(t.code).toBe(0);
}, 60_000);

describe('tafel view', () => {
  it('writes the index with the pages of its games, and names it', async () => {
    const r = await tafel('view', play);
    expect(r).toEqual({ code: 0, out: `wrote ${join(play, 'view', 'index.html')} (and 3 game pages beside it)\n`, err: '' });
    for (const g of [0, 1, 2]) expect(existsSync(join(play, 'view', `game-${g}.html`))).toBe(true);
    expect(readFileSync(join(play, 'view', 'index.html'), 'utf8')).toContain('href="game-2.html"');
  });

  it("writes one game's page, a tournament's by its match", async () => {
    expect((await tafel('view', cup, '--match', '2', '--game', '1')).out).toBe(
      `wrote ${join(cup, 'view', 'match-2-game-1.html')}\n`,
    );
    const index = await tafel('view', cup, '--match', '1');
    expect(index.out).toBe(`wrote ${join(cup, 'view', 'match-1.html')} (and 2 game pages beside it)\n`);
  });

  it('refuses each mistake in one line, exit 2', async () => {
    const cases: [string[], string][] = [
      [['view', join(dir, 'nothing')], `tafel: ${join(dir, 'nothing')}: no such folder\n`],
      [
        ['view', dir],
        `tafel: ${dir} holds neither records.jsonl (tafel play --out) nor tournament.json (tafel tournament): name a run's folder\n`,
      ],
      [['view', cup, '--game', '0'], `tafel: --game 0: ${cup} is a tournament of 2 matches: name one with --match 1 to 2\n`],
      [['view', cup, '--match', '3'], `tafel: --match 3: ${cup} has 2 matches: name one of 1 to 2\n`],
      [['view', play, '--game', '7'], `tafel: --game 7: ${play} has no such game; its records hold games 0 to 2\n`],
      [['view', play, '--game', 'x'], 'tafel: --game x is not a whole number (expected 0 or more)\n'],
      [['view', play, '--match', '0'], 'tafel: --match 0 is out of range (expected 1 or more)\n'],
    ];
    for (const [args, err] of cases) expect(await tafel(...args)).toEqual({ code: 2, out: '', err });
  });

  it('refuses a record whose decision is not legal where it stands, naming it', async () => {
    const tampered = join(dir, 'tampered');
    expect((await tafel('play', 'gesjaakt', '--bots', 'random,random,random', '--games', '1', '--out', tampered)).code).toBe(0);
    const file = join(tampered, 'records.jsonl');
    const record = JSON.parse(readFileSync(file, 'utf8'));
    const at = record.actions.indexOf('take');
    record.actions[at] = 'steal';
    writeFileSync(file, `${JSON.stringify(record)}\n`);
    const r = await tafel('view', tampered, '--game', '0');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(new RegExp(`^tafel: decision ${at + 1} \\(seat \\d\\) is "steal", which is not legal there\\n$`));
  });
});
