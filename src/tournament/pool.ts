// An entrant pool of a tournament file (`entrants` with a game, a format and a stop rule)
// read into its event: the entrants, the tables they meet at (round robin, duplicate or
// gauntlet), and every count checked against the seats, the rounds and the cap.
import type { BaseOptions } from '../core/game.js';
import { findGame } from '../games/registry.js';
import { type Seating, periodOf } from '../sim/plan.js';
import type { Entrant, Format, StopRule, TournamentEvent } from './event.js';
import {
  type Reading,
  type Problem,
  botLabel,
  gameOptions,
  knownGame,
  number,
  optionTexts,
  players,
  tablePlan,
} from './reading.js';
import { MAX_TABLES, gauntletTables, mostEntrants, roundRobinTables, tableCount } from './tables.js';
import type { TournamentFile } from './schema.js';
import type { SprtRule } from './sprt.js';

export function poolEvent(t: Partial<TournamentFile>, seed: number, reading: Reading): TournamentEvent[] {
  const { problems } = reading;
  const entrantList = t.entrants as unknown[];
  if (t.game === undefined) problems.push({ path: 'game', value: undefined, message: 'an entrant pool needs a game' });
  if (t.stop === undefined) {
    problems.push({
      path: 'stop',
      value: undefined,
      message: 'name a stop rule: {"rule": "fixed", "games": N}, "sequential" or "sprt"',
    });
  }
  const game = knownGame(t.game, 'game', problems);
  if (!game) return [];
  const definition = findGame(game);
  const before = problems.length;
  const options = gameOptions(game, t.options, 'options', problems);
  const entrants = poolEntrants(game, entrantList, options, reading);
  const teams = definition.teams ?? 0;
  const seats = typeof t.players === 'number' ? t.players : smallestTable(definition, options, teams);
  if (options && players(game, seats, options, 'players', t.players, problems)) {
    if (teams && seats % teams !== 0) {
      problems.push({
        path: 'players',
        value: seats,
        message: `${game} seats its ${teams} teams evenly: use a multiple of ${teams}`,
      });
    } else if ((teams || seats) > entrantList.length) {
      const what = teams ? `${teams} partnerships` : `${seats} players`;
      problems.push({
        path: 'players',
        value: seats,
        message: `a table of ${what} needs at least ${teams || seats} entrants, and there are ${entrantList.length}`,
      });
    }
  }
  const stop = t.stop as StopRule | undefined;
  const format = (t.format ?? 'round-robin') as Exclude<Format, 'matches'>;
  const challengers = entrantList.flatMap((raw, i) => ((raw as { challenger?: unknown })?.challenger === true ? [i] : []));
  if (format === 'gauntlet') checkGauntlet(challengers, entrantList.length, teams || seats, stop, problems);
  else checkNoChallengers(challengers, problems);
  if (format !== 'gauntlet') checkTableCount(entrantList.length, teams || seats, teams, stop, problems);
  // In a team game a table is one partnership per team, each in every seat of its team.
  const lineupOf = (members: readonly number[]) =>
    Array.from({ length: seats }, (_, s) => entrants[members[teams ? s % teams : s]].spec);
  // The tables are listed only once their number is known to be within the cap.
  const seated = problems.length === before && entrants.length === entrantList.length;
  const tableList = () => poolTables(format, entrants, teams || seats);
  const round = format !== 'round-robin' && seated ? dealRound(tableList().map(lineupOf), teams) : seats;
  if (stop && typeof stop === 'object') checkStop(stop, seats, round, problems);
  if (stop?.rule === 'sprt') checkSprt(stop, entrantList.length, problems);
  if (problems.length > before || !options || !stop || !t.name) return [];
  const games = stop.rule === 'fixed' ? stop.games : stop.maxGames;
  const tables = tableList().map((members) => {
    const lineup = lineupOf(members);
    const seating: Seating = format === 'round-robin' ? (seats > 2 ? 'permute' : 'rotate') : 'duplicate';
    // Each table deals its own cards, named by its seats in the pool, never by who sits;
    // a gauntlet's tables share theirs, so every challenger meets every opponent on them.
    const deals = format === 'gauntlet' ? GAUNTLET_DEALS : `table ${members.map((m) => m + 1).join('-')}`;
    return {
      plan: tablePlan({ game, bots: lineup, games, seed, options: optionTexts(options), seating, deals }, 'stop', reading)!,
      members,
    };
  });
  if (problems.length > before) return [];
  return [{ title: `${t.name}: ${game} ${format}`, game, format, entrants, tables, stop }];
}

