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

/** The model the Jacht advice values by, named on the page beside every figure. */
export const JACHT_MODEL = 'expected points to the end of the game, solitaire optimum (what `optimal` plays for)';

/** What `optimal` would have done at a Jacht decision and what `chosen` cost, in words;
 * undefined where the solver has nothing to say (the game is over). */
export function jachtAdvice(before: JachtView, chosen: JachtAction): string | undefined {
  const sheet = before.sheets[before.seat];
  const open = CATEGORY_IDS.filter((row) => sheet[row] === null) as CategoryId[];
  if (open.length === 0) return undefined;
  const advice = advise({ dice: before.dice, rollsLeft: 3 - before.rollsUsed, open });
  const best = advice.options[0];
  const same = (o: (typeof advice.options)[number]): boolean =>
    'keep' in chosen
      ? o.keep !== undefined && o.keep.join() === [...chosen.keep].sort((a, b) => a - b).join()
      : o.category === chosen.category;
  const mine = advice.options.find(same);
  const words = (o: typeof best): string => (o.keep ? `keep ${o.keep.join(' ') || 'nothing'}` : `score ${o.category}`);
  if (!mine) return `optimal: ${words(best)} (${best.expected.toFixed(2)})`;
  return mine.loss < 1e-9
    ? `optimal agrees: ${words(best)}, ${best.expected.toFixed(2)} expected`
    : `optimal: ${words(best)}, ${best.expected.toFixed(2)} expected; this choice ${mine.expected.toFixed(2)}, costs ${mine.loss.toFixed(2)}`;
}
