// Runs under stress: a stop reaches the games under way whatever --batch-size is, a second
// Ctrl-C quits at once and says what is kept (to the bin: in test/queue, where a batch
// under way is sure to hold the stop up), and --batch-size is capped. The held bot
// (test/fixtures/held-bot.mjs) keeps a game under way until the test lets it go, so what
// a stop waits for is known without a clock; where the process is what is tested, the
// compiled bin runs (npm test builds it first).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { releaseStops, stopOnSignals } from '../../src/cli/stop.js';
import { MAX_BATCH_SIZE } from '../../src/sim/run.js';
import { MAIN, tafel } from './tafel.js';

const HELD = join(import.meta.dirname, '..', 'fixtures', 'held-bot.mjs');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  expect(process.listenerCount('SIGINT')).toBe(0);
  expect(process.listenerCount('SIGTERM')).toBe(0);
});

/** The bin, started with the held bot told to hold; its output as it comes. */
function started(args: string[], env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, [MAIN, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d));
  child.stderr!.on('data', (d: Buffer) => (err += d));
  const exited = new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? -1)));
  const until = async (what: () => boolean) => {
    while (!what() && child.exitCode === null) await sleep(20);
  };
  return { child, exited, until, out: () => out, err: () => err };
}

function holdFile(): string {
  const hold = join(mkdtempSync(join(tmpdir(), 'tafel-hold-')), 'hold');
  writeFileSync(hold, '');
  return hold;
}

/** Every line a whole record, of the run's games in order from the first. */
function expectWholeRecords(file: string, games: number) {
  const lines = readFileSync(file, 'utf8').split('\n');
  expect(lines.pop()).toBe('');
  expect(lines).toHaveLength(games);
  expect(lines.map((line) => (JSON.parse(line) as { run: { index: number } }).run.index)).toEqual(
    Array.from({ length: games }, (_, i) => i),
  );
}

describe('--batch-size', () => {
  it(`is refused above ${MAX_BATCH_SIZE} in one line naming the cap, by play and tournament, exit 2`, async () => {
    for (const size of ['1e12', String(MAX_BATCH_SIZE + 1)]) {
      const play = await tafel('play', 'gesjaakt', '--bots', 'greedy,random,random', '--batch-size', size);
      const cup = await tafel('tournament', 'tournaments/default.json', '--batch-size', size);
      for (const r of [play, cup]) {
        expect(r.code).toBe(2);
        expect(r.out).toBe('');
        expect(r.err).toBe(
          `tafel: --batch-size ${size} is more than ${MAX_BATCH_SIZE} games, the most a batch holds in memory: use 1 to ${MAX_BATCH_SIZE} (results are the same for any size)\n`,
        );
      }
    }
  });

  it('the cap itself is a batch size like any other', async () => {
    const args = ['play', 'jatten', '--bots', 'threshold,greedy,greedy', '--games', '200', '--workers', '1', '--json'];
    const capped = await tafel(...args, '--batch-size', String(MAX_BATCH_SIZE));
    expect(capped.code).toBe(0);
    expect(capped.out).toBe((await tafel(...args)).out);
  });
});

describe('a second signal', () => {
  it('quits at once with 128 + its number, saying what is kept', () => {
    for (const [second, code, said] of [
      ['SIGINT', 130, 'Ctrl-C'],
      ['SIGTERM', 143, 'SIGTERM'],
    ] as const) {
      let err = '';
      const quits: number[] = [];
      const stop = stopOnSignals(
        { out: () => undefined, err: (t) => void (err += t) },
        {
          kept: 'the records so far stay valid',
          quit: (c) => void quits.push(c),
        },
      );
      try {
        process.emit('SIGINT');
        expect(stop.signal.aborted).toBe(true);
        expect(quits).toEqual([]);
        process.emit(second);
        expect(quits).toEqual([code]);
        expect(err).toMatch(new RegExp(`\\n${said} again: quitting at once; the records so far stay valid\\n$`));
      } finally {
        stop.dispose();
      }
    }
  });
});

