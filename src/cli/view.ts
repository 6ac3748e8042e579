// `tafel view DIR [--match M] [--game N]`: pages that show a run's games step by step
// (src/view): the index of its games, or one game. Names the page it wrote.
import type { Command } from 'commander';
import { Option } from 'commander';
import { plural } from '../core/words.js';
import { writeView } from '../view/write.js';
import { wholeNumber } from './args.js';
import type { Io } from './io.js';

export function registerView(program: Command, io: Io): void {
  program
    .command('view')
    .description("write pages that step through a run's games: the index of its games, or one game")
    .argument('<dir>', 'a run’s folder: tafel play --out, or a tournament’s')
    .addOption(
      new Option('--match <m>', "a tournament's match (table), from 1, as tafel compare DIR#M counts them").argParser(
        wholeNumber('--match', 1),
      ),
    )
    .addOption(
      new Option('--game <n>', "one game's page: the game's index in its run (or match), from 0").argParser(
        wholeNumber('--game', 0),
      ),
    )
    .action((dir: string, flags: { match?: number; game?: number }) => {
      const { page, pages } = writeView({ folder: dir, ...flags });
      io.out(`wrote ${page}${pages > 1 ? ` (and ${plural(pages - 1, 'game page')} beside it)` : ''}\n`);
    });
}
