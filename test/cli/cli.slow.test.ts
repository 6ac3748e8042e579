// The default tournament of the README whole, as `npm start` plays it, one match a test
// (the whole took 33 s of one core at idle): each match of tournaments/default.json, with
// its seed and its full game count, as a tournament of its own. cli.test.ts plays each of
// its matches with a few games.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/registry.js';
import { tafel } from './tafel.js';

const DEFAULT = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'tournaments', 'default.json'), 'utf8')) as {
  readonly seed: number;
  readonly matches: readonly { readonly game: string; readonly games: number }[];
};

describe('tafel tournament: the default tournament of the README', () => {
  it('has a match of every game', () => {
    expect(DEFAULT.matches.map((m) => m.game).sort()).toEqual(GAMES.map((g) => g.id).sort());
  });

  it.each(DEFAULT.matches.map((m) => [m.game, m] as const))('plays its %s match whole', async (game, match) => {
    const dir = mkdtempSync(join(tmpdir(), 'tafel-t-'));
    const file = join(dir, 'default.json');
    writeFileSync(file, JSON.stringify({ name: `default ${game}`, seed: DEFAULT.seed, matches: [match] }));
    const r = await tafel('tournament', file, '--workers', '1', '--json', '--out', join(dir, 'out'));
    expect(r.code).toBe(0);
    const events = JSON.parse(r.out).events as { game: string; games: number }[];
    expect(events.map((e) => [e.game, e.games])).toEqual([[game, match.games]]);
  });
});
