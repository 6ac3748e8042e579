// Runs `tafel` in-process, as the user's shell would run the compiled command, and
// collects what it prints: the same code path as bin, without a process per test.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../../src/cli/program.js';

/** The compiled bin, for the tests where the process itself is what is tested. */
export const MAIN = join(import.meta.dirname, '..', '..', 'dist', 'src', 'cli', 'main.js');

export interface Outcome {
  code: number;
  out: string;
  err: string;
}

export async function tafel(...args: string[]): Promise<Outcome> {
  return tafelHeard(undefined, ...args);
}

/** As `tafel`, and `onOut` hears stdout as it is written (a serve command's address). */
export async function tafelHeard(onOut: ((text: string) => void) | undefined, ...args: string[]): Promise<Outcome> {
  let out = '';
  let err = '';
  const io = {
    out: (t: string) => {
      out += t;
      onOut?.(t);
    },
    err: (t: string) => void (err += t),
  };
  const code = await runCli(args, io);
  return { code, out, err };
}

/** Starts the compiled bin, sends it `signal` once `ready()` says it has played (polled;
 * never a time, which a busy machine would outlast), and collects its exit code and
 * output: a real signal to a real process. */
export async function signalled(args: string[], signal: NodeJS.Signals, ready: () => boolean): Promise<Outcome> {
  const child = spawn(process.execPath, [MAIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d));
  child.stderr.on('data', (d: Buffer) => (err += d));
  const closed = new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? -1)));
  while (!ready() && child.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 20));
  child.kill(signal);
  return { code: await closed, out, err };
}

/** Whether the records file at `path` holds a whole record yet. */
export function hasRecords(path: string): boolean {
  return existsSync(path) && readFileSync(path, 'utf8').includes('\n');
}