describe('SIGTERM in the middle of one huge batch', () => {
  it('ends the run with the games finished, a valid run folder, and --resume completes it to the same digest', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tafel-term-'));
    const file = join(dir, 'cup.json');
    const games = 300;
    writeFileSync(
      file,
      JSON.stringify({
        name: 'held cup',
        seed: 3,
        trustBotFiles: true,
        game: 'jatten',
        entrants: [
          { label: 'held', bot: HELD },
          { label: 'greedy', bot: 'greedy' },
          { label: 'threshold', bot: 'threshold' },
        ],
        players: 3,
        stop: { rule: 'fixed', games },
      }),
    );
    const whole = await tafel('tournament', file, '--workers', '1', '--json', '--out', join(dir, 'whole'));
    expect(whole.code).toBe(0);
    const hold = holdFile();
    const stopped = join(dir, 'stopped');
    const size = String(MAX_BATCH_SIZE);
    const run = started(['tournament', file, '--batch-size', size, '--workers', '2', '--json', '--out', stopped], {
      TAFEL_HOLD: hold,
      TAFEL_HOLD_AT: '100',
    });
    try {
      await run.until(() => existsSync(`${hold}.held`));
      run.child.kill('SIGTERM');
      rmSync(hold); // the held game ends; the signal is heard after it, mid-batch
      expect(await run.exited).toBe(143);
    } finally {
      run.child.kill('SIGKILL');
      rmSync(hold, { force: true });
    }
    expect(run.err()).toContain('SIGTERM: stopping; the games finished are kept');
    const summary = JSON.parse(readFileSync(join(stopped, 'summary.json'), 'utf8')) as { games: number; complete: boolean };
    expect(summary.complete).toBe(false);
    expect(summary.games).toBeGreaterThan(0);
    expect(summary.games).toBeLessThan(games); // fewer than its one batch
    expectWholeRecords(join(stopped, 'games.jsonl'), summary.games);
    const resumed = await tafel('tournament', file, '--resume', stopped, '--batch-size', size, '--workers', '1', '--json');
    expect(resumed.code).toBe(0);
    const digest = (out: string) => (JSON.parse(out) as { digest: string; games: number }).digest;
    expect(digest(resumed.out)).toBe(digest(whole.out));
    expectWholeRecords(join(stopped, 'games.jsonl'), games);
  });
});

describe('Ctrl-C in the middle of a long game', () => {
  it('is heard before its next decision: that game is dropped, the ones before kept, and --resume plays it again', async () => {
    // Bot files in processes of their own, --unsandboxed so that they read the hold and
    // count files: a run of bots from outside plays on a worker thread, one worker or not.
    const dir = mkdtempSync(join(tmpdir(), 'tafel-long-game-'));
    const file = join(dir, 'cup.json');
    const games = 12;
    const entrants = ['a', 'b', 'c'].map((label) => ({ label, bot: HELD }));
    writeFileSync(
      file,
      JSON.stringify({ name: 'long', seed: 2, game: 'gesjaakt', entrants, players: 3, stop: { rule: 'fixed', games } }),
    );
    const flags = ['--workers', '1', '--unsandboxed', '--json'];
    const whole = await tafel('tournament', file, ...flags, '--out', join(dir, 'whole'));
    expect(whole.code, whole.err).toBe(0);
    const hold = holdFile();
    const count = join(dir, 'decisions');
    const stopped = join(dir, 'stopped');
    const run = started(['tournament', file, ...flags, '--out', stopped], {
      TAFEL_HOLD: hold,
      TAFEL_HOLD_AT: '25',
      TAFEL_COUNT: count,
    });
    let before: number;
    try {
      await run.until(() => existsSync(`${hold}.held`));
      before = readFileSync(count, 'utf8').split('\n').length;
      run.child.kill('SIGINT');
      // The line comes once the stop flag is up: only then is the held decision let go.
      await run.until(() => run.err().includes('Ctrl-C: stopping'));
      rmSync(hold);
      expect(await run.exited).toBe(130);
    } finally {
      run.child.kill('SIGKILL');
      rmSync(hold, { force: true });
    }
    // No decision after the one under way, by any seat.
    expect(readFileSync(count, 'utf8').split('\n').length).toBe(before);
    const summary = JSON.parse(readFileSync(join(stopped, 'summary.json'), 'utf8')) as { games: number; complete: boolean };
    expect(summary.complete).toBe(false);
    expect(summary.games).toBeGreaterThan(0);
    expect(summary.games).toBeLessThan(games);
    expectWholeRecords(join(stopped, 'games.jsonl'), summary.games);
    const resumed = await tafel('tournament', file, '--resume', stopped, '--workers', '1', '--unsandboxed', '--json');
    expect(resumed.code, resumed.err).toBe(0);
    expect(JSON.parse(resumed.out).digest).toBe(JSON.parse(whole.out).digest);
    expectWholeRecords(join(stopped, 'games.jsonl'), games);
  });
});

describe('a second signal while a stopped run writes its end', () => {
  it('is still heard: it quits at once with its line, never by the default action without a word', () => {
    let err = '';
    const quits: number[] = [];
    const stop = stopOnSignals({ out: () => undefined, err: (t) => void (err += t) }, { quit: (c) => void quits.push(c) });
    process.emit('SIGINT');
    // The run has ended and the command goes on to write its results.
    stop.dispose();
    expect(process.listenerCount('SIGINT')).toBe(1);
    process.emit('SIGTERM');
    expect(quits).toEqual([143]);
    expect(err).toMatch(/\nSIGTERM again: quitting at once; nothing of the run is kept\n$/);
    releaseStops();
  });

  it('and the handlers go when the command ends', () => {
    const stop = stopOnSignals({ out: () => undefined, err: () => undefined }, { quit: () => undefined });
    process.emit('SIGINT');
    stop.dispose();
    releaseStops();
    expect(process.listenerCount('SIGINT')).toBe(0);
    expect(process.listenerCount('SIGTERM')).toBe(0);
  });
});
