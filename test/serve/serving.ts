// Starts `tafel serve` in-process, as the CLI tests run every command, and hands back the
// page's address as soon as the command has printed it, and its outcome when it ends.
import { request } from 'node:http';
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

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request to the server at `port`, with exactly these headers (Host included). */
export function ask(port: number, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Reply> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, setHost: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', fail);
    req.end(body);
  });
}
