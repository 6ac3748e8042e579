// Bots from outside in whole runs, through the command line: an attacker's table leaves
// every other table's games as they are without it, the rigger's own games deal the same
// dice as a harmless twin's, a bot that dies forfeits those games and the run is the same
// on one worker and two, and a bot file is shown by its name and takes parameters.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SeededRng } from '../../src/core/rng.js';
import { closeGuests } from '../../src/guests/guest.js';
import { tafel } from '../cli/tafel.js';
import { fixture } from './table.js';
import { sharedTempFolder } from '../helpers.js';

afterAll(closeGuests);

const dir = mkdtempSync(join(tmpdir(), 'tafel-guest-runs-'));
const RIGGER = fixture('rigger.mjs').file;
const TAMPERER = fixture('tamperer.mjs').file;
const MISBEHAVER = fixture('misbehaver.mjs').file;
// The rigger's twin: its name and its decisions, without the attack. In a folder of its
// own, which its sandbox shows it: never the one the runs write to.
const TWIN = join(sharedTempFolder('tafel-guest-twin-'), 'twin.mjs');
writeFileSync(
  TWIN,
  `export default { name: 'rigger', games: 'any', params: {}, create: () => ({ act: (v, legal) => legal[0] }) };\n`,
);

interface TableDigest {
  readonly digest: string;
}
interface Summary {
  readonly events: readonly { readonly tables: readonly TableDigest[] }[];
}

/** The tournament of these matches (seed 5), on `workers`: each match's table digest. */
async function digests(name: string, matches: readonly unknown[], ...flags: string[]): Promise<string[]> {
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify({ name, seed: 5, matches }));
  const r = await tafel('tournament', file, '--workers', '2', '--json', '--out', join(dir, name), ...flags);
  expect(r.code, r.err).toBe(0);
  const summary = JSON.parse(r.out) as Summary;
  return summary.events.map((e) => e.tables[0].digest);
}

const clean = { game: 'jacht', bots: ['greedy', 'random'], games: 60, seating: 'rotate' };

describe('attackers in a tournament, sandboxed', () => {
  it('leave the other tables as they are without them, and rig nothing at their own', async () => {
    const attacked = await digests('attacked', [
      { game: 'jacht', bots: [RIGGER, 'greedy'], games: 60 },
      { game: 'gesjaakt', bots: [TAMPERER, 'greedy', 'random'], games: 30 },
      clean,
    ]);
    const alone = await digests('alone', [clean]);
    expect(attacked[2]).toBe(alone[0]);
    // The rigger's own games deal what its harmless twin's deal.
    const twin = await digests('twin', [{ game: 'jacht', bots: [TWIN, 'greedy'], games: 60 }]);
    expect(attacked[0]).toBe(twin[0]);
  }, 90_000);

  it('trusted, the rigger does rig the dealing (what the sandboxed run is compared against)', async () => {
    const twin = await digests('twin-trusted', [{ game: 'jacht', bots: [TWIN, 'greedy'], games: 60 }], '--trust-bot-files');
    // Its patch stays in this thread, where a short run plays: taken back after.
    const int = Object.getOwnPropertyDescriptor(SeededRng.prototype, 'int')!;
    try {
      const trusted = await digests('trusted', [{ game: 'jacht', bots: [RIGGER, 'greedy'], games: 60 }], '--trust-bot-files');
      expect(trusted[0]).not.toBe(twin[0]);
    } finally {
      Object.defineProperty(SeededRng.prototype, 'int', int);
    }
  });
});

