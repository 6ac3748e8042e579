// A tune's evaluations as they are played, kept in DIR/evaluations.jsonl: a first line of
// the settings that fix the search's path, then one line per evaluation (its number in the
// order asked, its point and its value). The search is a function of the seed and the
// values told, so `--resume DIR` asks the same points again and takes their logged values
// instead of playing them: nothing already played is played again.
import { existsSync, readFileSync, truncateSync } from 'node:fs';
import { checkInputFile } from '../core/files.js';
import { UsageError } from '../core/errors.js';

/** What fixes a tune's path: every request field but where and how it runs. */
export interface TuneSettings {
  readonly game: string;
  readonly bot: string;
  readonly vs: string;
  readonly budget: number;
  readonly seed: number;
  readonly method: string;
  readonly explore: number;
  readonly block?: number;
  readonly check?: number;
  readonly against?: string;
  readonly options?: Readonly<Record<string, string>>;
  /** Sealed: its deals follow from a secret key too, kept in the folder (run.key). */
  readonly keyed?: true;
}

export interface Logged {
  readonly point: string;
  readonly value: number;
}

export const LOG_FILE = 'evaluations.jsonl';
/** The log's version: 2 since evaluations play fresh deals and a race follows the search
 * (a log of version 1 would be told to another search). */
const LOG_VERSION = 2;

export function headerLine(settings: TuneSettings): string {
  return JSON.stringify({ tune: LOG_VERSION, ...settings });
}

export function evaluationLine(n: number, point: string, value: number): string {
  return JSON.stringify({ n, point, value });
}

/** The settings and the logged evaluations of a tune's log. A last line cut short (the
 * tune was killed while writing it) is left out: that evaluation is played again. */
export function readLog(path: string): { settings: TuneSettings; logged: Map<number, Logged> } {
  if (!existsSync(path)) throw new UsageError(`--resume: ${path} is missing: resume a folder a tune wrote with --out`);
  checkInputFile(path);
  const lines = readFileSync(path, 'utf8').split('\n');
  const parse = (line: string, at: number): Record<string, unknown> | undefined => {
    try {
      return JSON.parse(line) as Record<string, unknown>;
    } catch {
      if (at >= lines.length - 2) return undefined;
      throw new UsageError(`--resume: line ${at + 1} of ${path} is not JSON: the log is damaged`);
    }
  };
  const header = parse(lines[0], 0);
  if (typeof header?.tune !== 'number') throw new UsageError(`--resume: ${path} does not start with a tune's settings`);
  if (header.tune !== LOG_VERSION) {
    throw new UsageError(
      `--resume: ${path} is a log of version ${header.tune}, from an older tafel tune whose search this one does not repeat (it reads version ${LOG_VERSION}): start the tune again`,
    );
  }
  const settings = Object.fromEntries(Object.entries(header).filter(([key]) => key !== 'tune'));
  const logged = new Map<number, Logged>();
  lines.slice(1).forEach((line, i) => {
    if (line.trim() === '') return;
    const e = parse(line, i + 1);
    if (e && typeof e.n === 'number' && typeof e.point === 'string' && typeof e.value === 'number') {
      logged.set(e.n, { point: e.point, value: e.value });
    }
  });
  return { settings: settings as unknown as TuneSettings, logged };
}

/** Cuts the log back to its last whole line, so the lines a resumed tune appends start on
 * a line of their own. */
export function cutToWholeLines(path: string): void {
  const text = readFileSync(path);
  const end = text.lastIndexOf(0x0a) + 1;
  if (end < text.length) truncateSync(path, end);
}
