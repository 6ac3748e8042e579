// `tafel view`'s files: the pages go to DIR/view/ beside the run's records. One game's page
// (game-N.html, or match-M-game-N.html in a tournament), or the index of the run's games
// (index.html, or match-M.html) with the pages of its first PAGE_CAP games; a game past
// the cap is listed with the command that writes its page.
import { join } from 'node:path';
import { writeFileAtomic } from '../core/disk.js';
import { UsageError } from '../core/errors.js';
import { makeFolder } from '../core/files.js';
import { VIEW_FOLDER } from './folder.js';
import { gamePage } from './game-page.js';
import { indexPage } from './index-page.js';
import { type ListedGame, type RunGames, eachWithDecisions, readRunGames } from './run-games.js';
import { stepsOf } from './steps.js';

/** Games whose pages an index writes with it: enough to browse, few enough to stay small. */
const PAGE_CAP = 50;

interface ViewRequest {
  readonly folder: string;
  readonly match?: number;
  readonly game?: number;
}

/** A game's page name inside DIR/view/. */
export const pageName = (g: Pick<ListedGame, 'match' | 'index'>): string =>
  g.match > 0 ? `match-${g.match}-game-${g.index}.html` : `game-${g.index}.html`;

const indexName = (match?: number): string => (match === undefined ? 'index.html' : `match-${match}.html`);

/** The command that writes game `g`'s page. */
function commandFor(folder: string, g: ListedGame): string {
  return `tafel view ${folder}${g.match > 0 ? ` --match ${g.match}` : ''} --game ${g.index}`;
}

/** Writes what `req` asks for; returns the page to open and how many pages were written. */
export function writeView(req: ViewRequest): { readonly page: string; readonly pages: number } {
  const run = readRunGames(req.folder, req.match);
  const out = join(req.folder, VIEW_FOLDER);
  makeFolder(out);
  if (req.game !== undefined) {
    const game = findListed(run, req);
    writeGamePages(run, [game], indexName(req.match));
    return { page: join(out, pageName(game)), pages: 1 };
  }
  const written = new Set(run.games.slice(0, PAGE_CAP));
  writeGamePages(run, [...written], indexName(req.match));
  const title =
    run.kind === 'session'
      ? `Games of ${run.matches[0].title} (${req.folder})`
      : `${req.match === undefined ? 'Games of' : `Match ${req.match} of`} ${req.folder}`;
  const html = indexPage(
    run,
    (g) => (written.has(g) ? pageName(g) : undefined),
    (g) => commandFor(req.folder, g),
    title,
  );
  const index = join(out, indexName(req.match));
  writeFileAtomic(index, (write) => write(html));
  return { page: index, pages: written.size + 1 };
}

/** Writes the pages of the games numbered `indexes` of the run in `folder` (of its match
 * `match` in a tournament); returns each page's path by game index. */
export function writePagesOf(folder: string, match: number | undefined, indexes: readonly number[]): Map<number, string> {
  const run = readRunGames(folder, match);
  const wanted = new Set(indexes);
  const games = run.games.filter((g) => wanted.has(g.index));
  writeGamePages(run, games, indexName(match));
  return new Map(games.map((g) => [g.index, join(folder, VIEW_FOLDER, pageName(g))]));
}

/** Writes the pages of `games` (listed by readRunGames) into DIR/view/, their decisions
 * read again from the records. */
export function writeGamePages(run: RunGames, games: readonly ListedGame[], index = 'index.html'): void {
  const out = join(run.folder, VIEW_FOLDER);
  makeFolder(out);
  const wanted = new Set(games);
  eachWithDecisions(
    run,
    (g) => wanted.has(g),
    (g) => {
      writeGamePage(run, g, out, index);
      return true;
    },
  );
}

function writeGamePage(run: RunGames, g: ListedGame, out: string, index: string): void {
  const match = g.match > 0 ? `match ${g.match} (${run.matches[g.match - 1].title}), ` : '';
  const html = gamePage(g.record, stepsOf(g.record), { title: `${match}game ${g.index}`, index });
  writeFileAtomic(join(out, pageName(g)), (write) => write(html));
}

function findListed(run: RunGames, req: ViewRequest): ListedGame {
  if (run.kind === 'tournament' && req.match === undefined && run.matches.length > 1) {
    throw new UsageError(
      `--game ${req.game}: ${req.folder} is a tournament of ${run.matches.length} matches: name one with --match 1 to ${run.matches.length}`,
    );
  }
  const found = run.games.find((g) => g.index === req.game);
  if (!found) {
    const indexes = run.games.map((g) => g.index);
    const range = indexes.length ? `games ${Math.min(...indexes)} to ${Math.max(...indexes)}` : 'no game';
    throw new UsageError(
      `--game ${req.game}: ${req.folder}${req.match ? ` match ${req.match}` : ''} has no such game; its records hold ${range}`,
    );
  }
  return found;
}
