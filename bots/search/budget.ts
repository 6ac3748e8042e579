// How long a search bot searches per decision: a number of simulations (reproducible; a
// run's --iterations wins over the bot's own), or, with `ms`, as many as fit in the time.
import type { BotContext } from '../../src/core/bot.js';
import type { SearchSettings } from './settings.js';

export class Budget {
  private limit = 0;
  private deadline = Infinity;
  private done = 0;

  constructor(private readonly settings: SearchSettings) {}

  start(ctx: BotContext): void {
    this.done = 0;
    const timed = this.settings.ms > 0;
    this.limit = timed ? Infinity : Number.isFinite(ctx.iterations) ? ctx.iterations : this.settings.iterations;
    this.deadline = timed ? performance.now() + this.settings.ms : Infinity;
  }

  /** Whether another simulation fits; counts it. The first always does. */
  more(): boolean {
    if (this.done > 0 && (this.done >= this.limit || (this.deadline !== Infinity && performance.now() >= this.deadline))) {
      return false;
    }
    this.done++;
    return true;
  }

  get spent(): number {
    return this.done;
  }
}
