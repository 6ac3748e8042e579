// The SPRT checked as Fishtest's users check it: many seeded runs of the test on
// outcomes drawn with a known true Elo, looking every `every` games as a tournament does,
// to count how often it accepts H1 and how many games it takes. Games are drawn from a
// model, not played, so thousands of runs take seconds.
import { SeededRng } from '../core/rng.js';
import { type SprtCounts, type SprtTest, scoreOfElo, sprtBounds, sprtLlr, sprtVerdict } from './sprt.js';

/** A test run many times on drawn games; a run undecided at maxGames counts as neither. */
export interface SprtTrial extends SprtTest {
  /** The first side's true strength over the second. */
  readonly trueElo: number;
  /** Games one by one, or duplicate pairs. */
  readonly kind: 'trinomial' | 'pentanomial';
  /** The share of games drawn. */
  readonly drawRate: number;
  readonly runs: number;
  readonly seed: number;
}

interface SprtTrialResult {
  /** Shares of the runs that accepted H1, H0, or neither by maxGames. */
  readonly h1: number;
  readonly h0: number;
  readonly neither: number;
  /** Mean games played to the end of a run. */
  readonly meanGames: number;
}

/** How far a deal's luck moves a pair's first game towards the first side (and its
 * second game, seats swapped, away): the two games of a pair share their luck, so the
 * pair's spread is smaller than two independent games', as duplicate seating makes it. */
const DEAL_LUCK = 0.25;

export function simulateSprt(t: SprtTrial): SprtTrialResult {
  const rng = new SeededRng(t.seed);
  const bounds = sprtBounds(t.alpha, t.beta);
  const score = scoreOfElo(t.trueElo);
  // One game's result for the first side at expected score `s`, in halves: 0, 1 (a
  // draw) or 2; a pair's two games add up to its pentanomial outcome, 0 to 4.
  const game = (s: number): number => {
    const u = rng.next();
    const win = s - t.drawRate / 2;
    return u < win ? 2 : u < win + t.drawRate ? 1 : 0;
  };
  const pairs = t.kind === 'pentanomial';
  const unitGames = pairs ? 2 : 1;
  let h1 = 0;
  let h0 = 0;
  let games = 0;
  for (let r = 0; r < t.runs; r++) {
    const counts = new Array<number>(pairs ? 5 : 3).fill(0);
    let played = 0;
    let verdict: 'H0' | 'H1' | undefined;
    while (verdict === undefined && played < t.maxGames) {
      for (let g = 0; g < t.every && played < t.maxGames; g += unitGames, played += unitGames) {
        if (!pairs) counts[game(score)]++;
        else {
          const luck = rng.next() < 0.5 ? DEAL_LUCK : -DEAL_LUCK;
          counts[game(score + luck) + game(score - luck)]++;
        }
      }
      verdict = sprtVerdict(sprtLlr(counts as SprtCounts, t.elo0, t.elo1), bounds);
    }
    if (verdict === 'H1') h1++;
    if (verdict === 'H0') h0++;
    games += played;
  }
  return { h1: h1 / t.runs, h0: h0 / t.runs, neither: 1 - (h1 + h0) / t.runs, meanGames: games / t.runs };
}
