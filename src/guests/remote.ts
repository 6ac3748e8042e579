// A guest in a thread or process of its own, played like any bot: startGame, act and
// endGame become messages, each decision a synchronous wait with the guest's time limit.
// A guest that overruns, runs out of memory or exits forfeits that game (BotFault) and
// is started anew before its next one.
import { type Bot, type BotContext, BotFault, type GameEnd } from '../core/bot.js';
import type { Action, AnyPlay } from '../core/game.js';
import { HANG_MS } from './flag.js';
import { stopGuest } from './keeper-link.js';
import type { Line } from './line.js';
import { viewOf } from './plain.js';
import { startNote } from './messages.js';

/** Starts the guest, ready to play: its line, or one line saying why it cannot. */
type Launch = () => { readonly line: Line } | { readonly failed: string };

/** The forfeit reason of a decision that did not come in time. */
function lateReason(budgetMs: number): string {
  return budgetMs === Infinity ? `gave no answer in ${HANG_MS / 1000} s` : `took longer than its budget of ${budgetMs} ms`;
}

export class GuestBot implements Bot {
  private line?: Line;
  /** The last game's budget, which an endGame gets too. */
  private budgetMs = Infinity;
  /** Why the guest could not be started again: each of its decisions forfeits with it. */
  private broken?: string;

  constructor(
    private readonly launch: Launch,
    private readonly game: AnyPlay,
  ) {}

  startGame(ctx: BotContext): void {
    // A guest closed with the run before (a table kept from an earlier run) starts anew.
    if (!this.line || this.line.closed) this.restart();
    this.budgetMs = ctx.budgetMs;
    this.line?.tell(startNote(ctx));
  }

  act(observation: unknown, legal: readonly Action[], ctx: BotContext): Action {
    if (!this.line) throw new BotFault(this.broken ?? 'was not started');
    const view = viewOf(this.game, observation);
    const limit = ctx.budgetMs === Infinity ? HANG_MS : ctx.budgetMs;
    const n = this.line.next();
    const reply = this.line.ask({ t: 'act', n, seat: ctx.seat, view, legal, budgetMs: ctx.budgetMs }, limit);
    if ('late' in reply) {
      this.drop(true);
      throw new BotFault(lateReason(ctx.budgetMs));
    }
    if ('dead' in reply) {
      this.drop(false);
      throw new BotFault(reply.dead);
    }
    const { answer } = reply;
    if ('action' in answer) return answer.action;
    if ('error' in answer) throw new Error(answer.error);
    if ('fault' in answer) throw new BotFault(answer.fault);
    throw new BotFault('answered out of turn');
  }

  endGame(result: GameEnd): void {
    if (!this.line) return;
    const { scores, wins, forfeit } = result;
    const end = { t: 'end', n: this.line.next(), scores, wins, ...(forfeit ? { forfeit } : {}) } as const;
    // Waited for: a guest that ends itself or hangs here is stopped now and started anew
    // with the next game, whatever the timing (the game's result stands).
    const reply = this.line.ask(end, this.budgetMs === Infinity ? HANG_MS : this.budgetMs);
    if ('late' in reply) this.drop(true);
    else if ('dead' in reply) this.drop(false);
  }

  /** The game was dropped under way: the guest, in the middle of it, is stopped at once. */
  abandonGame(): void {
    this.drop(true);
  }

  /** Stops the guest: the next game starts a new one. */
  stop(): void {
    this.drop(false);
  }

  private drop(hard: boolean): void {
    if (this.line) stopGuest(this.line, hard);
    this.line = undefined;
  }

  private restart(): void {
    this.drop(true);
    const started = this.launch();
    if ('line' in started) {
      this.line = started.line;
      this.broken = undefined;
    } else {
      this.broken = started.failed;
    }
  }
}
