// Runs `tafel` in-process, as the user's shell would run the compiled command, and
// collects what it prints: the same code path as bin, without a process per test.
import { runCli } from '../../src/cli/program.js';

export interface Outcome {
  code: number;
  out: string;
  err: string;
}

export async function tafel(...args: string[]): Promise<Outcome> {
  let out = '';
  let err = '';
  const code = await runCli(args, { out: (t) => void (out += t), err: (t) => void (err += t) });
  return { code, out, err };
}
