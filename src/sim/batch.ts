// A batch of consecutive games of a plan, played in one thread. Pure: the same task
// gives the same bytes wherever it runs, which is what makes worker count irrelevant.
import type { Bot } from '../core/bot.js';
import type { AnyPlay } from '../core/game.js';
import { GameHalted, playGame, seatContexts } from '../core/match.js';
import { findPlay } from '../games/play-registry.js';
import { limitsOf } from '../../bots/guest-bots.js';
import { resolveEntrant } from '../../bots/registry.js';
import { type Plan, dealSize, seatingOf, seedsOf } from './plan.js';
import { botSeedKey } from '../core/seeds.js';
import { placeSeats } from './places.js';
import { toRecord } from './record.js';
import { isStopped, type StopFlag } from './stop-flag.js';

export interface BatchTask {
  readonly plan: Plan;
  readonly start: number;
  readonly count: number;
  readonly keepRecords: boolean;
  /** URLs of the modules that register the plan's game, for a game added with
   * registerGame: a worker thread imports them before it plays (worker.ts). Absent for
   * tafel's own games, which every thread knows. */
  readonly modules?: readonly string[];
  /** Raised when the run is stopped: the batch ends after the game under way (a queue
   * does not carry it). */
  readonly stop?: StopFlag;
}

/** The flag of a game in its row: it hit the decision cap (G-3). */
export const CAPPED = 1;

/** A forfeited game: who (the entrant, and the seat it held), when (the decision, 1 for
 * the game's first, as replay counts them) and why. */
export interface ForfeitNote {
  readonly index: number;
  readonly entrant: number;
  readonly seat: number;
  readonly decision: number;
  readonly reason: string;
}

export interface BatchResult {
  readonly start: number;
  readonly count: number;
  /** One row per game, by entrant: n scores, n win shares, then the flags. Forfeits
   * travel in `forfeits`, in game order, with their reasons: a forfeiting side's score
   * stays in its row (the digest is over the rows) and the merger leaves it out. */
  readonly rows: Float64Array;
  /** Each game's placings by entrant (1 is first; see places.ts), n per game. Kept
   * beside the rows, so the digest over the rows stays what `play` has always given. */
  readonly places: Float64Array;
  readonly forfeits: ForfeitNote[];
  /** A game with figures: per game, by entrant, its counts (game.figures.counts.length
   * each). */
  readonly counts?: Float64Array;
  /** Each game's record as a JSON line, when asked for. */
  readonly records?: string[];
}

export function rowWidth(players: number): number {
  return 2 * players + 1;
}

export interface Table {
  readonly game: AnyPlay;
  readonly bots: readonly Bot[];
  readonly labels: readonly string[];
  /** The bots of rotation `turn` of a duplicate deal: the same as `bots` but for the
   * bots from outside tafel, each of which plays every rotation with a process of its
   * own. A process that has played one rotation of a deal has seen its cards and dice,
   * and must never play another rotation of it (docs/security.md). */
  botsOf(turn: number): readonly Bot[];
}

// A worker plays many batches of the same plan, and replay many records of one run:
// build their bots once.
const tables = new Map<string, Table>();

export function tableFor(plan: Pick<Plan, 'game' | 'entrants' | 'options' | 'guests'>): Table {
  const { guests } = plan;
  const key = `${plan.game}|${plan.entrants.join('|')}${guests ? `|${JSON.stringify(guests)}|${JSON.stringify(plan.options)}` : ''}`;
  let table = tables.get(key);
  if (!table) {
    const game = findPlay(plan.game);
    const limits = limitsOf(guests);
    const resolved = plan.entrants.map((label, e) =>
      resolveEntrant(plan.game, label, guests?.sources[e], { limits, options: plan.options }),
    );
    const bots = resolved.map((r) => r.definition.create(r.params, game));
    const turns: (readonly Bot[])[] = [bots];
    table = {
      game,
      bots,
      labels: resolved.map((r) => r.label),
      botsOf(turn) {
        if (!guests) return bots;
        turns[turn] ??= resolved.map((r, e) => (guests.sources[e] ? r.definition.create(r.params, game) : bots[e]));
        return turns[turn];
      },
    };
    if (tables.size > 64) tables.clear();
    tables.set(key, table);
  }
  return table;
}

