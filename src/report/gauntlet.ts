// A gauntlet's table, as the terminal and report.html both show it: per challenger, one
// row per opponent (how often the challenger finished ahead, its score difference, the
// verdict) and a row against all of them.
import { findGame } from '../games/registry.js';
import { plural } from '../core/words.js';
import type { GauntletChallenger, GauntletSummary } from '../tournament/gauntlet.js';
import { count, fixed, percent, signed } from './format.js';

/** The columns, the score's saying which way is better where lower is. */
export function gauntletHead(game: string): string[] {
  const lower = findGame(game).betterScore === 'lower' ? ' (lower is better)' : '';
  return ['against', 'games', 'deals', 'finished ahead', '95% CI', `score difference${lower}`, '95% CI', 'verdict'];
}

/** The rows of one challenger's table: each opponent, then all of them. */
export function gauntletRows(c: GauntletChallenger): string[][] {
  const range = (ci: readonly [number, number], show: (x: number) => string) => `${show(ci[0])} – ${show(ci[1])}`;
  const rows = c.opponents.map((o) => [
    o.opponent,
    count(o.games),
    count(o.deals),
    percent(o.ahead),
    range(o.aheadCI, (x) => percent(x)),
    signed(o.scoreDiff),
    range(o.scoreDiffCI, (x) => signed(x)),
    o.decided ? (o.ahead > 0.5 ? 'beats it' : 'loses to it') : `not told apart (Holm p = ${o.pHolm.toPrecision(2)})`,
  ]);
  rows.push(['all opponents', count(c.games), count(c.deals), percent(c.ahead), range(c.aheadCI, (x) => percent(x)), '', '', '']);
  return rows;
}

/** What the table rests on and the challenger's own figures over all its tables. */
export function gauntletCaption(g: GauntletSummary, c: GauntletChallenger): string {
  return `${c.label} against each opponent, every table on the deal set '${g.deals}': ${plural(c.games, 'game')} on ${plural(c.deals, 'deal')}, win rate ${percent(c.winRate)} (${percent(c.winRateCI[0])} – ${percent(c.winRateCI[1])}), mean score ${fixed(c.meanScore)} (${fixed(c.meanScoreCI[0])} – ${fixed(c.meanScoreCI[1])})`;
}

/** Said under the tables: what the figures are and what the intervals count. */
export const GAUNTLET_NOTE =
  'finished ahead: how often the challenger placed above the opponent in the games both played (a shared place counts half); score difference: the challenger’s mean score minus the opponent’s in those games; every table deals the same cards, so the intervals count deals over all tables, and the verdicts are Holm-corrected over every pair';
