// A gauntlet's own figures: each challenger against each opponent, and overall. Every table
// of a gauntlet deals from one deal set, so deal k of one table shares its cards and dice
// with deal k of every other: wherever games of one deal are pooled (a challenger over all
// its tables, a pair that meets at several tables of more than two seats), they are one
// cluster, and every interval counts deals (DealClusters), not tables' deals apart.
import { findGame } from '../games/registry.js';
import type { BatchResult } from '../sim/batch.js';
import { forfeitingSides } from '../sim/merge.js';
import { dealSize } from '../sim/plan.js';
import { DealClusters } from '../stats/deal-clusters.js';
import { HeadToHead } from '../stats/head-to-head.js';
import { holm } from '../stats/holm.js';
import { type Interval, Z95, clusteredWilson } from '../stats/intervals.js';
import type { TournamentEvent } from './event.js';

/** One challenger against one opponent, over every table both sat at. */
interface GauntletRow {
  readonly opponent: string;
  /** Games both played, and the deals they came in. */
  readonly games: number;
  readonly deals: number;
  /** How often the challenger finished ahead of the opponent (a shared place counts half),
   * with its 95% interval. */
  readonly ahead: number;
  readonly aheadCI: Interval;
  /** Holm-adjusted over every pair of the gauntlet, and whether it tells them apart. */
  readonly pHolm: number;
  readonly decided: boolean;
  /** The challenger's mean score minus the opponent's in the same games, with its 95%
   * interval (null in JSON where no game was scored). */
  readonly scoreDiff: number;
  readonly scoreDiffCI: Interval;
}

export interface GauntletChallenger {
  readonly label: string;
  readonly games: number;
  readonly deals: number;
  readonly winRate: number;
  readonly winRateCI: Interval;
  readonly meanScore: number;
  readonly meanScoreCI: Interval;
  /** Against all opponents at once: the share of its pairings it finished ahead in. */
  readonly ahead: number;
  readonly aheadCI: Interval;
  readonly opponents: readonly GauntletRow[];
}

export interface GauntletSummary {
  /** The deal set every table played. */
  readonly deals: string;
  /** The level each comparison was decided at, after Holm's correction. */
  readonly alpha: number;
  readonly challengers: readonly GauntletChallenger[];
}

/** An entrant's figures by deal over every table it sat at. */
interface Side {
  readonly win: DealClusters;
  readonly score: DealClusters;
}

const side = (): Side => ({ win: new DealClusters(), score: new DealClusters() });

/** A challenger's pairing with an opponent, by deal. */
interface Pairing {
  readonly ahead: DealClusters;
  readonly scoreDiff: DealClusters;
}

export class GauntletTally {
  private readonly sides: Side[];
  /** By challenger, then by entrant (undefined for challengers, who do not meet). */
  private readonly pairings: (Pairing | undefined)[][];
  private readonly overall: DealClusters[];
  private readonly teams: number;

  constructor(private readonly event: TournamentEvent) {
    const k = event.entrants.length;
    this.sides = event.entrants.map(side);
    this.pairings = event.entrants.map((c) =>
      event.entrants.map((o) =>
        c.challenger && !o.challenger ? { ahead: new DealClusters(), scoreDiff: new DealClusters() } : undefined,
      ),
    );
    this.overall = Array.from({ length: k }, () => new DealClusters());
    this.teams = findGame(event.game).teams ?? 0;
  }

  /** A batch of table `table`'s games, in the table's order. */
  add(table: number, batch: BatchResult): void {
    const { plan, members } = this.event.tables[table];
    const n = plan.entrants.length;
    const width = 2 * n + 1;
    const perDeal = dealSize(plan);
    const out = forfeitingSides(batch, this.teams);
    for (let g = 0; g < batch.count; g++) {
      const deal = Math.floor((batch.start + g) / perDeal);
      const row = g * width;
      // Side s is plan entrant s: a seat, or in a team game its team's first member.
      for (let s = 0; s < members.length; s++) {
        const e = members[s];
        this.sides[e].win.add(deal, batch.rows[row + n + s]);
        if (out[g] !== s) this.sides[e].score.add(deal, batch.rows[row + s]);
        for (let t = 0; t < members.length; t++) {
          const pairing = this.pairings[e][members[t]];
          if (!pairing) continue;
          const [pc, po] = [batch.places[g * n + s], batch.places[g * n + t]];
          const share = pc < po ? 1 : pc > po ? 0 : 0.5;
          pairing.ahead.add(deal, share);
          this.overall[e].add(deal, share);
          if (out[g] !== s && out[g] !== t) pairing.scoreDiff.add(deal, batch.rows[row + s] - batch.rows[row + t]);
        }
      }
    }
  }

  /** Each entrant's win rate and mean score intervals over all its tables, deals as
   * clusters: what the event's standings show for a gauntlet. */
  standingIntervals(): { winRateCI: Interval; meanScoreCI: Interval; deals: number }[] {
    return this.sides.map(({ win, score }) => ({
      winRateCI: clusteredWilson(win.sum, win.count, win.deals, win.varianceOfMean()),
      meanScoreCI: score.interval(),
      deals: win.deals,
    }));
  }

  /** Every challenger-opponent pair as head to head counts it, a deal one unit. */
  headToHead(): HeadToHead {
    const h = new HeadToHead(this.event.entrants.length);
    this.pairings.forEach((row, c) =>
      row.forEach((pairing, o) =>
        pairing?.ahead.forEachDeal((sum, size) => (c < o ? h.add(c, o, sum / size, size) : h.add(o, c, 1 - sum / size, size))),
      ),
    );
    return h;
  }

  summary(alpha: number): GauntletSummary {
    const labels = this.event.entrants.map((e) => e.label);
    const pairs = this.headToHead();
    const listed = this.pairings.flatMap((row, c) => row.flatMap((p, o) => (p ? [{ c, o }] : [])));
    const adjusted = holm(listed.map(({ c, o }) => pairs.pair(c, o).p));
    const rowOf = (c: number, o: number, pHolm: number): GauntletRow => {
      const pair = pairs.pair(c, o);
      const diff = this.pairings[c][o]!.scoreDiff;
      return {
        opponent: labels[o],
        games: pair.games,
        deals: pair.units,
        ahead: pair.ahead,
        aheadCI: [Math.max(0, pair.ahead - pair.halfWidth), Math.min(1, pair.ahead + pair.halfWidth)],
        pHolm,
        decided: pHolm < alpha,
        scoreDiff: diff.mean,
        scoreDiffCI: diff.interval(),
      };
    };
    const challengers = this.event.entrants.flatMap((e, c): GauntletChallenger[] => {
      if (!e.challenger) return [];
      const { win, score } = this.sides[c];
      const all = this.overall[c];
      const half = Z95 * Math.sqrt(all.varianceOfMean());
      const opponents = listed.flatMap((l, i) => (l.c === c ? [rowOf(c, l.o, adjusted[i])] : []));
      return [
        {
          label: e.label,
          games: win.count,
          deals: win.deals,
          winRate: win.mean,
          winRateCI: clusteredWilson(win.sum, win.count, win.deals, win.varianceOfMean()),
          meanScore: score.mean,
          meanScoreCI: score.interval(),
          ahead: all.mean,
          aheadCI: [Math.max(0, all.mean - half), Math.min(1, all.mean + half)],
          opponents,
        },
      ];
    });
    return { deals: this.event.tables[0].plan.deals, alpha, challengers };
  }
}
