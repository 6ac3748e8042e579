// What is not there is said in one line: a command tafel does not have (with or without
// --help), and a file or folder a command reads, named by its path, never a raw ENOENT.
// And `tafel list` of one game, and as JSON.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tafel } from './tafel.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-absent-'));
const nosuch = (name: string) => join(dir, name);

/** One line on stderr, exit 2. */
function oneLine(r: { code: number; out: string; err: string }): string {
  expect(r.code).toBe(2);
  expect(r.out).toBe('');
  const lines = r.err.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).not.toMatch(/ENOENT|EACCES|errno/);
  return lines[0];
}

describe('a command that does not exist', () => {
  const COMMANDS =
    'valid commands are play, serve, tournament, status, replay, export, compare, list, jacht, analyze, sweep, tune, view or worker';
  it.each([[['nosuch']], [['nosuch', '--help']], [['nosuch', '-h']], [['--help', 'nosuch']]])(
    'tafel %j: exit 2',
    async (args) => {
      expect(oneLine(await tafel(...args))).toBe(`tafel: unknown command 'nosuch': ${COMMANDS}`);
    },
  );

  it('a subcommand too, and the help of a real one still exits 0', async () => {
    expect(oneLine(await tafel('jacht', 'nosuch', '--help'))).toBe(
      "tafel: unknown command 'nosuch' of tafel jacht: valid commands are solve or advise",
    );
    for (const args of [['play', '--help'], ['jacht', 'advise', '--help'], ['--help'], ['help', 'play']]) {
      const r = await tafel(...args);
      expect(r.code, args.join(' ')).toBe(0);
      expect(r.out).toMatch(/^Usage: tafel/);
    }
  });
});

describe('a file or folder that is not there, named in one line', () => {
  it.each([
    [
      ['tournament', nosuch('cup.json')],
      `${nosuch('cup.json')}: no such file: name a tournament file, e.g. tournaments/default.json`,
    ],
    [['tournament', 'tournaments/default.json', '--resume', nosuch('run')], `--resume ${nosuch('run')}: no such folder`],
    [['replay', nosuch('run')], `${nosuch('run')}: no such file: name a record (.json), a run's records.jsonl or a run's folder`],
    [['replay', nosuch('run/records.jsonl')], `${nosuch('run/records.jsonl')}: no such file`],
    [['export', nosuch('run'), '--csv', nosuch('csv')], `${nosuch('run')}: no such folder`],
    [
      ['play', 'klaverjassen', '--bots', 'random,random,random,random', '--deal', nosuch('deal.json')],
      `${nosuch('deal.json')}: no such file: a deal file is`,
    ],
    [['play', 'jatten', '--bots', `${nosuch('bot.mjs')},random`], `bot file ${nosuch('bot.mjs')}: no such file`],
    [['tune', 'jatten', '--resume', nosuch('tune')], `--resume ${nosuch('tune')}: no such folder`],
  ])('tafel %j', async (args, message) => {
    expect(oneLine(await tafel(...args))).toContain(`tafel: ${message}`);
  });
});

describe('tafel list', () => {
  it('of one game: its options and bots only', async () => {
    const r = await tafel('list', 'jatten');
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[0]).toMatch(/^jatten \(Jatten, /);
    expect(r.out).not.toMatch(/^(gesjaakt|fatima|jacht|klaverjassen) \(/m);
    expect(r.out).toMatch(/^ {4}threshold: /m);
    expect(oneLine(await tafel('list', 'schaak'))).toMatch(/^tafel: unknown game 'schaak': valid games are /);
  });

  it('--json: every game with its players, options with defaults, bots with parameters', async () => {
    const all = JSON.parse((await tafel('list', '--json')).out);
    expect(all.schema).toBe('list/1');
    expect(all.games.map((g: { id: string }) => g.id)).toEqual(['gesjaakt', 'jacht', 'jatten', 'klaverjassen', 'fatima']);
    const one = JSON.parse((await tafel('list', 'gesjaakt', '--json')).out);
    expect(one.games).toHaveLength(1);
    const [g] = one.games;
    expect(g).toMatchObject({ id: 'gesjaakt', players: { min: 2, max: 7 }, teams: null, betterScore: 'lower' });
    expect(g.options).toContainEqual({
      name: 'twoPlayers',
      default: false,
      doc: 'allow a two-player game, with 11 chips each (GS-1)',
    });
    expect(g.bots.find((b: { name: string }) => b.name === 'greedy').params).toEqual([
      expect.objectContaining({ name: 'threshold', default: 10, min: -35, max: 35 }),
    ]);
    const jacht = all.games.find((x: { id: string }) => x.id === 'jacht');
    expect(jacht.players.max).toBeNull();
    expect(all.games.find((x: { id: string }) => x.id === 'klaverjassen').teams).toBe(2);
  });
});
