// Checks a doc's commands in order, as a reader would run them, each in a quick form (see
// quick.ts) in one scratch folder per doc. How a command is run is the caller's: a process
// per command (npm run docs:check) or in-process (test/docs/commands.test.ts).
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type Exemption, exemption } from './exempt.js';
import { type DocCommand, docCommands, shownFiles, tafelArgs } from './extract.js';
import { drivePage, pageAddress } from './drive.js';
import { quickArgs } from './quick.js';

/** Runs `tafel <args…>` in folder `cwd`: its exit code and what it wrote to stderr.
 * `onOut`, when given, hears what it writes to stdout as it writes it (a serve command's
 * page address, for the person who plays it: drive.ts). */
export type Run = (args: string[], cwd: string, onOut?: (text: string) => void) => Promise<{ code: number; err: string }>;

export interface Checked {
  command: DocCommand;
  verdict: 'ok' | 'failed' | 'exempt';
  /** The arguments run, after the quick rewrite. */
  args?: string[];
  code?: number;
  /** Why it failed: the first line of stderr, or why it could not be run. */
  detail?: string;
  exemption?: Exemption;
}

/** README.md and every docs/**\/*.md, relative to the repository, in a stable order. */
export function docFiles(repo: string): string[] {
  const docs = readdirSync(join(repo, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => join('docs', f))
    .sort();
  return ['README.md', ...docs];
}

/** Each command of the doc, checked in order as it is reached. */
export async function* checkDoc(markdown: string, file: string, repo: string, run: Run): AsyncGenerator<Checked> {
  const dir = mkdtempSync(join(tmpdir(), 'tafel-docs-'));
  // Readable by all: a bot file there plays in a sandbox, which runs as nobody when the
  // check runs as root (mkdtemp's folders are their owner's alone).
  chmodSync(dir, 0o755);
  // The folder a reader runs the commands in: the checkout, whose .js files are modules,
  // holding the files the doc shows whole (a bot of their own, say).
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  for (const shown of shownFiles(markdown)) {
    mkdirSync(dirname(join(dir, shown.path)), { recursive: true });
    writeFileSync(join(dir, shown.path), shown.content);
  }
  try {
    for (const command of docCommands(markdown, file)) yield await checkCommand(command, { repo, dir }, run);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function checkCommand(command: DocCommand, ws: { repo: string; dir: string }, run: Run): Promise<Checked> {
  const exempt = exemption(command.text);
  if (exempt) return { command, verdict: 'exempt', exemption: exempt };
  if (command.shell) return { command, verdict: 'failed', detail: `cannot be checked: ${command.shell}` };
  const tafel = tafelArgs(command.words);
  if (!tafel) {
    return {
      command,
      verdict: 'failed',
      detail: 'neither a tafel command nor exempt: make it one, or add it to scripts/docs/exempt.ts with the test that covers it',
    };
  }
  let args = quickArgs(tafel, ws);
  let result = args[0] === 'serve' ? await runServed(run, args, ws.dir) : await run(args, ws.dir);
  // A count the command refuses (not whole duplicate deals of a table the rewrite did
  // not foresee) is retried once with the count the refusal proposes.
  // The doc's own count is never changed this way: a doc that gives a refused count fails.
  const proposed = /\(e\.g\. (\d+)\)/.exec(result.err)?.[1];
  const games = args.indexOf('--games');
  const cut = games >= 0 && args[games + 1] !== tafel[games + 1];
  if (result.code === 2 && proposed && cut && Number(proposed) < Number(tafel[games + 1])) {
    args = args.map((a, i) => (i === games + 1 ? proposed : a));
    result = await run(args, ws.dir);
  }
  if (result.code === 0) return { command, verdict: 'ok', args, code: 0 };
  const detail = result.err.split('\n').find((l) => l.trim() !== '') ?? '(nothing on stderr)';
  return { command, verdict: 'failed', args, code: result.code, detail };
}

/** Runs a serve command (with --once: quick.ts) and plays its page as its person
 * (drive.ts) as soon as it prints the page's address, until the session has ended. */
async function runServed(run: Run, args: string[], cwd: string): Promise<{ code: number; err: string }> {
  let out = '';
  let played: Promise<string | undefined> | undefined;
  const result = await run(args, cwd, (text) => {
    out += text;
    const url = pageAddress(out);
    if (url && !played)
      played = drivePage(url).then(
        () => undefined,
        (e: Error) => e.message,
      );
  });
  if (!played) return result.code === 0 ? { code: 1, err: 'it printed no page address to play at' } : result;
  const failed = await played;
  return failed && result.code === 0 ? { code: 1, err: `its page could not be played: ${failed}` } : result;
}

/** One line per command, as the docs check prints it. */
export function verdictLine(c: Checked): string {
  const where = `${c.command.file}:${c.command.line}`;
  if (c.verdict === 'ok') return `ok       ${where}  ${c.command.text}`;
  if (c.verdict === 'exempt') return `exempt   ${where}  ${c.command.text}  (${c.exemption!.why}; ${c.exemption!.test})`;
  const code = c.code === undefined ? '' : ` exit ${c.code}`;
  const ran = c.args ? `\n           ran: tafel ${c.args.join(' ')}` : '';
  return `FAILED${code} ${where}  ${c.command.text}\n           ${c.detail}${ran}`;
}
