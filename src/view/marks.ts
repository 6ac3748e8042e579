// What the viewer adds to a step beyond the table: the cards of a Klaverjassen round that
// the `signal` bot's conventions read as signals, and for a Jacht decision what the exact
// solver would have chosen and what the choice cost.
import { SIGNAL, roundSignals } from '../../bots/klaverjassen/signals.js';
import { NAMES } from '../games/klaverjassen/cards.js';
import { T, type KlaverjasState } from '../games/klaverjassen/state.js';
import type { JachtAction } from '../games/jacht/actions.js';
import type { JachtView } from '../games/jacht/view.js';
import { CATEGORY_IDS, type CategoryId } from '../games/jacht/categories.js';
import { advise } from '../games/jacht/solver/advisor.js';
import { adviseToWin } from '../games/jacht/solver/win-advisor.js';

const SIGNAL_WORDS: Readonly<Record<number, string>> = {
  [SIGNAL.opseinLow]: 'opsein: a low discard on the partner’s trick shows this suit’s ace',
  [SIGNAL.opseinAce]: 'opsein: the ace discarded on the partner’s trick shows this suit’s ten too',
  [SIGNAL.afsein]: 'afsein: a picture discarded on the partner’s trick shows weakness in this suit',
  [SIGNAL.spek]: 'spek: a ten on the partner’s trick says this suit’s ace is not with its player',
};

/** The round's cards that read as signals, by name, with what they say. */
export function signalMarks(state: KlaverjasState): Record<string, string> {
  const read = roundSignals(state.t, state.playedCount, state.trump);
  const marks: Record<string, string> = {};
  for (let i = 0; i < state.playedCount; i++) {
    if (read[i] !== SIGNAL.none) marks[NAMES[state.t[T.played + i]]] = SIGNAL_WORDS[read[i]];
  }
  return marks;
}

/** The models the Jacht advice values by, named on the page beside every figure. */
export const JACHT_MODEL =
  'expected points to the end of the game, by the solitaire optimum (what `optimal` plays for); and with other players, the chance to win, the others playing `optimal` for points (what `optimal(objective=win)` plays for)';

type Option = { readonly keep?: readonly number[]; readonly category?: CategoryId };
const words = (o: Option): string => (o.keep ? `keep ${o.keep.join(' ') || 'nothing'}` : `score ${o.category}`);
const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** What `optimal` would have done at a Jacht decision and what `chosen` cost, in words, by
 * expected points and (with other players) by the chance to win; undefined where the
 * solver has nothing to say (the game is over). */
export function jachtAdvice(before: JachtView, chosen: JachtAction): string | undefined {
  const openOf = (seat: number): CategoryId[] => CATEGORY_IDS.filter((row) => before.sheets[seat][row] === null);
  const open = openOf(before.seat);
  if (open.length === 0) return undefined;
  const query = { dice: before.dice, rollsLeft: 3 - before.rollsUsed, open };
  const same = (o: Option): boolean =>
    'keep' in chosen
      ? o.keep !== undefined && o.keep.join() === [...chosen.keep].sort((a, b) => a - b).join()
      : o.category === chosen.category;
  const points = advise(query);
  const best = points.options[0];
  const mine = points.options.find(same);
  const lines = [
    !mine || mine.loss < 1e-9
      ? `points: optimal agrees, ${words(best)}, ${best.expected.toFixed(2)} expected`
      : `points: optimal would ${words(best)}, ${best.expected.toFixed(2)} expected; this choice ${mine.expected.toFixed(2)}, costs ${mine.loss.toFixed(2)}`,
  ];
  const others = before.sheets.flatMap((_, s) => (s === before.seat ? [] : [{ open: openOf(s), total: before.totals[s] }]));
  if (others.length > 0) {
    const win = adviseToWin({ ...query, total: before.totals[before.seat], opponents: others });
    const top = win.options[win.best.win];
    const own = win.options.find(same);
    lines.push(
      !own || own.winLoss < 1e-9
        ? `to win: optimal(objective=win) agrees, ${pct(top.win)} win chance`
        : `to win: optimal(objective=win) would ${words(top)}, ${pct(top.win)} win chance; this choice ${pct(own.win)}, costs ${pct(own.winLoss)}`,
    );
  }
  return lines.join(' · ');
}