/** The pool's entrants, each bot resolved and labelled; a label two entrants share is a
 * problem. An entrant whose bot is wrong is left out (and its problem named). */
function poolEntrants(game: string, list: readonly unknown[], options: BaseOptions | undefined, reading: Reading): Entrant[] {
  const entrants: Entrant[] = [];
  list.forEach((raw, i) => {
    if (!raw || typeof raw !== 'object') return;
    const { bot, label, challenger } = raw as { bot?: unknown; label?: unknown; challenger?: unknown };
    const resolved = botLabel(game, bot, options, `entrants.${i}.bot`, reading);
    if (resolved === undefined) return;
    const canonical = resolved.label;
    const name = typeof label === 'string' ? label : canonical;
    const twin = entrants.findIndex((e) => e.label === name);
    if (twin >= 0) {
      reading.problems.push({
        path: `entrants.${i}.${typeof label === 'string' ? 'label' : 'bot'}`,
        value: name,
        message: `entrant ${twin + 1} is called ${name} too: give each entrant its own label`,
      });
    }
    entrants.push({ label: name, bot: canonical, spec: resolved.spec, ...(challenger === true ? { challenger: true } : {}) });
  });
  return entrants;
}

/** The deal set every table of a gauntlet plays. */
const GAUNTLET_DEALS = 'gauntlet';

/** A pool's tables, as lists of entrants by side: every combination of `size`, or a
 * gauntlet's (each challenger with every combination of the others). */
function poolTables(format: Exclude<Format, 'matches'>, entrants: readonly Entrant[], size: number): number[][] {
  if (format !== 'gauntlet') return roundRobinTables(entrants.length, size);
  const challengers = entrants.flatMap((e, i) => (e.challenger ? [i] : []));
  const opponents = entrants.flatMap((e, i) => (e.challenger ? [] : [i]));
  return gauntletTables(challengers, opponents, size);
}

/** A gauntlet names at least one challenger, has enough other entrants to fill a table
 * beside one, stays within the tables a tournament plays, and plays a fixed number of
 * games (its intervals pool tables that share their deals; the stop rules' looks do not). */
function checkGauntlet(
  challengers: readonly number[],
  entrants: number,
  size: number,
  stop: StopRule | undefined,
  problems: Problem[],
): void {
  const opponents = entrants - challengers.length;
  if (challengers.length === 0) {
    problems.push({
      path: 'entrants',
      value: undefined,
      message: 'a gauntlet names its challengers: mark at least one entrant "challenger": true',
    });
  } else if (opponents < size - 1) {
    problems.push({
      path: 'entrants',
      value: undefined,
      message: `a gauntlet's table seats a challenger and ${size - 1} of the entrants that are not challengers, and there ${opponents === 1 ? 'is' : 'are'} ${opponents}`,
    });
  } else {
    const tables = challengers.length * tableCount(opponents, size - 1);
    if (tables > MAX_TABLES) {
      problems.push({
        path: 'entrants',
        value: undefined,
        message: `${number(challengers.length)} challengers against ${number(opponents)} others at tables of ${size} make ${number(tables)} tables, more than the ${number(MAX_TABLES)} a tournament plays: split them over several files`,
      });
    }
  }
  if (stop && typeof stop === 'object' && stop.rule !== 'fixed') {
    problems.push({
      path: 'stop.rule',
      value: stop.rule,
      message: 'a gauntlet plays a fixed number of games per table: {"rule": "fixed", "games": N}',
    });
  }
}

