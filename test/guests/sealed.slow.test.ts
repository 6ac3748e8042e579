// Sealed runs (docs/security.md): a bot from outside that knows tafel's code finds its
// deals by trying master seeds against its own stream, whatever its sandbox, when the
// seed can be guessed; a run dealt from a secret key too gives it nothing. A run with an
// untrusted bot from outside and no --seed is sealed, its key kept in its folder, where
// replay and --resume find it; a run that names its seed is told what that gives away.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { drawKey } from '../../src/core/run-key.js';
import { closeGuests } from '../../src/guests/guest.js';
import { buildPlan } from '../../src/sim/build.js';
import { runPlan } from '../../src/sim/run.js';
import { runTune } from '../../src/tune/run.js';
import { tuneHeadline } from '../../src/tune/text.js';
import { tafel } from '../cli/tafel.js';
import { attacker } from './attacks.js';

afterAll(closeGuests);

const dir = mkdtempSync(join(tmpdir(), 'tafel-sealed-'));
const finder = attacker('seed-finder.mjs');
const KEY = drawKey();
const NOTE = /^note: --seed 3 is known to anyone who can guess it: .* leave out --seed to seal the run with a secret key$/m;

interface Record {
  readonly seed: number;
  readonly actions: readonly unknown[];
  readonly run: { readonly keyed?: true };
}
const recordsOf = (file: string): Record[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record);

/** The games of the seed finder (or its twin) against greedy: Jacht, seed 137, 8 games. */
async function guessed(params: string, key?: string): Promise<{ seed: number; actions: readonly unknown[] }[]> {
  const records: string[] = [];
  const plan = buildPlan({
    game: 'jacht',
    bots: `${finder}(games=8${params}),greedy`,
    games: 8,
    seed: 137,
    ...(key ? { key } : {}),
  });
  await runPlan(plan, { workers: 1, onRecords: (lines) => records.push(...lines) });
  return records.map((line) => {
    const r = JSON.parse(line) as Record;
    return { seed: r.seed, actions: r.actions };
  });
}

describe('a bot that tries master seeds against its own stream', () => {
  it('finds its deals when the seed can be guessed, and nothing in a run sealed with a secret key', async () => {
    const twin = await guessed(',attack=false');
    const found = await guessed('');
    expect(found.map((g) => g.seed)).toEqual(twin.map((g) => g.seed));
    expect(found).not.toEqual(twin);
    const key = drawKey();
    expect(await guessed('', key)).toEqual(await guessed(',attack=false', key));
  });
});

