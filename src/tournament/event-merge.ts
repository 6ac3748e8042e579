// Folds the tables of one event into its standings: head to head for every two entrants
// and ratings game by game; per entrant the games, wins and scores over every table it
// sat at, from the tables' own tallies. Fed
// batch by batch in the schedule's order, so the result is the same for any worker count.
import { findGame } from '../games/registry.js';
import { type HeadToHeadPair, HeadToHead } from '../stats/head-to-head.js';
import { holm } from '../stats/holm.js';
import { type Rating, Ratings } from '../stats/ratings.js';
import { type EntrantSummary, Tally } from '../stats/tally.js';
import type { BatchResult } from '../sim/batch.js';
import { dealSize } from '../sim/plan.js';
import type { Merger } from '../sim/merge.js';
import type { TournamentEvent } from './event.js';
import { SprtTally } from './sprt.js';
import { GauntletTally } from './gauntlet.js';

export interface Standing extends EntrantSummary {
  readonly label: string;
  readonly rating: Rating;
  /** The score histogram: [score, games] pairs, sorted. */
  readonly scores: readonly (readonly [number, number])[];
}

export interface Comparison extends HeadToHeadPair {
  /** Holm-adjusted over every pair of the event. */
  readonly pHolm: number;
  /** a finished ahead of b more often, told apart at the event's level. */
  readonly decided: boolean;
}

/** A forfeit of the event: its table and game, the event's entrant, and the seat,
 * decision and reason of the game's ForfeitNote. */
export interface ForfeitLine {
  readonly table: number;
  readonly index: number;
  readonly entrant: number;
  readonly seat: number;
  readonly decision: number;
  readonly reason: string;
}

/** Forfeits listed in full up to this many (all are counted). */
const LISTED_FORFEITS = 1000;

export class EventMerger {
  readonly headToHead: HeadToHead;
  readonly ratings: Ratings;
  readonly forfeits: ForfeitLine[] = [];
  forfeitCount = 0;
  games = 0;
  /** An sprt event's count of the first entrant's results against the second. */
  readonly sprt?: SprtTally;
  /** A gauntlet's figures, deals pooled over its tables (which share them). */
  readonly gauntlet?: GauntletTally;
  private readonly teams: number;
  /** Per table: the sides' placings of the deal under way (duplicate). */
  private readonly pending: Float64Array[];
  private readonly pendingGames: number[];

  constructor(private readonly event: TournamentEvent) {
    const k = event.entrants.length;
    this.headToHead = new HeadToHead(k);
    this.ratings = new Ratings(
      k,
      event.tables.map((t) => ({
        members: t.members,
        unitGames: t.plan.seating === 'duplicate' ? t.plan.entrants.length : 1,
      })),
      // A gauntlet's tables share their deals: a deal is one unit over all of them.
      event.format === 'gauntlet',
    );
    this.teams = findGame(event.game).teams ?? 0;
    this.pending = event.tables.map((t) => new Float64Array(t.plan.entrants.length * t.members.length));
    this.pendingGames = event.tables.map(() => 0);
    if (event.stop.rule === 'sprt') this.sprt = new SprtTally(event.tables[0].plan.seating === 'duplicate');
    if (event.format === 'gauntlet') this.gauntlet = new GauntletTally(event);
  }

  add(table: number, batch: BatchResult): void {
    this.gauntlet?.add(table, batch);
    const { plan, members } = this.event.tables[table];
    const n = plan.entrants.length;
    const sides = members.length;
    const duplicate = plan.seating === 'duplicate';
    const deal = dealSize(plan);
    const { places } = batch;
    const placed = new Array<number>(sides);
    for (let k = 0; k < batch.count; k++) {
      // Side s is plan entrant s: a seat, or in a team game team s's first member.
      for (let s = 0; s < sides; s++) placed[s] = places[k * n + s];
      if (duplicate) this.addToDeal(table, placed, deal);
      else {
        for (let a = 0; a < sides; a++) {
          for (let b = a + 1; b < sides; b++) this.addPair(members, a, b, ahead(placed[a], placed[b]), 1);
        }
      }
      this.ratings.add(table, batch.start + k, placed);
    }
    for (const f of batch.forfeits) {
      this.forfeitCount++;
      const side = this.teams ? f.entrant % this.teams : f.entrant;
      if (this.forfeits.length < LISTED_FORFEITS) {
        this.forfeits.push({
          table,
          index: f.index,
          entrant: members[side],
          seat: f.seat,
          decision: f.decision,
          reason: f.reason,
        });
      }
    }
    this.games += batch.count;
  }