describe('a bot file that dies in some games', () => {
  const run = (workers: string) =>
    tafel(
      'play',
      'jacht',
      '--bots',
      `${MISBEHAVER}(how=exit),greedy`,
      '--games',
      '24',
      '--seed',
      '3',
      '--workers',
      workers,
      '--json',
      '--out',
      join(dir, `exit-${workers}`),
    );

  it('forfeits each of them with its reason, plays the rest, and gives the same run on one worker and two', async () => {
    const [one, two] = [await run('1'), await run('2')];
    expect(one.code, one.err).toBe(0);
    const a = JSON.parse(one.out) as { digest: string; forfeits: { reason: string }[]; entrants: { bot: string }[] };
    const b = JSON.parse(two.out) as typeof a;
    expect(b.digest).toBe(a.digest);
    expect(a.forfeits.length).toBeGreaterThan(0);
    expect(a.forfeits.length).toBeLessThan(24);
    expect(new Set(a.forfeits.map((f) => f.reason))).toEqual(new Set(['exited with code 0']));
    // Shown by its name and parameter, never its path; the path is in the records.
    expect(a.entrants[0].bot).toBe('misbehaver(how=exit)');
    const records = readFileSync(join(dir, 'exit-1', 'records.jsonl'), 'utf8')
      .trim()
      .split('\n');
    const forfeited = records.map((l) => JSON.parse(l) as { result: { forfeit?: { reason: string } }; sources: unknown[] });
    expect(forfeited.filter((r) => r.result.forfeit).map((r) => r.result.forfeit!.reason)).toEqual(
      a.forfeits.map((f) => f.reason),
    );
    expect(forfeited[0].sources).toContainEqual({ file: MISBEHAVER });
    // And replay finds it again from its record, and plays every game to the same end.
    const replayed = await tafel('replay', join(dir, 'exit-1'));
    expect(replayed.code, replayed.out + replayed.err).toBe(0);
  }, 150_000);
});

describe('--bot-memory-mb', () => {
  it('is the heap a bot file may use: one that takes more forfeits those games, and the run goes on', async () => {
    const args = ['play', 'jacht', '--bots', `${MISBEHAVER}(how=hog),greedy`, '--games', '6', '--seed', '3', '--json'];
    const r = await tafel(...args, '--bot-memory-mb', '64');
    expect(r.code, r.err).toBe(0);
    const { forfeits, games } = JSON.parse(r.out) as { forfeits: { reason: string }[]; games: number };
    expect(games).toBe(6);
    expect(forfeits.length).toBeGreaterThan(0);
    expect(forfeits.length).toBeLessThan(6);
    for (const f of forfeits) expect(f.reason).toBe('ran out of memory (its limit is 64 MB; --bot-memory-mb)');
  });

  it('takes 16 MB or more, said in one line', async () => {
    const r = await tafel('play', 'jacht', '--bots', `${TWIN},greedy`, '--bot-memory-mb', '8');
    expect(r.code).toBe(2);
    expect(r.err).toBe('tafel: --bot-memory-mb 8 is out of range (expected 16 or more)\n');
  });
});

describe('a bot file in one process, run after run', () => {
  it('is started anew by the next run (its guest closed with the last), and plays the same games', async () => {
    // A seed named, so that both runs deal alike (each unsealed run would draw a key of its own).
    const args = ['play', 'jacht', '--bots', `${TWIN},greedy`, '--games', '4', '--seed', '1', '--workers', '1', '--json'];
    const [first, second] = [await tafel(...args), await tafel(...args)];
    expect(second.code, second.err).toBe(0);
    expect(JSON.parse(second.out).digest).toBe(JSON.parse(first.out).digest);
  });
});

describe('a bot file spec', () => {
  it('refuses a parameter its file does not declare, in one line, before any game', async () => {
    const r = await tafel('play', 'jacht', '--bots', `${MISBEHAVER}(speed=3),greedy`, '--games', '4');
    expect(r.code).toBe(2);
    expect(r.err).toBe('tafel: bot misbehaver has no parameter speed: valid are how\n');
  });

  it('refuses two different bots of one name', async () => {
    const r = await tafel('play', 'jacht', '--bots', `${RIGGER},${TWIN}`, '--games', '4');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^tafel: two different bots are both called rigger \(.*rigger\.mjs and .*twin\.mjs\): rename one\n$/);
  });
});
