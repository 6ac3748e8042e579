// The sequential stop rule. It looks at the ranking after every `every` games per table
// and stops once every pair of entrants is told apart, at most at maxGames. Looking again
// and again would inflate the chance of a false "settled": with equal bots some look
// would sooner or later cross a fixed 5% line by luck. So the 5% is spent across the
// planned looks (alpha spending with an even, Bonferroni spending function): each look
// tests at 0.05 / looks, Holm-corrected over the pairs, and by the union bound the chance
// that any look wrongly declares the ranking settled stays below 5%.
import { STOP_CONFIDENCE } from './schema.js';
import type { StopRule } from './event.js';

const ALPHA = 1 - STOP_CONFIDENCE;

/** The looks a rule plans: 1 for a fixed number of games. */
function looksOf(stop: StopRule): number {
  return stop.rule === 'fixed' ? 1 : Math.ceil(stop.maxGames / stop.every);
}

/** The level each look tests at. */
export function lookAlpha(stop: StopRule): number {
  return ALPHA / looksOf(stop);
}
