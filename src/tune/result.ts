// What a tune gives: the recommended point, the runners-up and the references with their
// checks on fresh seeds, and what the search saw.
import { type Checked, type Played, pairedDifference } from './check.js';
import type { Method, Ranked } from './searcher.js';
import type { Dimension } from './space.js';

export interface TunePoint {
  readonly label: string;
  readonly values: Readonly<Record<string, string>>;
  /** The search model's estimate of its win share, and its own evaluations. */
  readonly estimate: number;
  readonly evaluations: number;
  readonly check?: Checked;
}

export interface TuneResult {
  readonly game: string;
  readonly bot: string;
  readonly vs: readonly string[];
  readonly seed: number;
  readonly method: Method;
  readonly explore: number;
  readonly dims: readonly Dimension[];
  readonly fixed: readonly string[];
  readonly spaceSize: number;
  readonly block: number;
  readonly budget: number;
  /** Games the search played; the check's are counted apart. */
  readonly spent: number;
  readonly evaluations: number;
  readonly checkGames: number;
  readonly recommended: TunePoint;
  readonly runnersUp: readonly TunePoint[];
  /** Checked beside the picks on the same fresh seeds, unless picked: the bot as declared
   * (with the spec's fixed values held), and each bot given with --against. */
  readonly references: readonly (TunePoint & { readonly role: 'default' | 'against' })[];
  /** After each batch: the games spent, the best point then and its estimate. */
  readonly trace: readonly { readonly games: number; readonly label: string; readonly estimate: number }[];
  /** Per searched parameter, each value's evaluations and mean win share (the 1-tuples). */
  readonly marginals: readonly {
    readonly param: string;
    readonly values: readonly { value: string; n: number; mean: number }[];
  }[];
  /** False when stopped before the budget was spent (or the check was cut short). */
  readonly complete: boolean;
}

type Reference = TunePoint & { readonly role: 'default' | 'against' };

/** The picks and the references with their checks: each compared with the recommended
 * point deal by deal, on the deals all of them finished. */
export function checkedPoints(
  space: { readonly dims: readonly Dimension[] },
  checked: {
    readonly picks: readonly Ranked[];
    readonly labels: readonly string[];
    readonly shown: readonly { readonly label: string; readonly role: Reference['role'] }[];
    readonly played: readonly Played[];
  },
): { recommended: TunePoint; runnersUp: TunePoint[]; references: Reference[] } {
  const { picks, labels, shown, played } = checked;
  const deals = Math.min(...played.map((p) => p.byDeal.length));
  const pointOf = (i: number, label: string, pick: Ranked | undefined): TunePoint => {
    const p = played[i];
    return {
      label,
      values: pick ? Object.fromEntries(space.dims.map((d, k) => [d.param, d.values[pick.point[k]]])) : {},
      estimate: pick?.estimate ?? NaN,
      evaluations: pick?.evaluations ?? 0,
      ...(p
        ? {
            check: {
              ...p.checked,
              ...(i > 0 && played[0] ? { versusBest: pairedDifference(p.byDeal, played[0].byDeal, deals) } : {}),
            },
          }
        : {}),
    };
  };
  const points = picks.map((pick, i) => pointOf(i, labels[i], pick));
  return {
    recommended: points[0],
    runnersUp: points.slice(1),
    references: shown
      .map((r, i) => ({ ...pointOf(picks.length + i, r.label, undefined), role: r.role }))
      .filter((_, i) => played[picks.length + i]),
  };
}
