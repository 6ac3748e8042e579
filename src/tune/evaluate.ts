// Evaluations played on one runner that lives for the whole tune: each is one batch task
// (a block of games of the point's plan), sent straight to the runner, its win share read
// from the rows it returns. No pool is started, no merger made and no digest taken per
// evaluation, so many small evaluations cost little more than their games.
import { type BatchResult, type BatchTask, rowWidth } from '../sim/batch.js';
import { inThreadPlayer } from '../sim/in-thread.js';
import type { Plan } from '../sim/plan.js';
import { batchTasks } from '../sim/run.js';
import type { BatchRunner } from '../sim/runner.js';
import type { StopFlag } from '../sim/stop-flag.js';

/** Games [first, first + games) of a point's plan, as one task. Plans of one deal set
 * deal the same cards to game i whatever the bot, so points given the same range are
 * compared on the same luck. */
export function rangeTask(plan: Plan, first: number, games: number): BatchTask {
  return batchTasks({ ...plan, first, games }, first + games, false).at(0);
}

/** The tuned bot's (entrant 0's) mean win share over a batch's games. */
function winShare(result: BatchResult, players: number): number {
  const width = rowWidth(players);
  let sum = 0;
  for (let k = 0; k < result.count; k++) sum += result.rows[k * width + players];
  return sum / result.count;
}

export class Evaluations {
  private readonly here = inThreadPlayer();

  /** `runner`: where batches are played (none: this thread); `stop`: raised to end the
   * tune after the games under way. */
  constructor(
    private readonly runner: BatchRunner | undefined,
    private readonly stop: StopFlag,
  ) {}

  /** Plays every task whose value is not `known`, at most the runner's window at once,
   * telling `onValue` each as it comes, and gives the win shares in the order of the
   * tasks; undefined when the tune was stopped (or its queue lost)
   * before all of them were whole, as a part-played block would be a biased value. */
  async play(
    tasks: readonly BatchTask[],
    known: readonly (number | undefined)[] = [],
    onValue?: (i: number, value: number) => void,
  ): Promise<number[] | undefined> {
    const values: number[] = new Array<number>(tasks.length);
    // Values already known (a resumed tune's log) are not played again.
    const todo = tasks
      .map((_, i) => i)
      .filter((i) => {
        if (known[i] === undefined) return true;
        values[i] = known[i];
        return false;
      });
    const window = this.runner?.window ?? 1;
    let next = 0;
    let whole = true;
    const worker = async () => {
      while (next < todo.length && whole) {
        const i = todo[next++];
        const task = { ...tasks[i], stop: this.stop };
        let result: BatchResult;
        try {
          result = await (this.runner ? this.runner.run(task) : this.here.play(task));
        } catch (error) {
          if (this.runner?.broken) return void (whole = false);
          throw error;
        }
        if (result.count < task.count) whole = false;
        else {
          values[i] = winShare(result, task.plan.entrants.length);
          onValue?.(i, values[i]);
        }
        // Read: a queue may forget the batch and its result.
        this.runner?.merged?.(task);
      }
    };
    await Promise.all(Array.from({ length: Math.min(window, todo.length) }, worker));
    return whole ? values : undefined;
  }
}
