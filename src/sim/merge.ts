// Folds batch results into the run's statistics strictly in plan order, so the summary
// and its digest are the same for any number of workers and any batch size.
import { createHash, type Hash } from 'node:crypto';
import type { BaseOptions } from '../core/game.js';
import { type EntrantSummary, Tally } from '../stats/tally.js';
import { type BatchResult, CAPPED, type ForfeitNote, rowWidth } from './batch.js';
import type { Plan } from './plan.js';

export interface RunSummary {
  readonly game: string;
  readonly games: number;
  readonly seed: number;
  readonly options: BaseOptions;
  /** SHA-256 over every game's result in plan order: equal digests, equal runs. */
  readonly digest: string;
  readonly capped: number;
  readonly entrants: readonly EntrantSummary[];
  /** The first forfeits, with their reasons (all are counted per entrant). */
  readonly forfeits: readonly ForfeitNote[];
  /** False when the run was stopped before all its games were played. */
  readonly complete: boolean;
}

const KEPT_FORFEITS = 20;

export class Merger {
  private readonly tallies: Tally[];
  private readonly hash: Hash = createHash('sha256');
  private readonly forfeits: ForfeitNote[] = [];
  private capped = 0;
  played = 0;
  private readonly first: number;

  constructor(private readonly plan: Plan) {
    this.tallies = plan.entrants.map(() => new Tally());
    this.first = plan.first ?? 0;
  }

  add(batch: BatchResult): void {
    const expected = this.first + this.played;
    if (batch.start !== expected) throw new Error(`batch at ${batch.start} merged out of order (expected ${expected})`);
    const n = this.plan.entrants.length;
    const width = rowWidth(n);
    const { rows } = batch;
    this.hash.update(new Uint8Array(rows.buffer, rows.byteOffset, rows.byteLength));
    for (let k = 0; k < batch.count; k++) {
      const row = k * width;
      for (let e = 0; e < n; e++) this.tallies[e].add(rows[row + e], rows[row + n + e]);
      if (rows[row + 2 * n] & CAPPED) this.capped++;
    }
    for (const f of batch.forfeits) {
      this.tallies[f.entrant].forfeits++;
      if (this.forfeits.length < KEPT_FORFEITS) this.forfeits.push(f);
    }
    this.played += batch.count;
  }

  summary(): RunSummary {
    const { plan } = this;
    return {
      game: plan.game,
      games: this.played,
      seed: plan.seed,
      options: plan.options,
      digest: this.hash.copy().digest('hex'),
      capped: this.capped,
      entrants: this.tallies.map((t, e) => t.summary(plan.entrants[e])),
      forfeits: this.forfeits,
      complete: this.played === plan.games,
    };
  }
}