describe('tafel play with a bot from outside', () => {
  // random draws from its own stream, which a sealed run seeds with its key too: replay,
  // with the folder's key, plays its games again only if the run did.
  const play = (...args: string[]) =>
    tafel('play', 'jacht', '--bots', `${attacker('vandal.mjs')}(attack=false),random`, '--games', '6', '--workers', '1', ...args);

  it('and no --seed is sealed: its key kept in its folder (its owner alone may read it), where replay finds it', async () => {
    const out = join(dir, 'sealed');
    const r = await play('--out', out, '--json');
    expect(r.code, r.err).toBe(0);
    expect(r.err).not.toMatch(/known to anyone/);
    expect(JSON.parse(r.out)).toMatchObject({ keyed: true, seed: 1 });
    const key = readFileSync(join(out, 'run.key'), 'utf8');
    expect(key).toMatch(/^[0-9a-f]{32}\n$/);
    expect(statSync(join(out, 'run.key')).mode & 0o777).toBe(0o600);
    expect(recordsOf(join(out, 'records.jsonl')).every((rec) => rec.run.keyed === true)).toBe(true);
    const replayed = await tafel('replay', out);
    expect(replayed.code, replayed.out).toBe(0);
    expect(replayed.out).toMatch(/^6 of 6 records replay exactly$/m);
    // Away from its folder, a record cannot be derived again without the key, and says where it is.
    const alone = join(mkdtempSync(join(tmpdir(), 'tafel-sealed-alone-')), 'games.jsonl');
    copyFileSync(join(out, 'records.jsonl'), alone);
    const lost = await tafel('replay', alone);
    expect(lost.code).toBe(1);
    expect(lost.out).toMatch(
      /DIFFERS: its run was sealed with a secret key, kept in the run's folder \(run\.key\): replay the folder/,
    );
  });

  it('--deals-of a sealed run is dealt from its key too, so compare pairs the two', async () => {
    const a = join(dir, 'sealed-a');
    const b = join(dir, 'sealed-b');
    expect((await play('--seating', 'duplicate', '--out', a)).code).toBe(0);
    const r = await tafel(
      ...['play', 'jacht', '--bots', `${attacker('vandal.mjs')}(attack=false),greedy`, '--workers', '1'],
      ...['--deals-of', a, '--out', b, '--json'],
    );
    expect(r.code, r.err).toBe(0);
    expect(r.err).not.toMatch(/known to anyone/);
    const [sa, sb] = [a, b].map((f) => JSON.parse(readFileSync(join(f, 'summary.json'), 'utf8')));
    expect(sb.keyId).toBe(sa.keyId);
    // Jacht's vandal plays its own dice: the same rolls as in A, seat by seat.
    expect(recordsOf(join(b, 'records.jsonl')).map((x) => x.seed)).toEqual(
      recordsOf(join(a, 'records.jsonl')).map((x) => x.seed),
    );
    const compared = await tafel('compare', a, b, '--json');
    expect(compared.code, compared.err).toBe(0);
    expect(JSON.parse(compared.out).pairedDeals).toBe(3);
  });

  it('and no --seed and no --out is sealed too, and says its key is kept nowhere', async () => {
    const r = await play('--json');
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(r.out).keyed).toBe(true);
    expect(r.err).toMatch(
      /^note: the run is sealed with a secret key that is not kept anywhere, .* add --out DIR to keep the key in DIR\/run\.key$/m,
    );
    const kept = await play('--json', '--out', join(dir, 'kept'));
    expect(kept.err).not.toMatch(/not kept anywhere/);
  });

  it('and a --seed is not sealed, and says what a guessable seed gives away', async () => {
    const out = join(dir, 'public');
    const r = await play('--seed', '3', '--out', out, '--json');
    expect(r.code, r.err).toBe(0);
    expect(r.err).toMatch(NOTE);
    expect(JSON.parse(r.out).keyed).toBeUndefined();
    expect(() => statSync(join(out, 'run.key'))).toThrow();
  });

  it('trusted (--trust-bot-files) is neither sealed nor told: it plays as tafel does', async () => {
    const r = await play('--trust-bot-files', '--json');
    expect(r.code, r.err).toBe(0);
    expect(r.err).not.toMatch(/known to anyone/);
    expect(JSON.parse(r.out).keyed).toBeUndefined();
  });
});