/** Plays a batch's games in this thread. Long: the rows, placings, forfeits, figures and
 * records of its games are filled in one loop into arrays made once for the batch, which
 * its steps would otherwise hand each other game by game. */
export function runBatch(task: BatchTask): BatchResult {
  const { plan, start, count, keepRecords } = task;
  const table = tableFor(plan);
  const { game, labels } = table;
  const n = plan.entrants.length;
  const width = rowWidth(n);
  const rows = new Float64Array(count * width);
  const kinds = game.figures?.counts.length ?? 0;
  const counts = kinds ? new Float64Array(count * n * kinds) : undefined;
  const places = new Float64Array(count * n);
  const teams = game.teams ?? 0;
  const forfeits: ForfeitNote[] = [];
  const records: string[] | undefined = keepRecords ? [] : undefined;
  const seated: Bot[] = new Array<Bot>(n);
  const seedOf = seedsOf(plan);
  const contexts = seatContexts(n, plan.budgetMs, plan.iterations, botSeedKey(plan.key));
  const rotations = Array.from({ length: n }, (_, turn) => seatingOf(n, turn));
  // A duplicate deal turns through its distinct rotations only (dealSize); else all n.
  const turns = dealSize(plan);
  // A stop is looked for before every decision, so that a long game is dropped at once.
  const { stop } = task;
  const halt = stop ? () => isStopped(stop) : undefined;
  let finished = count;
  for (let k = 0; k < count; k++) {
    if (isStopped(task.stop)) {
      finished = k;
      break;
    }
    const index = start + k;
    const seats = plan.seating === 'permute' ? seatingOf(n, index, 'permute', game.teams) : rotations[index % turns];
    const bots = plan.seating === 'duplicate' ? table.botsOf(index % turns) : table.bots;
    for (let s = 0; s < n; s++) seated[s] = bots[seats[s]];
    const seed = seedOf(index);
    let played;
    try {
      played = playGame({
        game,
        options: plan.options,
        bots: seated,
        seed,
        keepActions: keepRecords,
        budgetMs: plan.budgetMs,
        iterations: plan.iterations,
        contexts,
        halt,
      });
    } catch (e) {
      if (!(e instanceof GameHalted)) throw e;
      // Stopped under way: the games before it stand, it is played again on --resume.
      finished = k;
      break;
    }
    const row = k * width;
    for (let s = 0; s < n; s++) {
      const e = seats[s];
      // + 0 turns a -0 into 0: JSON (records) cannot tell them apart, and a run resumed
      // from its records must hash the same bytes.
      rows[row + e] = played.scores[s] + 0;
      rows[row + n + e] = played.wins[s] + 0;
    }
    rows[row + 2 * n] = played.capped ? CAPPED : 0;
    if (counts && played.counts) {
      for (let s = 0; s < n; s++) {
        const at = (k * n + seats[s]) * kinds;
        for (let c = 0; c < kinds; c++) counts[at + c] = played.counts[s * kinds + c];
      }
    }
    placeSeats(played.standing, played.forfeit ? played.forfeit.seat : -1, teams, places, k * n, seats);
    if (played.forfeit) {
      const { seat, reason } = played.forfeit;
      forfeits.push({ index, entrant: seats[seat], seat, decision: played.decisions + 1, reason });
    }
    if (records) {
      const lineup = seats.map((e) => labels[e]);
      records.push(JSON.stringify(toRecord(plan, index, seed, seats, lineup, played)));
    }
  }
  // A stopped batch hands back the games it finished: views of its arrays, not copies.
  const cut = (a: Float64Array, per: number) => (finished === count ? a : a.subarray(0, finished * per));
  const result: { -readonly [K in keyof BatchResult]: BatchResult[K] } = {
    start,
    count: finished,
    rows: cut(rows, width),
    places: cut(places, n),
    forfeits,
  };
  if (counts) result.counts = cut(counts, n * kinds);
  if (records) result.records = records;
  return result;
}
