// A tournament file, checked whole before any game runs, turned into events: an event is
// one game's entrants and the tables they meet at (a `matches` entry is an event of one
// table). Every wrong field is named, with its path, its value and what would be valid.
import { dirname, resolve } from 'node:path';
import { UsageError } from '../core/errors.js';
import { readJsonFile } from '../core/files.js';
import type { GuestRequest } from '../sim/build.js';
import type { Seating } from '../sim/plan.js';
import type { Format, Tournament, TournamentEvent } from './event.js';
import { poolEvent } from './pool.js';
import {
  type Problem,
  type Reading,
  botLabel,
  gameOptions,
  knownGame,
  number,
  optionTexts,
  players,
  tablePlan,
} from './reading.js';
import { sideEntrants } from './sides.js';
import { MAX_TABLES } from './tables.js';
import { type TournamentFile, tournamentSchema } from './schema.js';

/** The tournament with every table dealt from a secret key too (a sealed run). */
export function sealTournament(t: Tournament, key: string): Tournament {
  const events = t.events.map((e) => ({ ...e, tables: e.tables.map((table) => ({ ...table, plan: { ...table.plan, key } })) }));
  return { ...t, events };
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