describe('tafel tournament --seal', () => {
  const file = join(dir, 'cup.json');
  const bot = `${attacker('vandal.mjs')}(attack=false)`;
  writeFileSync(
    file,
    JSON.stringify({ name: 'sealed', seed: 5, matches: [{ game: 'jacht', bots: [bot, 'greedy'], games: 10 }] }),
  );
  const run = (...args: string[]) => tafel('tournament', file, '--workers', '1', '--batch-size', '5', '--json', ...args);

  it('is told when it does not seal', async () => {
    const r = await run('--out', join(dir, 'cup-public'));
    expect(r.code, r.err).toBe(0);
    expect(r.err).toMatch(
      /^note: its seed 5 is known to anyone who can guess it: .* add --seal to seal the run with a secret key$/m,
    );
  });

  it('keeps its key in the run folder, and a run stopped midway resumes with it to the same games', async () => {
    const whole = join(dir, 'cup-whole');
    const r = await run('--seal', '--out', whole);
    expect(r.code, r.err).toBe(0);
    expect(r.err).not.toMatch(/known to anyone/);
    expect(JSON.parse(r.out).events[0].tables[0].keyed).toBe(true);
    // Stopped after its first batch: its files as they were then, the key among them.
    const stopped = join(dir, 'cup-stopped');
    mkdirSync(stopped);
    for (const f of ['tournament.json', 'run.key']) copyFileSync(join(whole, f), join(stopped, f));
    const [firstSum] = readFileSync(join(whole, 'games.sums'), 'utf8').split('\n');
    writeFileSync(join(stopped, 'games.sums'), `${firstSum}\n`);
    const records = readFileSync(join(whole, 'games.jsonl'), 'utf8').split('\n');
    writeFileSync(
      join(stopped, 'games.jsonl'),
      records
        .slice(0, 5)
        .map((l) => `${l}\n`)
        .join(''),
    );
    const resumed = await run('--resume', stopped);
    expect(resumed.code, resumed.err).toBe(0);
    expect(JSON.parse(resumed.out).digest).toBe(JSON.parse(r.out).digest);
    expect(readFileSync(join(stopped, 'games.jsonl'), 'utf8')).toBe(readFileSync(join(whole, 'games.jsonl'), 'utf8'));
    expect((await tafel('replay', stopped)).code).toBe(0);
  });

  it('is refused with --resume: a resumed run keeps its own key', async () => {
    const r = await run('--seal', '--resume', join(dir, 'cup-whole'));
    expect(r.code).toBe(2);
    expect(r.err).toBe('tafel: --seal and --resume: a resumed run keeps the key it was started with\n');
  });
});

// A sweep plays every point on the same deals; sealed, they all follow from one secret key.
describe('tafel sweep with a bot from outside', () => {
  /** The seed finder and its honest twin as two points of one sweep, against greedy. */
  const sweep = async (...args: string[]) => {
    const r = await tafel(
      ...['sweep', 'jacht', '--bot', `${finder}(attack=true|false,games=8)`, '--vs', 'greedy'],
      ...['--games', '8', '--workers', '1', '--json', ...args],
    );
    expect(r.code, r.err).toBe(0);
    return { err: r.err, result: JSON.parse(r.out) as { keyed?: true; points: { label: string; meanScore: number }[] } };
  };
  const scoreOf = (points: { label: string; meanScore: number }[], attack: boolean) =>
    points.find((p) => p.label.includes(`attack=${attack}`) || (attack && !p.label.includes('attack=')))!.meanScore;

  it('and a --seed lets the finder find its deals, and says so; no --seed seals every point with one key', async () => {
    const open = await sweep('--seed', '137');
    expect(open.err).toMatch(
      /^note: --seed 137 is known to anyone who can guess it: .* leave out --seed to seal the run with a secret key$/m,
    );
    expect(open.result.keyed).toBeUndefined();
    expect(scoreOf(open.result.points, true)).not.toBe(scoreOf(open.result.points, false));

    const sealed = await sweep();
    expect(sealed.err).not.toMatch(/known to anyone/);
    expect(sealed.result.keyed).toBe(true);
    // Neither point knows its deals: the finder plays as its twin, on the same deals.
    expect(scoreOf(sealed.result.points, true)).toBe(scoreOf(sealed.result.points, false));
  });

  it('trusted (--trust-bot-files) is not sealed', async () => {
    const r = await tafel(
      ...['sweep', 'jacht', '--bot', `${attacker('vandal.mjs')}(attack=false,target=/|/tmp)`, '--vs', 'greedy'],
      ...['--games', '4', '--workers', '1', '--json', '--trust-bot-files'],
    );
    expect(r.code, r.err).toBe(0);
    expect(r.err).not.toMatch(/known to anyone/);
    expect(JSON.parse(r.out).keyed).toBeUndefined();
  });
});

