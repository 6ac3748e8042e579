// How --budget is split, and the smallest budget a tune takes. The race has a quarter of
// it (whole deals), the search the rest in whole evaluations. The rule: the search must
// hold its cover (every value of the largest parameter twice, so every value of every
// parameter is evaluated at least twice) and the race a block for each raced point in its
// first round; below that a recommendation would rest on a value or two never played, or
// on a race of a few deals, and the budget is refused with the smallest that meets it.
import { UsageError } from '../core/errors.js';
import { count } from '../report/format.js';
import { RACED, RACE_SHARE, raceGames, raceRounds } from './race.js';
import { coverSize } from './searcher.js';

interface Budget {
  /** The search's evaluations and games. */
  readonly evaluations: number;
  readonly search: number;
  /** The race: points raced, games each plays per round, games in all. */
  readonly raced: number;
  readonly rounds: readonly number[];
  readonly race: number;
}

interface Shape {
  readonly sizes: readonly number[];
  readonly spaceSize: number;
  readonly block: number;
  readonly deal: number;
  /** The name of the parameter with the most values, for the message. */
  readonly largest: string;
}

function split(games: number, s: Shape): Budget {
  const raced = Math.min(RACED, s.spaceSize);
  const rounds = raceRounds(Math.floor(games * RACE_SHARE), s.deal, raced);
  const race = raceGames(rounds, raced);
  const evaluations = Math.floor((games - race) / s.block);
  return { evaluations, search: evaluations * s.block, raced, rounds, race };
}

function fits(b: Budget, s: Shape): boolean {
  return b.evaluations >= coverSize(s.sizes) && (b.rounds.length === 0 || b.rounds[0] >= s.block);
}

/** The split of `games`, or a refusal naming the smallest budget that fits. */
export function budgetOf(games: number, s: Shape): Budget {
  const b = split(games, s);
  if (fits(b, s)) return b;
  let least = s.block;
  while (!fits(split(least, s), s)) least += s.deal;
  const cover = coverSize(s.sizes);
  throw new UsageError(
    `--budget ${games} is too small: the search needs ${count(cover)} evaluations of ${s.block} games (each of ${s.largest}'s ${cover / 2} values twice) and the race a block for each of its ${b.raced} points; give at least ${count(least)}`,
  );
}