/** Only a gauntlet has challengers. */
function checkNoChallengers(challengers: readonly number[], problems: Problem[]): void {
  for (const i of challengers) {
    problems.push({
      path: `entrants.${i}.challenger`,
      value: true,
      message: 'only a gauntlet has challengers: set "format": "gauntlet", or leave challenger out',
    });
  }
}

/** The smallest table of two or more (in a team game, one of two seats a team) that the
 * game seats with these options. */
function smallestTable(game: ReturnType<typeof findGame>, options: BaseOptions | undefined, teams: number): number {
  const low = Math.max(game.players.min, 2, teams * 2);
  if (!options) return low;
  for (let n = low; n <= Math.min(game.players.max, low + 16); n++) {
    if (game.checkPlayers(n, options) === undefined && (!teams || n % teams === 0)) return n;
  }
  return low;
}

/** The games of a whole duplicate deal at every table: a deal is one game per distinct
 * rotation of the table's lineup (dealSize), which is fewer than the seats where the
 * lineup repeats (a,b,a,b: a team game's partnerships). */
function dealRound(lineups: readonly (readonly string[])[], teams: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  return lineups.map((l) => periodOf(l, teams)).reduce((lcm, d) => (lcm / gcd(lcm, d)) * d, 1);
}

/** Refuses a pool with more tables than a run can hold, counted before one is made (200
 * entrants at tables of 3 are 1,313,400 tables, which took the memory and would not stop). */
function checkTableCount(entrants: number, size: number, teams: number, stop: StopRule | undefined, problems: Problem[]): void {
  const tables = tableCount(entrants, size);
  if (tables <= MAX_TABLES) return;
  const table = `tables of ${size}${teams ? ' partnerships' : ''}`;
  const perTable = stop?.rule === 'fixed' ? stop.games : stop?.maxGames;
  const games =
    typeof perTable === 'number' ? ` (${number(tables * perTable)} games${stop?.rule === 'fixed' ? '' : ' at most'})` : '';
  problems.push({
    path: 'entrants',
    value: undefined,
    message: `${number(entrants)} entrants at ${table} make ${number(tables)} tables${games}, more than the ${number(MAX_TABLES)} a tournament plays: use at most ${mostEntrants(size)} entrants at ${table}, or split them over several files`,
  });
}

/** Every table seats each entrant in every seat equally often, so the counts are whole
 * rounds of the table (`round`: the seats, or the games of a duplicate deal); a
 * sequential rule looks between such rounds. */
function checkStop(stop: StopRule, seats: number, round: number, problems: Problem[]): void {
  const whole = (field: string, n: unknown) => {
    if (typeof n === 'number' && n % round !== 0) {
      const near = Math.max(round, Math.round(n / round) * round);
      const why =
        round === seats
          ? `every entrant takes every seat equally often, so use a multiple of the ${seats} seats`
          : `a duplicate deal is played once in each distinct rotation of a table's lineup (${round} here, as its lineup repeats), so use a multiple of ${round}`;
      problems.push({ path: `stop.${field}`, value: n, message: `${why} (e.g. ${near})` });
    }
  };
  if (stop.rule === 'fixed') whole('games', stop.games);
  else if (stop.rule === 'sequential' || stop.rule === 'sprt') {
    whole('every', stop.every);
    whole('maxGames', stop.maxGames);
    if (stop.maxGames < stop.every) {
      problems.push({ path: 'stop.maxGames', value: stop.maxGames, message: `must be at least every (${stop.every})` });
    }
  }
}

/** An sprt test is of the first entrant against the second, H1 above H0. */
function checkSprt(stop: SprtRule, entrants: number, problems: Problem[]): void {
  if (entrants !== 2) {
    problems.push({
      path: 'entrants',
      value: undefined,
      message: `the sprt rule tests the first entrant against the second: name exactly two entrants, not ${entrants}`,
    });
  }
  if (typeof stop.elo0 === 'number' && typeof stop.elo1 === 'number' && stop.elo1 <= stop.elo0) {
    problems.push({
      path: 'stop.elo1',
      value: stop.elo1,
      message: `must be above elo0 (${stop.elo0}): H1 says the first is stronger than H0 does (e.g. elo0 0, elo1 5)`,
    });
  }
}
