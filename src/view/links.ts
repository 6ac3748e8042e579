// The games a report links to, each group capped at LINK_CAP so a page stays small, and
// their pages written to the run's view/ folder: each entrant's best, median and worst
// game by its score; the biggest upsets (the game's lowest-rated entrant finished ahead of
// its highest-rated, by the largest margin; rated by win rate over the run's games); the
// games a bot forfeited; and for Klaverjassen the rounds that went nat, at their step.
import type { AnyGame } from '../core/game.js';
import { NAT, T, type KlaverjasState } from '../games/klaverjassen/state.js';
import { findGame, resolveOptions } from '../games/registry.js';
import { RecordWalk } from '../records/record-walk.js';
import type { GameLink, GameLinkGroup } from '../report/game-links.js';
import type { GameRecord } from '../sim/record.js';
import { entrantScore } from './index-page.js';
import { type ListedGame, type RunGames, eachWithDecisions, readRunGames } from './run-games.js';
import { VIEW_FOLDER } from './folder.js';
import { pageName, writeGamePages } from './write.js';

const LINK_CAP = 20;

/** A game's name in a link: its match and index. */
const nameOf = (g: ListedGame): string => `${g.match > 0 ? `match ${g.match}, ` : ''}game ${g.index}`;
const hrefOf = (g: ListedGame, step?: number): string => `${VIEW_FOLDER}/${pageName(g)}${step === undefined ? '' : `#${step}`}`;
const num = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(1));

/** Chooses the games, writes their pages, and returns the report's groups of links. Each
 * match is judged on its own: its entrants' scores and win rates are its games'. */
function reportLinks(run: RunGames): GameLinkGroup[] {
  const lower = run.matches[0]?.lower === true;
  const better = (a: number, b: number): number => (lower ? a - b : b - a); // < 0: a is better
  const pages = new Set<ListedGame>();
  const link = (g: ListedGame, text: string, step?: number): GameLink => {
    pages.add(g);
    return { href: hrefOf(g, step), text };
  };
  const byMatch = run.matches
    .map((_, m) => run.games.filter((g) => g.match === (run.kind === 'tournament' ? m + 1 : 0)))
    .filter((games) => games.length > 0);
  const named = (games: readonly ListedGame[], label: string) =>
    run.kind === 'tournament' ? `match ${games[0].match}: ${label}` : label;
  const entrants = byMatch.flatMap((games) =>
    [...new Set(games.flatMap((g) => g.record.lineup))].map((label) => ({ games, label })),
  );
  const groups: GameLinkGroup[] = [
    {
      title: 'Each entrant’s best, median and worst game',
      note: `By the entrant's own score in the game (${lower ? 'lower' : 'higher'} is better)${run.kind === 'tournament' ? ', match by match' : ''}.`,
      links: entrants
        .slice(0, LINK_CAP)
        .flatMap(({ games, label }) =>
          extremes(games, label, better).map(([what, g, score]) =>
            link(g, `${named(games, label)}: ${what}, ${num(score)} (${nameOf(g)})`),
          ),
        ),
    },
    {
      title: 'Biggest upsets',
      note: "Games where the table's lowest-rated entrant (by win rate over its match) finished ahead of its highest-rated, the largest margins first (match by match: one game's points are not another's).",
      links: byMatch
        .flatMap((games) => upsets(games, better).slice(0, Math.max(1, Math.floor(LINK_CAP / byMatch.length))))
        .slice(0, LINK_CAP)
        .map((u) => link(u.game, `${nameOf(u.game)}: ${u.low} ahead of ${u.high} by ${num(u.margin)}`)),
    },
    {
      title: 'Forfeits',
      note: 'Games a bot forfeited (it threw, answered illegally or overran its budget).',
      links: run.games
        .filter((g) => g.record.result.forfeit)
        .slice(0, LINK_CAP)
        .map((g) => {
          const { seat, reason } = g.record.result.forfeit!;
          return link(g, `${nameOf(g)}: seat ${seat} (${g.record.lineup[seat]}) — ${reason}`);
        }),
    },
  ];
  if (run.games.some((g) => g.record.game === 'klaverjassen')) {
    groups.push({
      title: 'Rounds that went nat',
      note: 'Each link opens the game at the step where the round was scored nat (the playing team did not score more than the other).',
      links: natRounds(run).map((n) => link(n.game, `${nameOf(n.game)}, round ${n.round + 1}: team ${n.team} went nat`, n.step)),
    });
  }
  writeGamePages(run, [...pages]);
  return groups;
}

