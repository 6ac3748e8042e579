// Starts `tafel serve` in-process, as the CLI tests run every command, and hands back the
// page's address as soon as the command has printed it, and its outcome when it ends.
import { runCli } from '../../src/cli/program.js';

export interface Served {
  /** The page's address, token and all. */
  readonly url: string;
  /** The command's exit code and what it printed, once it has ended. */
  readonly ended: Promise<{ code: number; out: string; err: string }>;
}

export async function startServe(...args: string[]): Promise<Served> {
  let out = '';
  let err = '';
  let found: (url: string) => void;
  let failed: (e: Error) => void;
  const address = new Promise<string>((resolve, reject) => {
    found = resolve;
    failed = reject;
  });
  const io = {
    out: (text: string) => {
      out += text;
      const url = /play at (\S+)/.exec(out)?.[1];
      if (url) found(url);
    },
    err: (text: string) => void (err += text),
  };
  const ended = runCli(['serve', ...args], io).then((code) => {
    failed(new Error(`tafel serve ended (${code}) before it printed its address: ${err}`));
    return { code, out, err };
  });
  return { url: await address, ended };
}