  /** Duplicate: a deal is one unit, once all its n games (its distinct rotations) are in. */
  private addToDeal(table: number, placed: readonly number[], n: number): void {
    const { members } = this.event.tables[table];
    const sides = members.length;
    const buffer = this.pending[table];
    const g = this.pendingGames[table]++;
    for (let s = 0; s < sides; s++) buffer[g * sides + s] = placed[s];
    if (g + 1 < n) return;
    for (let a = 0; a < sides; a++) {
      for (let b = a + 1; b < sides; b++) {
        let sum = 0;
        for (let i = 0; i < n; i++) sum += ahead(buffer[i * sides + a], buffer[i * sides + b]);
        this.addPair(members, a, b, sum / n, n);
      }
    }
    this.pendingGames[table] = 0;
  }

  private addPair(members: readonly number[], a: number, b: number, share: number, games: number): void {
    const [x, y] = [members[a], members[b]];
    // An sprt event has two entrants at one table, seated in the file's order: x is the
    // first, and this is its share.
    this.sprt?.add(share, games);
    if (x < y) this.headToHead.add(x, y, share, games);
    else this.headToHead.add(y, x, 1 - share, games);
  }

  /** Every pair, Holm-corrected, told apart at `alpha`; in a gauntlet every challenger
   * and opponent, a deal one unit over all their tables. */
  comparisons(alpha: number): Comparison[] {
    const pairs = (this.gauntlet?.headToHead() ?? this.headToHead).pairs();
    const adjusted = holm(pairs.map((p) => p.p));
    return pairs.map((p, i) => ({ ...p, pHolm: adjusted[i], decided: adjusted[i] < alpha }));
  }

  /** Row a, column b: a's share of finishing ahead of b, and the games it rests on. */
  matrix(): { ahead: (number | null)[][]; games: number[][] } {
    const k = this.event.entrants.length;
    const ahead: (number | null)[][] = [];
    const games: number[][] = [];
    for (let a = 0; a < k; a++) {
      ahead.push([]);
      games.push([]);
      for (let b = 0; b < k; b++) {
        const pair = a === b ? undefined : this.headToHead.pair(a, b);
        ahead[a].push(pair && pair.units ? pair.ahead : null);
        games[a].push(pair ? pair.games : 0);
      }
    }
    return { ahead, games };
  }

  /** Each entrant's games, wins and scores: its sides' tallies over every table, which
   * the tables' mergers keep already (so the event adds nothing per game for them). */
  standings(tables: readonly Merger[]): Standing[] {
    const tallies = this.event.entrants.map(() => new Tally());
    tables.forEach((m, t) => m.sideTallies().forEach((tally, s) => tallies[this.event.tables[t].members[s]].absorb(tally)));
    const ratings = this.ratings.summary();
    // A gauntlet's tables share their deals: its intervals count them once over all.
    const pooled = this.gauntlet?.standingIntervals();
    return this.event.entrants.map((e, i) => ({
      label: e.label,
      ...tallies[i].summary(e.bot),
      ...(pooled ? pooled[i] : {}),
      rating: ratings[i],
      scores: tallies[i].scores.entries(),
    }));
  }
}

/** a's share of finishing ahead of b in one game: places, 1 is first. */
function ahead(a: number, b: number): number {
  return a < b ? 1 : a > b ? 0 : 0.5;
}
