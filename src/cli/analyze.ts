// `tafel analyze jacht`: where each bot loses points against the exact optimum.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { analyzeJacht } from '../analysis/jacht/analyze.js';
import { analysisText } from '../analysis/jacht/report.js';
import { UsageError } from '../core/errors.js';
import { splitLineup } from '../core/spec.js';
import { progressBar } from '../sim/progress.js';
import { wholeNumber } from './args.js';

interface AnalyzeFlags {
  bots: string;
  games: number;
  seed: number;
  json?: boolean;
  out?: string;
}

const ANALYZABLE = ['jacht'];

export function registerAnalyze(program: Command): void {
  program
    .command('analyze')
    .description('where bots lose points: regret per decision against the exact optimum (jacht)')
    .argument('<game>', 'the game to analyze: jacht')
    .requiredOption('--bots <specs>', 'bots to analyze, comma-separated, e.g. greedy,optimal,random')
    .option('--games <n>', 'games per bot', wholeNumber('--games', 1), 1000)
    .option('--seed <s>', 'master seed: the same seed gives the same dice', wholeNumber('--seed', 0), 1)
    .option('--json', 'print the analysis as JSON on stdout')
    .option('--out <dir>', 'write the analysis (analysis.json) to a folder')
    .action((gameId: string, flags: AnalyzeFlags) => {
      if (!ANALYZABLE.includes(gameId)) throw new UsageError(`analyze supports only jacht, not '${gameId}'`);
      const bots = splitLineup(flags.bots);
      if (bots.length === 0) throw new UsageError('--bots is empty: name at least one bot, e.g. --bots greedy,optimal');
      let dir: string | undefined;
      if (flags.out) {
        dir = resolve(flags.out);
        try {
          mkdirSync(dir, { recursive: true });
        } catch (e) {
          throw new UsageError(`--out ${flags.out} cannot be written: ${(e as Error).message}`);
        }
      }
      const bar = progressBar();
      let analysis;
      try {
        analysis = analyzeJacht({ bots, games: flags.games, seed: flags.seed, onProgress: bar.update });
      } finally {
        bar.finish();
      }
      const json = `${JSON.stringify(analysis, null, 2)}\n`;
      if (dir) {
        writeFileSync(join(dir, 'analysis.json'), json);
        process.stderr.write(`analysis written to ${join(dir, 'analysis.json')}\n`);
      }
      process.stdout.write(flags.json ? json : `${analysisText(analysis)}\n`);
    });
}
