// The sequential probability ratio test as Fishtest runs it for chess engines: is the
// first bot stronger than the second by elo1 (H1) rather than by elo0 (H0)? The results
// are counted as a distribution over outcomes: trinomial (a game lost, drawn or won,
// scored 0, ½, 1) or pentanomial (a duplicate pair of games scored 0 to 2, here as its
// mean per game: 0, ¼, ½, ¾, 1). The draw rate, or the pair's spread, is not fixed by
// either hypothesis, so the log-likelihood ratio is the generalized one of Michel Van den
// Bergh: under each hypothesis the outcome distribution that fits the observed one best
// (its maximum likelihood) while scoring exactly that hypothesis's score, and the LLR is
// N times the difference of their fits. No distribution over the outcomes is assumed.
import { Z95 } from './intervals.js';

/** Counts per outcome, worst first: [losses, draws, wins], or the pairs scored
 * [0, ½, 1, 1½, 2] (Fishtest's LL, LD+DL, LW+DD+WL, DW+WD, WW). */
export type SprtCounts = readonly number[];

/** A test as it is asked for: the hypotheses, the error rates, and when it looks. */
export interface SprtTest {
  /** H0: the first is elo0 Elo stronger than the second; H1: elo1 (above elo0). */
  readonly elo0: number;
  readonly elo1: number;
  /** The chance of accepting H1 when H0 holds, and H0 when H1 holds. */
  readonly alpha: number;
  readonly beta: number;
  /** Games between two looks (under duplicate seating whole pairs). */
  readonly every: number;
  /** Games after which a test that has not decided stops undecided. */
  readonly maxGames: number;
}

/** Where the LLR stops: at or below lower H0 is accepted, at or above upper H1. */
interface SprtBounds {
  readonly lower: number;
  readonly upper: number;
}

export interface EloEstimate {
  /** The first's mean score per game, and the Elo it gives. */
  readonly score: number;
  readonly elo: number;
  /** The 95% interval of the Elo (±Infinity where the score's interval reaches 0 or 1). */
  readonly lower: number;
  readonly upper: number;
}

/** A count of zero stands as this, as in Fishtest: the MLE then never puts an outcome
 * at probability zero, where the LLR would be infinite after a handful of games. */
const EMPTY = 1e-3;

/** Wald's bounds for error rates α (accepting H1 when H0 holds) and β (the reverse). */
export function sprtBounds(alpha: number, beta: number): SprtBounds {
  return { lower: Math.log(beta / (1 - alpha)), upper: Math.log((1 - beta) / alpha) };
}

/** The expected score per game of a side that is `elo` stronger (the logistic Elo). */
export function scoreOfElo(elo: number): number {
  return 1 / (1 + 10 ** (-elo / 400));
}

function eloOfScore(score: number): number {
  if (score <= 0) return -Infinity;
  if (score >= 1) return Infinity;
  return -400 * Math.log10(1 / score - 1);
}

/** The score per game of each outcome: 3 outcomes of a game, or 5 of a pair. */
function outcomeScores(counts: SprtCounts): readonly number[] {
  if (counts.length === 3) return [0, 0.5, 1];
  if (counts.length === 5) return [0, 0.25, 0.5, 0.75, 1];
  throw new Error(`SPRT counts are trinomial or pentanomial, not ${counts.length} outcomes`);
}

/** The observed distribution (zero counts as EMPTY) and the units it rests on. */
function observed(counts: SprtCounts): { n: number; p: number[] } {
  const kept = counts.map((c) => (c > 0 ? c : EMPTY));
  const n = kept.reduce((a, b) => a + b, 0);
  return { n, p: kept.map((c) => c / n) };
}

/** The distribution closest to `p` in likelihood (it maximizes Σ p_i log q_i) among
 * those whose mean score is `s`. With a Lagrange multiplier x it is
 * q_i = p_i / (1 + x (a_i − s)), x the root of Σ p_i (a_i − s) / (1 + x (a_i − s)) = 0;
 * that sum falls strictly with x across the range where every q_i stays positive, so
 * bisection finds the one root. */
function constrainedMle(p: readonly number[], scores: readonly number[], s: number): number[] {
  const d = scores.map((a) => a - s);
  const f = (x: number) => d.reduce((sum, di, i) => sum + (p[i] * di) / (1 + x * di), 0);
  // 1 + x·d_i > 0 for the highest score (d > 0) and the lowest (d < 0).
  let lo = -1 / Math.max(...d);
  let hi = -1 / Math.min(...d);
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (mid <= lo || mid >= hi) break; // as close as doubles get
    if (f(mid) > 0) lo = mid;
    else hi = mid;
  }
  const x = (lo + hi) / 2;
  return p.map((pi, i) => pi / (1 + x * d[i]));
}

/** The generalized log-likelihood ratio of H1 (elo1) against H0 (elo0). */
export function sprtLlr(counts: SprtCounts, elo0: number, elo1: number): number {
  const scores = outcomeScores(counts);
  const { n, p } = observed(counts);
  const q0 = constrainedMle(p, scores, scoreOfElo(elo0));
  const q1 = constrainedMle(p, scores, scoreOfElo(elo1));
  // N·(KL(p‖q0) − KL(p‖q1)) = N·Σ p_i log(q1_i / q0_i).
  return n * p.reduce((sum, pi, i) => sum + pi * Math.log(q1[i] / q0[i]), 0);
}

/** H0 or H1 once the LLR reaches a bound, else undefined: play on. */
export function sprtVerdict(llr: number, bounds: SprtBounds): 'H0' | 'H1' | undefined {
  if (llr >= bounds.upper) return 'H1';
  if (llr <= bounds.lower) return 'H0';
  return undefined;
}

/** The logistic Elo of the first's mean score, with a 95% interval from the score's
 * normal interval. The spread is that of the units counted (games, or under duplicate
 * seating pairs, whose two games share their luck), so pairing narrows it. */
export function eloEstimate(counts: SprtCounts): EloEstimate {
  const scores = outcomeScores(counts);
  const { n, p } = observed(counts);
  const score = p.reduce((sum, pi, i) => sum + pi * scores[i], 0);
  const variance = p.reduce((sum, pi, i) => sum + pi * (scores[i] - score) ** 2, 0);
  const half = Z95 * Math.sqrt(variance / n);
  return { score, elo: eloOfScore(score), lower: eloOfScore(score - half), upper: eloOfScore(score + half) };
}
