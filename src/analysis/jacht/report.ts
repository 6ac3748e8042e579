// The analysis in words and tables for the terminal.
import Table from 'cli-table3';
import { plural } from '../../core/words.js';
import { count, fixed, percent } from '../../report/format.js';
import type { Analysis } from './analyze.js';
import type { BotAnalysis } from './tally.js';
import { openText } from './mistakes.js';

const STYLE = { head: [], border: [] };

function botSection(b: BotAnalysis): string {
  const r = b.regret;
  const lines = [
    `${b.bot}: mean final score ${fixed(b.meanScore)} (95% CI ${fixed(b.meanScoreCI[0])} – ${fixed(b.meanScoreCI[1])})` +
      (b.forfeits ? `, ${plural(b.forfeits, 'forfeit')}` : ''),
    `  loses ${fixed(r.perGame)} expected points a game to optimal play (95% CI ${fixed(r.perGameCI[0])} – ${fixed(r.perGameCI[1])}):` +
      ` ${fixed(r.keep)} in keeps, ${fixed(r.category)} in categories; ${fixed(r.mistakes, 1)} of ${fixed(r.decisions, 1)} decisions a game cost points`,
  ];
  const cats = new Table({
    head: ['category', 'mean score', 'zeros', 'mean turn'],
    colAligns: ['left', 'right', 'right', 'right'],
    style: STYLE,
  });
  for (const c of b.categories) cats.push([c.category, fixed(c.meanScore), percent(c.zeroShare), fixed(c.meanTurn, 1)]);
  lines.push(cats.toString());
  if (b.costliestMistakes.length) {
    const m = new Table({
      head: ['dice', 'rolls left', 'open', 'chose', 'best', 'times', 'mean loss'],
      colAligns: ['left', 'right', 'left', 'left', 'left', 'right', 'right'],
      colWidths: [11, 7, 36, 22, 22, 7, 7],
      wordWrap: true,
      style: STYLE,
    });
    for (const x of b.costliestMistakes) {
      const open = openText(x.open).replaceAll(',', ', ');
      m.push([x.dice.join(','), String(x.rollsLeft), open, x.choice, x.best, String(x.count), fixed(x.meanLoss)]);
    }
    lines.push('  costliest recurring mistakes:', m.toString());
  } else lines.push('  no mistakes: every decision was optimal');
  return lines.join('\n');
}

export function analysisText(a: Analysis): string {
  const games = a.complete
    ? `${plural(a.games, 'game')} per bot`
    : `stopped early after ${count(a.games)} of ${plural(a.requested, 'game')} per bot`;
  const head = `jacht: ${games} (the same dice for each), seed ${a.seed}; optimal play expects ${fixed(a.expectedScore)}`;
  return [head, ...a.bots.map(botSection)].join('\n\n');
}
