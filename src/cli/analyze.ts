// `tafel analyze jacht`: where each bot loses points against the exact optimum.
import { join } from 'node:path';
import type { Command } from 'commander';
import { analyzeJacht } from '../analysis/jacht/analyze.js';
import { analysisText } from '../analysis/jacht/report.js';
import { ExitError, UsageError } from '../core/errors.js';
import { splitLineup } from '../core/spec.js';
import { progressBar } from '../sim/progress.js';
import { gamesFlag, jsonFlag, outFlag, seedFlag } from './flags.js';
import type { Io } from './io.js';
import { prepareOut, writeJsonAtEnd } from './out.js';
import { writeJson } from '../report/json.js';
import { stopOnSignals } from './stop.js';

interface AnalyzeFlags {
  bots: string;
  games: number;
  seed: number;
  json?: boolean;
  out?: string;
}

const ANALYZABLE = ['jacht'];

export function registerAnalyze(program: Command, io: Io): void {
  program
    .command('analyze')
    .description('where bots lose points: regret per decision against the exact optimum (jacht)')
    .argument('<game>', 'the game to analyze: jacht')
    .requiredOption('--bots <specs>', 'bots to analyze, comma-separated, e.g. greedy,optimal,random')
    .addOption(gamesFlag('games per bot', 1000))
    .addOption(seedFlag('master seed: the same seed gives the same dice'))
    .addOption(jsonFlag('print the analysis as JSON on stdout'))
    .addOption(outFlag('write the analysis (analysis.json) to a folder'))
    .action(async (gameId: string, flags: AnalyzeFlags) => {
      if (!ANALYZABLE.includes(gameId)) throw new UsageError(`analyze supports only jacht, not '${gameId}'`);
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
      if (flags.json) writeJson(analysis, io.out);
      else io.out(`${analysisText(analysis)}\n`);
      if (dir) {
        writeJsonAtEnd(join(dir, 'analysis.json'), analysis);
        io.err(`analysis written to ${join(dir, 'analysis.json')}\n`);
      }
      if (!analysis.complete) {
        throw new ExitError(`stopped after ${analysis.games} of ${analysis.requested} games per bot`, stop.exitCode);
      }
    });
}