function extremes(
  games: readonly ListedGame[],
  label: string,
  better: (a: number, b: number) => number,
): [string, ListedGame, number][] {
  const own = games
    .map((g) => ({ g, score: entrantScore(g, label) }))
    .filter((x): x is { g: ListedGame; score: number } => x.score !== undefined && !x.g.record.result.forfeit);
  if (own.length === 0) return [];
  own.sort((a, b) => better(a.score, b.score) || a.g.index - b.g.index);
  const median = own[Math.floor((own.length - 1) / 2)];
  const worst = own[own.length - 1];
  return [
    ['best', own[0].g, own[0].score],
    ['median', median.g, median.score],
    ['worst', worst.g, worst.score],
  ];
}

function upsets(games: readonly ListedGame[], better: (a: number, b: number) => number) {
  const wins = new Map<string, { sum: number; n: number }>();
  for (const g of games) {
    g.record.lineup.forEach((l, s) => {
      const w = wins.get(l) ?? { sum: 0, n: 0 };
      wins.set(l, { sum: w.sum + g.record.result.wins[s], n: w.n + 1 });
    });
  }
  const rate = (l: string): number => wins.get(l)!.sum / wins.get(l)!.n;
  const found = games.flatMap((g) => {
    const here = [...new Set(g.record.lineup)].sort((a, b) => rate(a) - rate(b) || a.localeCompare(b));
    if (here.length < 2 || rate(here[0]) === rate(here[here.length - 1])) return [];
    const low = here[0];
    const high = here[here.length - 1];
    const margin = -better(entrantScore(g, low)!, entrantScore(g, high)!);
    return margin > 0 ? [{ game: g, low, high, margin }] : [];
  });
  return found.sort((a, b) => b.margin - a.margin || a.game.match - b.game.match || a.game.index - b.game.index);
}

/** The first LINK_CAP rounds that went nat, each with the step that scored it: the
 * Klaverjassen games' decisions read again, in file order, until there are enough. */
function natRounds(run: RunGames) {
  const found: { game: ListedGame; round: number; team: number; step: number }[] = [];
  eachWithDecisions(
    run,
    (g) => g.record.game === 'klaverjassen',
    (g) => {
      for (const n of natsOf(g.record).slice(0, LINK_CAP - found.length)) found.push({ game: g, ...n });
      return found.length < LINK_CAP;
    },
  );
  return found;
}

/** A Klaverjassen record's nat rounds: its decisions applied with the game's rules, up
 * to the first that is not legal (not a game past there: its page says so). */
function natsOf(record: GameRecord): { round: number; team: number; step: number }[] {
  const game: AnyGame = findGame(record.game);
  const walk = new RecordWalk<KlaverjasState>(game, resolveOptions(game, { ...record.options }), record);
  const { state } = walk;
  const nats: { round: number; team: number; step: number }[] = [];
  for (const { index, before: round } of walk.decisions(() => state.round)) {
    const info = state.t[T.roundInfo + round];
    if (state.round > round && info & NAT) nats.push({ round, team: info & 1, step: index + 1 });
  }
  return nats;
}

/** The links of the run in `folder` (its summary given while summary.json is not yet
 * written), their pages written to its view/ folder. */
export function linksOfFolder(folder: string, summary?: unknown): GameLinkGroup[] {
  return reportLinks(readRunGames(folder, undefined, summary));
}
