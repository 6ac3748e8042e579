// A tournament file, checked whole before any game runs, turned into events: an event is
// one game's entrants and the tables they meet at (a `matches` entry is an event of one
// table). Every wrong field is named, with its path, its value and what would be valid.
import { dirname, resolve } from 'node:path';
import { UsageError } from '../core/errors.js';
import { readJsonFile } from '../core/files.js';
import type { BaseOptions } from '../core/game.js';
import { checkPlayerCount, findGame, resolveOptions } from '../games/registry.js';
import { resolveBot } from '../../bots/registry.js';
import { limitsOf } from '../../bots/guest-bots.js';
import { type GuestRequest, buildPlan } from '../sim/build.js';
import { type Plan, type Seating, periodOf } from '../sim/plan.js';
import { sideEntrants } from './sides.js';
import { MAX_TABLES, gauntletTables, mostEntrants, roundRobinTables, tableCount } from './tables.js';
import { type TournamentFile, tournamentSchema } from './schema.js';
import type { SprtRule } from './sprt.js';

type Format = 'matches' | 'round-robin' | 'duplicate' | 'gauntlet';
export type StopRule = { rule: 'fixed'; games: number } | { rule: 'sequential'; every: number; maxGames: number } | SprtRule;

interface Entrant {
  readonly label: string;
  /** The canonical bot spec: a bot from outside tafel's is its name and parameters. */
  readonly bot: string;
  /** What plans are built from: the canonical spec, or a bot file's or program's spec as
   * the file wrote it (read from its folder). */
  readonly spec: string;
  /** A gauntlet's challenger: it meets every entrant that is not one. */
  readonly challenger?: boolean;
}

/** One table: a plan for all its games (fixed: the rule's games; sequential: the most it
 * may play) and, per side of the table, the event's entrant that sits there. A side is a
 * seat, or in a team game a partnership (its first seat speaks for it). */
interface TableSpec {
  readonly plan: Plan;
  readonly members: readonly number[];
}

export interface TournamentEvent {
  readonly title: string;
  readonly game: string;
  readonly format: Format;
  readonly entrants: readonly Entrant[];
  readonly tables: readonly TableSpec[];
  readonly stop: StopRule;
}

export interface Tournament {
  readonly name: string;
  readonly seed: number;
  readonly events: readonly TournamentEvent[];
  /** The file with every default filled in and every bot canonical: what a run folder keeps. */
  readonly resolved: TournamentFile;
}

/** The tournament with every table dealt from a secret key too (a sealed run). */
export function sealTournament(t: Tournament, key: string): Tournament {
  const events = t.events.map((e) => ({ ...e, tables: e.tables.map((table) => ({ ...table, plan: { ...table.plan, key } })) }));
  return { ...t, events };
}

interface Problem {
  readonly path: string;
  readonly value: unknown;
  readonly message: string;
}

/** How the command line runs bot files, over what the file says (--trust-bot-files,
 * --bot-memory-mb), and how the sandbox is set (--unsandboxed and --sandbox-ro, which
 * only the command line sets). */
interface GuestFlags {
  readonly trust?: boolean;
  readonly memoryMb?: number;
  readonly unsandboxed?: boolean;
  readonly readOnly?: readonly string[];
}

/** Reads, checks and resolves a tournament file. */
export function loadTournament(file: string, flags: GuestFlags = {}): Tournament {
  const value = readJsonFile(file);
  return resolveTournament(value, file, flags);
}

/** What reading one file carries from field to field: the problems found so far, and how
 * the file's bot files and programs are found (its botFolder, else the file's own folder)
 * and run. Handed down, so that two files read at once never share it. */
interface Reading {
  readonly problems: Problem[];
  readonly guests: GuestRequest;
}

