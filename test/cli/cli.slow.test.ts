// The default tournament of the README whole, as `npm start` plays it: some 10 s of both
// cores at idle, so in test:slow. cli.test.ts plays each of its matches with a few games.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/registry.js';
import { tafel } from './tafel.js';

describe('tafel tournament', () => {
  it('the default tournament of the README plays a match of every game, whole', async () => {
    const r = await tafel(
      'tournament',
      join(import.meta.dirname, '..', '..', 'tournaments', 'default.json'),
      '--workers',
      '1',
      '--json',
      '--out',
      join(mkdtempSync(join(tmpdir(), 'tafel-t-')), 'default'),
    );
    expect(r.code).toBe(0);
    const events = JSON.parse(r.out).events as { game: string }[];
    expect(events.map((e) => e.game).sort()).toEqual(GAMES.map((g) => g.id).sort());
  });
});
