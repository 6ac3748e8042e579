// One run at a time in a results folder. A live run's lock refuses a second run in one
// line; a run killed with SIGKILL leaves its lock behind, and the next run takes it over.
// The holder is a real tafel process, frozen by its bot (fixtures/freezing-bot.mjs) once
// it has taken the folder, so no test races it.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { LOCK_FILE } from '../../src/core/folder-lock.js';
import { MAIN, tafel } from './tafel.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-lock-'));
const file = join(dir, 'match.json');
const freezing = join(import.meta.dirname, '..', 'fixtures', 'freezing-bot.mjs');
writeFileSync(
  file,
  JSON.stringify({
    name: 'lock',
    seed: 1,
    trustBotFiles: true,
    matches: [{ game: 'jacht', bots: [freezing, 'greedy'], games: 20 }],
  }),
);
const play = (out: string) => [
  'play',
  'gesjaakt',
  '--bots',
  'greedy,random,random',
  '--games',
  '30',
  '--workers',
  '1',
  '--out',
  out,
];

/** The state letter of process `pid` (R, S, T for stopped, …), or undefined once it is gone. */
function state(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat[stat.lastIndexOf(')') + 2];
  } catch {
    return undefined;
  }
}

/** Starts `tafel tournament` into `out` and waits until its bot has frozen it, mid-run. */
async function frozenRun(out: string) {
  const child = spawn(process.execPath, [MAIN, 'tournament', file, '--workers', '1', '--out', out], {
    stdio: 'ignore',
    env: { ...process.env, TAFEL_FREEZE: '1' },
  });
  const closed = new Promise<NodeJS.Signals | null>((resolve) => child.on('close', (_code, signal) => resolve(signal)));
  const pid = child.pid!;
  while (state(pid) !== 'T') {
    expect(child.exitCode).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { pid, kill: () => (child.kill('SIGKILL'), closed) };
}

describe('a results folder holds one run at a time', () => {
  it('a live run refuses a second in one line; killed, its stale lock is taken over by the next', async () => {
    const out = join(dir, 'shared');
    const holder = await frozenRun(out);
    // Never left frozen, whatever fails (once killed, the pid is gone).
    onTestFinished(() => {
      if (state(holder.pid) !== undefined) process.kill(holder.pid, 'SIGKILL');
    });
    const refusal = `tafel: --out ${out} is in use by another tafel run (pid ${holder.pid}): wait for it to end or choose another folder (if no run is using it, remove ${join(out, LOCK_FILE)})`;
    for (const args of [
      play(out),
      ['sweep', 'jatten', '--bot', 'threshold(risk=0.1|0.2)', '--vs', 'greedy,greedy', '--out', out],
    ]) {
      const second = await tafel(...args);
      expect(second.code).toBe(2);
      expect(second.err.trim().split('\n')).toEqual([refusal]);
      expect(second.out).toBe('');
    }
    const resume = await tafel('tournament', file, '--workers', '1', '--resume', out);
    expect(resume.code).toBe(2);
    expect(resume.err.trim()).toBe(refusal.replace('--out', '--resume'));

    expect(await holder.kill()).toBe('SIGKILL');
    expect(readFileSync(join(out, LOCK_FILE), 'utf8')).toMatch(new RegExp(`^${holder.pid} `)); // left behind
    const next = await tafel('tournament', file, '--workers', '1', '--resume', out);
    expect(next.code).toBe(0);
    expect(readFileSync(join(out, 'games.jsonl'), 'utf8').trimEnd().split('\n')).toHaveLength(20);
    expect(existsSync(join(out, LOCK_FILE))).toBe(false);
  });

  it("a lock whose pid now belongs to a later process is stale: this test's own pid, started at another time", async () => {
    const out = join(dir, 'reused');
    mkdirSync(out);
    writeFileSync(join(out, LOCK_FILE), `${process.pid} 1 ${hostname()}\n`);
    const r = await tafel(...play(out));
    expect(r.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['records.jsonl', 'report.html', 'summary.json', 'view']);
  });

  it('a lock taken on another host cannot be checked from here: it holds, and says where', async () => {
    const out = join(dir, 'elsewhere');
    mkdirSync(out);
    writeFileSync(join(out, LOCK_FILE), '4242 77 another-host\n');
    const r = await tafel(...play(out));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/is in use by another tafel run \(pid 4242 on another-host\)/);
    expect(readFileSync(join(out, LOCK_FILE), 'utf8')).toBe('4242 77 another-host\n');
  });

  it('a lock that names no one is taken over: a run writes its name before the lock exists', async () => {
    // No run makes an empty lock (it links a file that names it into place), so one is
    // left by something else, and holding the folder for it would hold it for ever.
    const out = join(dir, 'empty');
    mkdirSync(out);
    writeFileSync(join(out, LOCK_FILE), '');
    const r = await tafel(...play(out));
    expect(r.code, r.err).toBe(0);
    // Nothing of the lock is left: neither it nor the file its name was written in first.
    expect(readdirSync(out).sort()).toEqual(['records.jsonl', 'report.html', 'summary.json', 'view']);
  });

  it('a run leaves no lock behind, whether it ends well or is refused', async () => {
    const out = join(dir, 'released');
    expect((await tafel(...play(out))).code).toBe(0);
    const again = await tafel(...play(out)); // refused: the folder holds results
    expect(again.code).toBe(2);
    expect(again.err).toMatch(/already holds results/);
    expect(readdirSync(out).sort()).toEqual(['records.jsonl', 'report.html', 'summary.json', 'view']);
  });
});
