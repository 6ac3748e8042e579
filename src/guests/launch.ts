// Starting a guest and waiting, synchronously, until it is ready to play or has said
// (or shown) why it cannot: the one line a refusal prints.
import { relative, isAbsolute } from 'node:path';
import type { Params } from '../core/bot.js';
import type { BaseOptions } from '../core/game.js';
import { CREATE_MS } from './flag.js';
import { openGuest, stopGuest } from './keeper-link.js';
import type { Line } from './line.js';
import { type BotInfo, SHAPE } from './bot-shape.js';
import type { Failure, Hello } from './messages.js';
import { syntaxErrorOf } from './syntax.js';

export type Started = { readonly line: Line; readonly info: BotInfo } | { readonly failed: string };

/** A bot file's `create`: its parameters and the game, as plain data. */
export interface Creation {
  readonly params: Params;
  readonly game: { readonly id: string; readonly options: BaseOptions };
}

/** How a refusal names a guest: `bot file ./mine.mjs`, `bot program "python3 x.py"`. */
export function whoIs(source: { readonly file: string } | { readonly cmd: string }): string {
  if ('cmd' in source) return `bot program "${source.cmd}"`;
  const path = relative(process.cwd(), source.file);
  return `bot file ${path.startsWith('..') || isAbsolute(path) ? source.file : `./${path}`}`;
}

/** A load failure in one line. */
export function refusal(who: string, failure: Failure, file?: string): string {
  switch (failure.kind) {
    case 'syntax': {
      const place = file === undefined ? undefined : syntaxErrorOf(file);
      return place
        ? `${who} has a syntax error at line ${place.line}, column ${place.column}: ${place.message}`
        : `${who} cannot be loaded: ${failure.message}`;
    }
    case 'load':
      return `${who} threw while loading: ${failure.message}`;
    case 'shape':
      return `${who} must export default a bot, ${SHAPE} (see docs/bots.md): ${failure.message}`;
    case 'await':
      return `${who} ${failure.message}: run it isolated (without --trust-bot-files)`;
    default:
      return `${who}: ${failure.message}`;
  }
}

/** Starts a bot file in its own thread, within `startMs`; with `create`, makes its bot too. */
export function startFile(source: { readonly file: string }, memoryMb: number, startMs: number, create?: Creation): Started {
  const who = whoIs(source);
  const line = openGuest({ file: source.file, memoryMb });
  const fail = (why: string): Started => {
    stopGuest(line, true);
    return { failed: why };
  };
  const reply = line.await(0, startMs);
  if ('late' in reply) return fail(`${who} did not load within ${startMs / 1000} s`);
  if ('dead' in reply) return fail(`${who} could not be loaded: it ${reply.dead}`);
  const { answer } = reply;
  if ('failed' in answer) return fail(refusal(who, answer.failed, source.file));
  if (!('ready' in answer)) return fail(`${who} did not start as a bot`);
  if (create) {
    const made = line.ask({ t: 'create', n: line.next(), params: { ...create.params }, game: create.game }, CREATE_MS);
    if ('late' in made) return fail(`${who}: create took longer than ${CREATE_MS / 1000} s`);
    if ('dead' in made) return fail(`${who}: create ${made.dead}`);
    if ('error' in made.answer) return fail(`${who}: ${made.answer.error}`);
  }
  return { line, info: answer.ready };
}

/** Starts a program and greets it; it says it is ready within `startMs`, or is refused. */
export function startProgram(source: { readonly cmd: string; readonly cwd: string }, hello: Hello, startMs: number): Started {
  const who = whoIs(source);
  const line = openGuest({ cmd: source.cmd, cwd: source.cwd, hello });
  const fail = (why: string): Started => {
    stopGuest(line, true);
    return { failed: why };
  };
  const reply = line.await(0, startMs);
  if ('late' in reply) return fail(`${who} gave no ready line within ${startMs / 1000} s`);
  if ('dead' in reply) return fail(`${who} cannot start: it ${reply.dead}`);
  const { answer } = reply;
  if ('failed' in answer) return fail(refusal(who, answer.failed));
  if (!('ready' in answer)) return fail(`${who} did not start as a bot`);
  return { line, info: answer.ready };
}
