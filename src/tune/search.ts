// The search's loop, apart from how a game is played: ask the searcher for a batch of
// points, have them evaluated, tell the values back in the order asked. Which deals an
// evaluation plays is its schedule's choice: `freshDeals` gives evaluation n the n-th
// block of the search's deal set, so no two evaluations share a deal and the model never
// rests on a few deals (the old schedule, where a point's k-th evaluation played block k
// for every point, let 1.6 million points be judged on the same 10 deals; it is kept as
// a test double in test/tune/schedule.test.ts).
import type { Point, Searcher } from './searcher.js';

/** Evaluations asked for at once: fixed, never from the number of workers, so the search
 * takes the same path on any. Enough to keep a few workers busy. */
const ASK = 8;

/** One evaluation: `games` games of `point` from game `first` of a deal set. */
interface Evaluation {
  readonly point: Point;
  readonly deals: 'search' | 'race';
  readonly first: number;
  readonly games: number;
}

/** Plays evaluations numbered from `n` (the order asked, across search and race) and gives
 * their values in order; undefined when stopped before all were whole. */
export type Evaluate = (evaluations: readonly Evaluation[], n: number) => Promise<number[] | undefined>;

/** The block evaluation `n` of `point` plays. */
export type Schedule = (n: number, point: Point) => number;

/** Evaluation n plays block n: every evaluation on deals of its own. */
export const freshDeals: Schedule = (n) => n;

/** Runs `evaluations` evaluations of `block` games; `onBatch` is told the number done
 * after each batch. Gives whether all were played (false when stopped). */
export async function runSearch(o: {
  readonly searcher: Searcher;
  readonly evaluations: number;
  readonly block: number;
  readonly evaluate: Evaluate;
  readonly schedule?: Schedule;
  readonly onBatch?: (done: number) => void;
}): Promise<boolean> {
  const schedule = o.schedule ?? freshDeals;
  let done = 0;
  while (done < o.evaluations) {
    const points = o.searcher.ask(Math.min(ASK, o.evaluations - done));
    const batch = points.map((point, i) => ({
      point,
      deals: 'search' as const,
      first: schedule(done + i, point) * o.block,
      games: o.block,
    }));
    const values = await o.evaluate(batch, done);
    if (!values) return false;
    o.searcher.tell(points, values);
    done += points.length;
    o.onBatch?.(done);
  }
  return true;
}
