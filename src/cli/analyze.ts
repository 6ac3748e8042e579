// `tafel analyze jacht`: where each bot loses points against the exact optimum; with
// --to-win, where and why playing to win changes the choice (optimal(objective=win)
// against optimal on duplicate dice).
import { join } from 'node:path';
import type { Command } from 'commander';
import { analyzeJacht } from '../analysis/jacht/analyze.js';
import { analysisText } from '../analysis/jacht/report.js';
import { type ToWinAnalysis, analyzeToWin } from '../analysis/jacht/to-win.js';
import { toWinText } from '../analysis/jacht/to-win-report.js';
import { ExitError, UsageError } from '../core/errors.js';
import { splitLineup } from '../core/spec.js';
import { progressBar } from '../sim/progress.js';
import { gamesFlag, jsonFlag, outFlag, seedFlag } from './flags.js';
import type { Io } from './io.js';
import { prepareOut, writeJsonAtEnd } from './out.js';
import { writeJson } from '../report/json.js';
import { writeAtomic } from '../report/atomic.js';
import { stopOnSignals } from './stop.js';
import { versioned } from './schema-id.js';

interface AnalyzeFlags {
  bots?: string;
  toWin?: boolean;
  games: number;
  seed: number;
  json?: boolean;
  out?: string;
}

const ANALYZABLE = ['jacht'];

export function registerAnalyze(program: Command, io: Io): void {
  program
    .command('analyze')
    .description(
      'where bots lose points: regret per decision against the exact optimum (jacht); --to-win: where playing to win changes the choice',
    )
    .argument('<game>', 'the game to analyze: jacht')
    .option('--bots <specs>', 'bots to analyze, comma-separated, e.g. greedy,optimal,random (not with --to-win)')
    .option(
      '--to-win',
      'optimal(objective=win) against optimal on duplicate dice: where their choices differ and what that gains in wins',
    )
    .addOption(gamesFlag('games per bot; with --to-win, deals (each played from both seats)', 1000))
    .addOption(seedFlag('master seed: the same seed gives the same dice'))
    .addOption(jsonFlag('print the analysis as JSON on stdout'))
    .addOption(outFlag('write the analysis (analysis.json; with --to-win also report.html) to a folder'))
    .action(async (gameId: string, flags: AnalyzeFlags) => {
      if (!ANALYZABLE.includes(gameId)) throw new UsageError(`analyze supports only jacht, not '${gameId}'`);
      if (flags.toWin) {
        if (flags.bots !== undefined) {
          throw new UsageError(
            `--to-win compares optimal(objective=win) with optimal: drop --bots, or drop --to-win to analyze those bots`,
          );
        }
        await toWin(flags, io);
        return;
      }
      if (flags.bots === undefined)
        throw new UsageError('--bots is missing: name the bots to analyze, e.g. --bots greedy,optimal, or give --to-win');
      const bots = splitLineup(flags.bots);
      if (bots.length === 0) throw new UsageError('--bots is empty: name at least one bot, e.g. --bots greedy,optimal');
      const dir = flags.out ? prepareOut('--out', flags.out, ['analysis.json']) : undefined;
      const bar = progressBar();
      const stop = stopOnSignals(io);
      let analysis;
      try {
        const request = { bots, games: flags.games, seed: flags.seed, onProgress: bar.update, signal: stop.signal };
        analysis = await analyzeJacht(request);
      } finally {
        stop.dispose();
        bar.finish();
      }
      if (flags.json) writeJson(versioned('analyze', analysis), io.out);
      else io.out(`${analysisText(analysis)}\n`);
      if (dir) {
        writeJsonAtEnd(join(dir, 'analysis.json'), versioned('analyze', analysis));
        io.err(`analysis written to ${join(dir, 'analysis.json')}\n`);
      }
      if (!analysis.complete) {
        throw new ExitError(`stopped after ${analysis.games} of ${analysis.requested} games per bot`, stop.exitCode);
      }
    });
}

/** The --to-win mode: `--games` deals, the text or JSON on stdout, with --out the JSON and
 * a page with the win-chance chart. */
async function toWin(flags: AnalyzeFlags, io: Io): Promise<void> {
  const dir = flags.out ? prepareOut('--out', flags.out, ['analysis.json', 'report.html']) : undefined;
  const bar = progressBar();
  const stop = stopOnSignals(io);
  let analysis: ToWinAnalysis;
  try {
    analysis = await analyzeToWin({ deals: flags.games, seed: flags.seed, onProgress: bar.update, signal: stop.signal });
  } finally {
    stop.dispose();
    bar.finish();
  }
  if (flags.json) writeJson(versioned('analyze-to-win', analysis), io.out);
  else io.out(`${toWinText(analysis)}\n`);
  if (dir) {
    writeJsonAtEnd(join(dir, 'analysis.json'), versioned('analyze-to-win', analysis));
    // Charts are loaded only when a report is written.
    const { toWinHtml } = await import('../analysis/jacht/to-win-html.js');
    const html = await toWinHtml(analysis);
    writeAtomic(join(dir, 'report.html'), (write) => write(html));
    io.err(`analysis written to ${join(dir, 'analysis.json')} and ${join(dir, 'report.html')}\n`);
  }
  if (!analysis.complete) throw new ExitError(`stopped after ${analysis.deals} of ${analysis.requested} deals`, stop.exitCode);
}
