// The sprt rule's verdict as the terminal shows it, for `tafel play --sprt` and for a
// tournament's sprt event alike: which hypothesis was accepted, the LLR against its
// bounds, the games it took, the results counted and the first's Elo with its interval.
import type { EventSummary } from '../tournament/run.js';
import type { SprtSummary } from '../tournament/sprt.js';
import { count, percent, signed } from './format.js';

/** An Elo difference, signed, one decimal: +12.3, −4.0; an unbounded end as ±∞. */
function elo(x: number): string {
  if (!Number.isFinite(x)) return x > 0 ? '+∞' : '−∞';
  const text = Math.abs(x).toFixed(1);
  return x > 0 ? `+${text}` : x < 0 && text !== '0.0' ? `−${text}` : text;
}

/** LLR and bounds: a minus where negative, no sign otherwise, none on what rounds to 0. */
const signedFixed = (x: number) => signed(x, 2, false);

interface SprtContext {
  /** The two sides' labels, first tested against second. */
  readonly first: string;
  readonly second: string;
  /** Looks taken at the LLR. */
  readonly looks: number;
  /** The run was cut short (Ctrl-C, a lost queue), not ended by its maximum. */
  readonly stoppedEarly: boolean;
}

export function sprtLines(s: SprtSummary, at: SprtContext): string[] {
  const llr = `LLR ${signedFixed(s.llr)}`;
  const bounds = `bounds ${signedFixed(s.lower)}, ${signedFixed(s.upper)}`;
  const games = `${count(s.games)} games`;
  const verdict =
    s.accepted === 'H1'
      ? `H1 accepted after ${games} (look ${at.looks}): ${llr} reached the upper bound (${bounds})`
      : s.accepted === 'H0'
        ? `H0 accepted after ${games} (look ${at.looks}): ${llr} reached the lower bound (${bounds})`
        : at.stoppedEarly
          ? `not decided: stopped after ${games} with ${llr} (${bounds})`
          : `neither H0 nor H1 accepted by the maximum, ${games}: ${llr} (${bounds})`;
  const results =
    s.results === 'trinomial'
      ? `${count(s.counts[2])} wins, ${count(s.counts[1])} draws, ${count(s.counts[0])} losses`
      : `duplicate pairs scored 0, ½, 1, 1½, 2: ${s.counts.map(count).join(', ')}`;
  return [
    `SPRT of ${at.first} against ${at.second}: H0 Elo ${elo(s.elo0)}, H1 Elo ${elo(s.elo1)}, α ${s.alpha}, β ${s.beta}`,
    `  ${verdict}`,
    `  ${results}`,
    `  Elo ${elo(s.elo.elo)} (95% CI ${elo(s.elo.lower)} to ${elo(s.elo.upper)}), score ${percent(s.elo.score)}`,
  ];
}

/** A tournament event's SPRT lines (none for another rule): its first entrant against
 * its second. */
export function eventSprtLines(e: EventSummary): string[] {
  if (!e.sprt) return [];
  const [first, second] = e.entrantLabels;
  const stoppedEarly = !e.tables.every((t) => t.complete);
  return sprtLines(e.sprt, { first, second, looks: e.looks ?? 0, stoppedEarly });
}
