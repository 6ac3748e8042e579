// What a tune gives: the race's pick, the runners-up and the references with their checks
// on fresh deals, the recommendation the check supports, what the search saw, and what
// each part cost.
import type { Checked, Played } from './check.js';
import type { Raced } from './race.js';
import type { Method, Ranked } from './searcher.js';
import type { Dimension } from './space.js';
import { verdictOf } from './verdict.js';

type Role = 'pick' | 'runner-up' | 'default' | 'against';

export interface TunePoint {
  readonly label: string;
  readonly role: Role;
  readonly values: Readonly<Record<string, string>>;
  /** The search model's estimate of its win share, and its own evaluations (NaN and 0
   * for a reference the search did not play). */
  readonly estimate: number;
  readonly evaluations: number;
  /** Its race games and win share over them. */
  readonly race?: { readonly games: number; readonly winRate: number; readonly rounds: number };
  readonly check?: Checked;
  /** The mark of an earlier row that is the same bot (its check is that row's). */
  readonly sameAs?: string;
}

/** Games each part played: the search and the race count against --budget, the check not. */
interface TuneCost {
  readonly search: number;
  readonly race: number;
  readonly check: number;
}

export interface TuneResult {
  readonly game: string;
  readonly bot: string;
  readonly vs: readonly string[];
  readonly seed: number;
  /** Dealt from a secret key too: the seed alone does not give its deals. */
  readonly keyed?: true;
  readonly method: Method;
  readonly explore: number;
  readonly dims: readonly Dimension[];
  readonly fixed: readonly string[];
  readonly spaceSize: number;
  readonly block: number;
  readonly budget: number;
  /** Games of the budget played: search and race. */
  readonly spent: number;
  readonly cost: TuneCost;
  /** The search's evaluations (each `block` games). */
  readonly evaluations: number;
  /** Points raced, and the games each point still in played per round. */
  readonly raced: number;
  readonly raceRounds: readonly number[];
  readonly checkGames: number;
  /** What the tune recommends: the pick, unless the check found a row clearly above it. */
  readonly recommended: TunePoint;
  /** The race's winner (the model's best when the race was not run to its end). */
  readonly pick: TunePoint;
  readonly runnersUp: readonly TunePoint[];
  /** Checked beside the picks on the same fresh deals: the bot as declared (with the
   * spec's fixed values held), and each bot given with --against. */
  readonly references: readonly TunePoint[];
  /** When a checked row is clearly above the pick: the recommended row's lead over it. */
  readonly overPick?: { readonly difference: number; readonly interval: readonly [number, number] };
  /** After each batch of the search: the games spent, the best point then and its estimate. */
  readonly trace: readonly { readonly games: number; readonly label: string; readonly estimate: number }[];
  /** Per searched parameter, each value's evaluations and mean win share (the 1-tuples). */
  readonly marginals: readonly {
    readonly param: string;
    readonly values: readonly { value: string; n: number; mean: number }[];
  }[];
  /** False when stopped before the budget was spent (or the check was cut short). */
  readonly complete: boolean;
}

/** A row to check: a point the search played, or a reference. */
export interface Row {
  readonly label: string;
  readonly role: Role;
  readonly ranked?: Ranked;
  readonly raced?: Raced;
}

/** Whether `p` is the recommended row (by value: a result read back from tune.json has
 * no shared objects). */
export function isRecommended(r: TuneResult, p: TunePoint): boolean {
  return p.role === r.recommended.role && p.label === r.recommended.label;
}

/** The mark a row is shown with: best/#2… for the picks, the role for references. */
function markOf(rows: readonly { role: Role }[], i: number): string {
  const role = rows[i].role;
  return role === 'pick' ? 'pick' : role === 'runner-up' ? `#${i + 1}` : role;
}

/** The rows with their checks and the verdict on them (rows[0] is the pick). `played[i]`
 * is row i's check (a row that repeats an earlier one shares its data); rows past the end
 * of `played` were not checked (stopped). */
export function checkedRows(
  space: { readonly dims: readonly Dimension[] },
  rows: readonly Row[],
  played: readonly Played[],
): Pick<TuneResult, 'recommended' | 'pick' | 'runnersUp' | 'references' | 'overPick'> {
  const whole = played.length === rows.length && rows.length > 0;
  const verdict = whole ? verdictOf(played.map((p) => p.byDeal)) : undefined;
  const points = rows.map((row, i): TunePoint => {
    const same = rows.findIndex((r) => r.label === row.label);
    const p = played[i];
    return {
      label: row.label,
      role: row.role,
      values: row.ranked ? Object.fromEntries(space.dims.map((d, k) => [d.param, d.values[row.ranked!.point[k]]])) : {},
      estimate: row.ranked?.estimate ?? NaN,
      evaluations: row.ranked?.evaluations ?? 0,
      ...(row.raced ? { race: { games: row.raced.games, winRate: row.raced.winRate, rounds: row.raced.rounds } } : {}),
      ...(p && verdict ? { check: { ...p.checked, versusRecommended: verdict.versus[i], standing: verdict.standing[i] } } : {}),
      ...(same < i ? { sameAs: markOf(rows, same) } : {}),
    };
  });
  return {
    recommended: points[verdict?.recommended ?? 0],
    pick: points[0],
    runnersUp: points.filter((p) => p.role === 'runner-up'),
    references: points.filter((p) => p.role === 'default' || p.role === 'against'),
    ...(verdict?.overPick ? { overPick: verdict.overPick } : {}),
  };
}
