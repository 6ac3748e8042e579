// A bot file in tafel's own realm (--trust-bot-files): loaded with require, as fast as
// a built-in bot, and served like a sandboxed one (the game's view in, the answer out),
// so it plays the same games. It is not protected from: it can reach anything.
import { createRequire } from 'node:module';
import type { Bot, BotContext, GameEnd } from '../core/bot.js';
import type { Action, AnyPlay } from '../core/game.js';
import { type LoadedBot, readBotFile } from './bot-shape.js';
import { BotHost } from './host.js';
import { type Failure, firstLine, startNote } from './messages.js';
import { viewOf } from './plain.js';

const load = createRequire(import.meta.url);

/** The file's bot definition, or why it cannot be loaded. */
export function loadTrusted(file: string): { readonly loaded: LoadedBot } | { readonly failed: Failure } {
  let module: unknown;
  try {
    module = load(file);
  } catch (e) {
    const err = e as { name?: string; code?: string };
    if (err.code === 'ERR_REQUIRE_ASYNC_MODULE') {
      return { failed: { kind: 'await', message: 'uses top-level await, which only a bot file in its own process may' } };
    }
    return { failed: { kind: err.name === 'SyntaxError' ? 'syntax' : 'load', message: firstLine(e) } };
  }
  try {
    return { loaded: readBotFile(module) };
  } catch (e) {
    return { failed: { kind: 'shape', message: firstLine(e) } };
  }
}

export class TrustedBot implements Bot {
  constructor(
    private readonly host: BotHost,
    private readonly game: AnyPlay,
  ) {}

  startGame(ctx: BotContext): void {
    this.host.start(startNote(ctx));
  }

  act(observation: unknown, legal: readonly Action[], ctx: BotContext): Action {
    return this.host.act(ctx.seat, viewOf(this.game, observation), legal);
  }

  endGame(result: GameEnd): void {
    this.host.end(result);
  }
}
