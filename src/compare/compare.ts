// `tafel compare`'s result: two runs on the same deals, one entrant's games paired deal by
// deal and rotation by rotation, its score and win-rate differences (B − A) with paired
// intervals, and a verdict. Both differences are tested, Holm-corrected over the two, so
// the chance of a false "better" stays at 5%; where a lower score is better (Gesjaakt,
// Fatima) a negative score difference is a gain.
import { UsageError } from '../core/errors.js';
import { findGame } from '../games/registry.js';
import type { EntrantSource } from '../sim/merge.js';
import type { Seating } from '../sim/plan.js';
import { holm } from '../stats/holm.js';
import { type Paired, type PairedDifference, pairGames } from './paired.js';
import { readResults } from './results.js';
import { type Swings, swingsOf } from './swings.js';
import type { RunSide } from './run-side.js';
import { checkTerms, chosenPosition, entrantsOf } from './terms.js';

/** The level a difference is told apart at, after Holm's correction over the two. */
const ALPHA = 0.05;

interface RunFacts {
  /** The run as named on the command line. */
  readonly run: string;
  /** A tournament's table: its event and number. */
  readonly table?: string;
  readonly entrant: string;
  readonly source: EntrantSource | null;
  /** Games the run played (the paired ones are fewer where the other run played fewer). */
  readonly games: number;
  readonly digest: string;
}

/** Which run's entrant a figure favours: A, B, or neither (not told apart). */
type Side = 'A' | 'B' | null;

interface Verdict {
  /** B, A, neither (no difference told apart) or mixed (one figure each way). */
  readonly better: 'A' | 'B' | 'neither' | 'mixed';
  readonly score: Side;
  readonly wins: Side;
  /** Holm-adjusted p-values of the two differences. */
  readonly pHolm: { readonly score: number; readonly wins: number };
}

export interface RunComparison {
  /** `compare/1` (see src/cli/schema-id.ts). */
  readonly schema: string;
  readonly game: string;
  /** Lower scores are better in this game: a negative score difference favours B. */
  readonly lowerIsBetter: boolean;
  readonly players: number;
  readonly seed: number;
  readonly deals: string;
  readonly seating: Seating;
  /** The compared entrant's position in the lineup, from 1. */
  readonly position: number;
  readonly a: RunFacts;
  readonly b: RunFacts;
  /** Other positions whose bots differ too (with --bot): they are not what is compared. */
  readonly alsoDiffer: readonly { readonly position: number; readonly a: string; readonly b: string }[];
  readonly pairedDeals: number;
  readonly pairedGames: Paired['games'];
  readonly score: PairedDifference;
  readonly wins: PairedDifference;
  readonly verdict: Verdict;
  /** The deals where the entrant's score moved most, each way (report.html links them). */
  readonly swings: Swings;
}

/** What is compared: the position, and the others that differ too. */
type Choice = ReturnType<typeof chosenPosition>;

/** Checks that A and B are on the same deals and picks the entrant that differs (or
 * `bot`: a label or a position), before a record is read. */
export function chooseEntrant(a: RunSide, b: RunSide, bot?: string): Choice {
  checkTerms(a, b);
  return chosenPosition(a, b, bot);
}

/** Compares the chosen entrant's games in A and B. */
export async function compareRuns(a: RunSide, b: RunSide, { position, alsoDiffer }: Choice): Promise<RunComparison> {
  const [ra, rb] = [await readResults(a, position), await readResults(b, position)];
  const paired = pairGames(ra, rb);
  if (paired.deals === 0) {
    throw new UsageError(`${a.name} and ${b.name} share no deal that both played whole: there is nothing to pair`);
  }
  const game = findGame(a.summary.game);
  const lowerIsBetter = game.betterScore === 'lower';
  const [ea, eb] = [entrantsOf(a.summary), entrantsOf(b.summary)];
  const facts = (side: RunSide, e: (typeof ea)[number]): RunFacts => ({
    run: side.name,
    ...(side.table ? { table: side.table.title } : {}),
    entrant: e.label,
    source: e.source,
    games: side.summary.games,
    digest: side.summary.digest,
  });
  return {
    schema: 'compare/1',
    game: game.id,
    lowerIsBetter,
    players: ea.length,
    seed: a.summary.seed,
    deals: a.summary.deals,
    seating: a.summary.seating,
    position: position + 1,
    a: facts(a, ea[position]),
    b: facts(b, eb[position]),
    alsoDiffer: alsoDiffer.map((p) => ({ position: p + 1, a: ea[p].label, b: eb[p].label })),
    pairedDeals: paired.deals,
    pairedGames: paired.games,
    score: paired.score,
    wins: paired.wins,
    verdict: verdictOf(paired, lowerIsBetter),
    swings: swingsOf(paired, { a: ra.perDeal, b: rb.perDeal }, lowerIsBetter),
  };
}

/** Each difference told apart after Holm's correction, read the right way round. */
export function verdictOf(paired: Pick<Paired, 'score' | 'wins'>, lowerIsBetter: boolean): Verdict {
  const [pScore, pWins] = holm([paired.score.p, paired.wins.p]);
  const favours = (diff: number, p: number, lower: boolean): Side =>
    p < ALPHA && diff !== 0 ? (diff > 0 !== lower ? 'B' : 'A') : null;
  const score = favours(paired.score.diff, pScore, lowerIsBetter);
  const wins = favours(paired.wins.diff, pWins, false);
  const sides = [score, wins].filter((s) => s !== null);
  const better = sides.length === 0 ? 'neither' : sides.every((s) => s === sides[0]) ? sides[0] : 'mixed';
  return { better, score, wins, pHolm: { score: pScore, wins: pWins } };
}
