// A bot file's bot, served in the realm it was loaded in (its host's process, or tafel's
// when trusted): its contexts, made there from the seeds the match loop gives, and the
// calls of its hooks. Both realms serve it alike, so a trusted file and a sandboxed
// one play the same games from the same seeds.
import type { GameEnd } from '../core/bot.js';
import type { Action } from '../core/game.js';
import { type SeededRng, hashedRng } from '../core/rng.js';
import type { LoadedBot } from './bot-shape.js';
import type { CreateRequest, StartNote } from './messages.js';
import { firstLine } from './messages.js';

/** What a bot file's `create` returns. */
interface FileBot {
  startGame?(ctx: unknown): void;
  act(view: unknown, legal: readonly Action[], ctx: unknown): Action;
  endGame?(result: GameEnd): void;
}

/** The context a bot file's bot gets: plain fields and its own generator. */
interface FileContext {
  readonly seat: number;
  readonly players: number;
  readonly rng: SeededRng;
  readonly budgetMs: number;
  readonly iterations: number;
}

export class BotHost {
  private bot?: FileBot;
  private readonly contexts: FileContext[] = [];
  /** A throw in startGame, answered at the seat's next decision (the match loop does not
   * expect startGame to fail). */
  private failed?: string;

  constructor(private readonly loaded: LoadedBot) {}

  /** Runs `create`: why it failed in one line, or undefined. */
  create(request: Pick<CreateRequest, 'params' | 'game'>): string | undefined {
    let made: unknown;
    try {
      made = this.loaded.create(request.params, request.game);
    } catch (e) {
      return `create threw: ${firstLine(e)}`;
    }
    const bot = made as Partial<FileBot> | null;
    if (!bot || typeof bot !== 'object' || typeof bot.act !== 'function') {
      return 'create must return a bot: { startGame?(ctx), act(view, legal, ctx), endGame?(result) }';
    }
    this.bot = bot as FileBot;
    return undefined;
  }

  start(note: Omit<StartNote, 't'>): void {
    // A new context and generator each game: nothing of an earlier game (or of a bot that
    // reseeded or replaced them) reaches this one.
    const ctx: FileContext = {
      seat: note.seat,
      players: note.players,
      rng: hashedRng(note.seed),
      budgetMs: note.budgetMs,
      iterations: note.iterations,
    };
    this.contexts[note.seat] = ctx;
    this.failed = undefined;
    try {
      this.bot!.startGame?.(ctx);
    } catch (e) {
      this.failed = e instanceof Error ? e.message : String(e);
    }
  }

  /** The bot's answer; throws what the bot threw (an Error with its message). */
  act(seat: number, view: unknown, legal: readonly Action[]): Action {
    if (this.failed !== undefined) throw new Error(this.failed);
    return this.bot!.act(view, legal, this.contexts[seat]);
  }

  end(result: GameEnd): void {
    try {
      this.bot!.endGame?.(result);
    } catch {
      // The game is over; a failing endGame changes nothing of it.
    }
  }
}