export function resolveTournament(value: unknown, file: string, flags: GuestFlags = {}): Tournament {
  const raw = (value ?? {}) as Partial<TournamentFile>;
  const folder = typeof raw.botFolder === 'string' ? resolve(dirname(resolve(file)), raw.botFolder) : dirname(resolve(file));
  const memoryMb = flags.memoryMb ?? (typeof raw.botMemoryMb === 'number' ? raw.botMemoryMb : undefined);
  const guests: GuestRequest = {
    base: folder,
    trust: flags.trust === true || raw.trustBotFiles === true,
    ...(memoryMb !== undefined ? { memoryMb } : {}),
    ...(flags.unsandboxed ? { unsandboxed: true } : {}),
    ...(flags.readOnly?.length ? { readOnly: flags.readOnly } : {}),
  };
  const problems: Problem[] = [];
  const reading: Reading = { problems, guests };
  const parsed = tournamentSchema.safeParse(value, { reportInput: true });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : undefined;
      const path = [...issue.path, ...(keys?.length === 1 ? keys : [])].map(String).join('.');
      problems.push({ path, value: keys ? undefined : issue.input, message: issue.message });
    }
  }
  // The meaning of each field is checked too, wherever its shape let it be read, so one
  // pass names every mistake.
  const t = (parsed.success ? parsed.data : value) as Partial<TournamentFile>;
  const events = t && typeof t === 'object' ? resolveEvents(t, reading) : [];
  if (problems.length) {
    const lines = problems.map((p) => `  ${p.path || '(the file)'}: ${p.message}${shown(p.value)}`);
    const many = problems.length === 1 ? 'a problem' : `${problems.length} problems`;
    throw new UsageError(`${file} has ${many}, so no game was played:\n${lines.join('\n')}`);
  }
  const data = parsed.data!;
  return { name: data.name, seed: data.seed, events, resolved: resolvedFile(data, events, guests) };
}

function shown(value: unknown): string {
  if (value === undefined) return '';
  const text = JSON.stringify(value) ?? String(value);
  return ` (got ${text.length > 80 ? `${text.slice(0, 77)}...` : text})`;
}

function resolveEvents(t: Partial<TournamentFile>, reading: Reading): TournamentEvent[] {
  const { problems } = reading;
  const seed = typeof t.seed === 'number' ? t.seed : 0;
  if (t.matches !== undefined && t.entrants !== undefined) {
    problems.push({ path: 'entrants', value: undefined, message: 'a file has either matches or entrants, not both' });
    return [];
  }
  if (Array.isArray(t.matches)) {
    if (t.matches.length > MAX_TABLES) {
      problems.push({
        path: 'matches',
        value: undefined,
        message: `${number(t.matches.length)} matches are as many tables, more than the ${number(MAX_TABLES)} a tournament plays: split them over several files`,
      });
      return [];
    }
    for (const key of ['game', 'format', 'players', 'stop', 'options'] as const) {
      if (t[key] !== undefined)
        problems.push({ path: key, value: t[key], message: 'belongs to an entrant pool, not to matches' });
    }
    return t.matches.flatMap((m, i) => matchEvent(m, i, seed, reading));
  }
  if (Array.isArray(t.entrants)) return poolEvent(t, seed, reading);
  if (t.matches === undefined) {
    problems.push({ path: 'matches', value: undefined, message: 'name either matches, or a game with entrants' });
  }
  return [];
}

/** Options as the game reads them, or undefined (and a problem) when they are wrong. */
function gameOptions(gameId: string, given: unknown, path: string, problems: Problem[]): BaseOptions | undefined {
  if (given !== undefined && (given === null || typeof given !== 'object')) return undefined; // the schema said so
  try {
    return resolveOptions(findGame(gameId), (given ?? {}) as Record<string, unknown>);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    problems.push({ path, value: undefined, message: e.message });
    return undefined;
  }
}

function knownGame(gameId: unknown, path: string, problems: Problem[]): string | undefined {
  if (typeof gameId !== 'string') return undefined;
  try {
    return findGame(gameId).id;
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    problems.push({ path, value: gameId, message: e.message });
    return undefined;
  }
}

/** The bot's canonical label, and the spec its plans are built from. */
function botLabel(
  gameId: string,
  spec: unknown,
  options: BaseOptions | undefined,
  path: string,
  { problems, guests }: Reading,
): { label: string; spec: string } | undefined {
  if (typeof spec !== 'string') return undefined;
  try {
    const limits = limitsOf(guests);
    const bot = resolveBot(gameId, spec, { base: guests.base, limits, ...(options ? { options } : {}) });
    return { label: bot.label, spec: bot.source ? spec : bot.label };
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    problems.push({ path, value: spec, message: e.message });
    return undefined;
  }
}

/** Builds a plan whose parts were checked one by one; what is still wrong (a seating and
 * a game count that do not fit) is a problem at `path`. */
function tablePlan(request: Parameters<typeof buildPlan>[0], path: string, { problems, guests }: Reading): Plan | undefined {
  try {
    return buildPlan({ ...request, guests });
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    problems.push({ path, value: request.games, message: e.message });
    return undefined;
  }
}