// A tune keeps its key beside its log, where --resume finds it.
describe('tafel tune with a bot from outside', () => {
  const TUNE = ['tune', 'jacht', '--bot', `${finder}(tries=199..200,games=8,attack=true)`, '--vs', 'random'];
  const ARGS = [...TUNE, '--budget', '200', '--block', '4', '--check', '20', '--workers', '1', '--json'];

  it('and no --seed is sealed, its key kept in its folder, and a cut-short tune resumes on the same deals', async () => {
    const whole = join(dir, 'tune-whole');
    const r = await tafel(...ARGS, '--out', whole);
    expect(r.code, r.err).toBe(0);
    expect(r.err).not.toMatch(/known to anyone/);
    expect(JSON.parse(r.out).keyed).toBe(true);
    expect(readFileSync(join(whole, 'run.key'), 'utf8')).toMatch(/^[0-9a-f]{32}\n$/);
    expect(statSync(join(whole, 'run.key')).mode & 0o777).toBe(0o600);
    // The same tune cut after 20 evaluations: the other 30 (and the check) dealt from its key.
    const cut = join(dir, 'tune-cut');
    mkdirSync(cut);
    copyFileSync(join(whole, 'run.key'), join(cut, 'run.key'));
    const lines = readFileSync(join(whole, 'evaluations.jsonl'), 'utf8').split('\n');
    writeFileSync(join(cut, 'evaluations.jsonl'), `${lines.slice(0, 21).join('\n')}\n`);
    const resumed = await tafel('tune', 'jacht', '--resume', cut, '--json', '--workers', '1');
    expect(resumed.code, resumed.err).toBe(0);
    expect(JSON.parse(resumed.out)).toEqual(JSON.parse(r.out));
    // Without its key, a sealed tune cannot go on.
    const lost = join(dir, 'tune-lost');
    mkdirSync(lost);
    writeFileSync(join(lost, 'evaluations.jsonl'), `${lines.slice(0, 21).join('\n')}\n`);
    const refused = await tafel('tune', 'jacht', '--resume', lost);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(
      /^tafel: --resume .*tune-lost: the tune was sealed with a secret key, and run\.key is gone from its folder/,
    );
  });

  it('deals the search from the key: a finder that finds its deals on the seed learns nothing, and plays as its twin', async () => {
    const tuneOf = (attack: boolean, key?: string) =>
      runTune({
        game: 'jacht',
        bot: `${finder}(tries=2..3,games=160,deals=tune/search,attack=${attack})`,
        vs: 'random',
        budget: 200,
        block: 4,
        check: 20,
        seed: 1,
        ...(key ? { key } : {}),
        workers: 1,
        guests: { trust: false },
      });
    const values = (r: Awaited<ReturnType<typeof runTune>>) =>
      JSON.stringify([
        r.trace.map((t) => t.estimate),
        r.marginals,
        [r.pick, ...r.runnersUp, ...r.references].map((p) => [p.estimate, p.check?.winRate, p.check?.meanScore]),
      ]);
    // On seed 1 alone, the finder finds the search's deals and plays otherwise than its twin.
    expect(values(await tuneOf(true))).not.toBe(values(await tuneOf(false)));
    const [found, twin] = [await tuneOf(true, KEY), await tuneOf(false, KEY)];
    expect(found.keyed).toBe(true);
    expect(tuneHeadline(found, 0)).toMatch(/ · seed 1, sealed with a secret key · /);
    expect(values(found)).toBe(values(twin));
  });

  it('and a --seed is not sealed, and says what a guessable seed gives away', async () => {
    const r = await tafel(...ARGS, '--seed', '3');
    expect(r.code, r.err).toBe(0);
    expect(r.err).toMatch(NOTE);
    expect(JSON.parse(r.out).keyed).toBeUndefined();
  });
});
