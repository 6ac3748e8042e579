import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import { buildPlan } from '../../src/sim/build.js';
import { loadTournament } from '../../src/sim/tournament.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-tournament-'));
function file(name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
}

describe('tournament files', () => {
  it('every file in tournaments/ loads', () => {
    const folder = join(import.meta.dirname, '..', '..', 'tournaments');
    const files = readdirSync(folder).filter((f) => f.endsWith('.json'));
    expect(files).toContain('default.json');
    for (const f of files) expect(loadTournament(join(folder, f)).plans.length).toBeGreaterThan(0);
  });

  it('turns each match into the plan `play` would build from the same flags', () => {
    const t = loadTournament(
      file('ok.json', {
        name: 't',
        seed: 5,
        matches: [
          { game: 'gesjaakt', bots: ['greedy(threshold=4)', 'random', 'random'], games: 100, seating: 'permute' },
          { game: 'jatten', bots: ['threshold', 'greedy'], games: 50, seed: 9, options: { deckSteal: false } },
        ],
      }),
    );
    expect(t.plans[0]).toEqual(
      buildPlan({ game: 'gesjaakt', bots: 'greedy(threshold=4),random,random', games: 100, seed: 5, seating: 'permute' }),
    );
    expect(t.plans[1]).toEqual(
      buildPlan({ game: 'jatten', bots: 'threshold,greedy', games: 50, seed: 9, options: { deckSteal: 'false' } }),
    );
  });

  it.each([
    ['missing.json', undefined, /cannot read .*missing\.json: ENOENT/],
    ['broken.json', '{"name": ', /broken\.json is not valid JSON/],
    ['no-matches.json', { name: 'x', seed: 1, matches: [] }, /matches: Too small/],
    [
      'extra.json',
      { name: 'x', seed: 1, matches: [{ game: 'jacht', bots: ['random'], games: 1, speed: 3 }] },
      /matches\.0: Unrecognized key: "speed"/,
    ],
    [
      'games.json',
      { name: 'x', seed: 1, matches: [{ game: 'jacht', bots: ['random'], games: 0 }] },
      /matches\.0\.games: Too small/,
    ],
    [
      'bot.json',
      {
        name: 'x',
        seed: 1,
        matches: [
          { game: 'jacht', bots: ['random'], games: 1 },
          { game: 'jatten', bots: ['clever', 'greedy'], games: 1 },
        ],
      },
      /match 2 \(jatten\): unknown bot 'clever' for jatten/,
    ],
  ])('rejects %s with one clear line', (name, value, message) => {
    const path = value === undefined ? join(dir, name) : file(name, value);
    expect(() => loadTournament(path)).toThrow(UsageError);
    expect(() => loadTournament(path)).toThrow(message);
  });
});