const optionTexts = (options: BaseOptions | Record<string, unknown>) =>
  Object.fromEntries(Object.entries(options).map(([k, v]) => [k, JSON.stringify(v)]));

function matchEvent(m: unknown, i: number, seed: number, reading: Reading): TournamentEvent[] {
  const { problems } = reading;
  if (!m || typeof m !== 'object') return [];
  const match = m as Record<string, unknown>;
  const at = `matches.${i}`;
  const game = knownGame(match.game, `${at}.game`, problems);
  if (!game || !Array.isArray(match.bots)) return [];
  const before = problems.length;
  const options = gameOptions(game, match.options, `${at}.options`, problems);
  const bots = match.bots.map((b, j) => botLabel(game, b, options, `${at}.bots.${j}`, reading));
  if (options) players(game, match.bots.length, options, `${at}.bots`, match.bots.length, problems);
  if (problems.length > before || !options || typeof match.games !== 'number' || match.games < 1) return [];
  const plan = tablePlan(
    {
      game,
      bots: bots.map((b) => b!.spec),
      games: match.games,
      seed: typeof match.seed === 'number' ? match.seed : seed,
      options: optionTexts(options),
      seating: match.seating as Seating | undefined,
      ...(typeof match.deals === 'string' ? { deals: match.deals } : {}),
    },
    `${at}.games`,
    reading,
  );
  if (!plan) return [];
  // Each side of the table is an entrant: a seat, or a partnership in a team game.
  const entrants = sideEntrants(plan);
  const members = entrants.map((_, s) => s);
  return [
    {
      title: `match ${i + 1}: ${game}`,
      game,
      format: 'matches',
      entrants,
      tables: [{ plan, members }],
      stop: { rule: 'fixed', games: plan.games },
    },
  ];
}

/** Problems with a player count; true when it is fine. */
function players(game: string, count: number, options: BaseOptions, path: string, value: unknown, problems: Problem[]): boolean {
  try {
    checkPlayerCount(findGame(game), count, options);
    return true;
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    problems.push({ path, value, message: e.message });
    return false;
  }
}

function poolEvent(t: Partial<TournamentFile>, seed: number, reading: Reading): TournamentEvent[] {
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

/** A count as the messages write it; one past 2^53 is only ever too many. */
function number(n: number): string {
  return n > Number.MAX_SAFE_INTEGER ? `more than ${Number.MAX_SAFE_INTEGER.toLocaleString('en-US')}` : n.toLocaleString('en-US');
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

/** The file as it was run: defaults filled in, bots canonical, the seed stated. */
function resolvedFile(data: TournamentFile, events: readonly TournamentEvent[], guests: GuestRequest): TournamentFile {
  if (data.matches) {
    return {
      name: data.name,
      seed: data.seed,
      ...guestFields(events, guests),
      matches: events.map((e, i) => {
        const { plan } = e.tables[0];
        return {
          game: plan.game,
          // A bot from outside tafel as the file wrote it, read from botFolder.
          bots: plan.entrants.map((label, s) => (plan.guests?.sources[s] ? data.matches![i].bots[s] : label)),
          games: plan.games,
          seed: plan.seed,
          options: { ...plan.options },
          seating: plan.seating ?? 'rotate',
        };
      }),
    };
  }
  const [event] = events;
  const { plan } = event.tables[0];
  return {
    name: data.name,
    seed: data.seed,
    ...guestFields(events, guests),
    game: event.game,
    options: { ...plan.options },
    entrants: event.entrants.map((e) => ({ label: e.label, bot: e.spec, ...(e.challenger ? { challenger: true } : {}) })),
    format: event.format as Exclude<Format, 'matches'>,
    players: plan.entrants.length,
    stop: event.stop,
  };
}

/** Where the file's bot files and programs were found and how they ran, written out in
 * full when it has any, so that the run folder's copy finds them again. */
function guestFields(events: readonly TournamentEvent[], guests: GuestRequest): Partial<TournamentFile> {
  if (!events.some((e) => e.tables.some((t) => t.plan.guests))) return {};
  return {
    botFolder: guests.base,
    ...(guests.trust ? { trustBotFiles: true } : {}),
    ...(guests.memoryMb !== undefined ? { botMemoryMb: guests.memoryMb } : {}),
  };
}
