// Rewrites a doc's `tafel` command for a quick check in a scratch folder (the workspace,
// the command's working folder): game counts cut to a few (whole duplicate deals still),
// search iterations too, a person's session (serve) to one game, tournament files copied
// there with their counts cut, and the inputs a reader would bring (a deal file, a bot
// file of their own) made from small stubs where the doc does not show them whole (see
// shownFiles). Relative output folders need no rewriting: they land in the workspace,
// where a later command of the same doc finds them, as the reader's next command would.
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/** Games a quick check plays where the doc says more (rounded up to whole deals). */
export const FEW = 4;

/** Search iterations a quick check lets a bot spend per decision where the doc says more:
 * the same code runs, a thousand rollouts a move only take longer. */
export const FEW_ITERATIONS = 20;

/** Deals a quick check lets `tafel tune` search and race with, at one deal an evaluation
 * (--block): enough for the smallest budget tune takes (a cover of every value of a
 * parameter of up to 50 values twice, and a race of eight points), as few as that. */
const TUNE_DEALS = 200;

export interface Workspace {
  /** The repository, where the docs' relative input paths (tournaments/…) are read. */
  repo: string;
  /** The scratch folder the command runs in. */
  dir: string;
}

/** The flags rewritten here, whose values are not positional arguments. */
const REWRITTEN = new Set([
  '--games',
  '--iterations',
  '--out',
  '--resume',
  '--deal',
  '--bots',
  '--bot',
  '--vs',
  '--budget',
  '--check',
]);

/** The command's arguments for a quick check, with its inputs prepared in the workspace. */
export function quickArgs(args: readonly string[], ws: Workspace): string[] {
  const out = [...args];
  const seats = seatCount(out);
  const duplicate = flagValue(out, '--seating') === 'duplicate';
  for (let i = 0; i < out.length; i++) {
    const arg = out[i];
    const [flag, inline] = arg.startsWith('--') ? arg.split(/=(.*)/s) : [arg, undefined];
    if (!REWRITTEN.has(flag)) {
      if (i > 0 && !arg.startsWith('-') && looksLikePath(arg)) {
        out[i] = out[0] === 'tournament' && arg.endsWith('.json') ? ensureTournament(arg, ws) : ensureInput(arg, ws);
      }
      continue;
    }
    const at = inline === undefined ? ++i : i;
    const value = inline ?? out[at] ?? '';
    let next = value;
    if (flag === '--games' && Number(value) > 0) next = String(Math.min(Number(value), whole(FEW, duplicate ? seats : 1)));
    // A tune's budget: a few hundred deals of one-deal evaluations (below); its check: a
    // few whole deals (tune always seats duplicate).
    else if (flag === '--budget' && Number(value) > 0) next = String(Math.min(Number(value), TUNE_DEALS * seats));
    else if (flag === '--check' && Number(value) > 0) next = String(Math.min(Number(value), whole(FEW, seats)));
    else if (flag === '--iterations' && Number(value) > 0) next = String(Math.min(Number(value), FEW_ITERATIONS));
    else if (flag === '--out' || flag === '--resume') next = inWorkspace(value, ws);
    else if (flag === '--deal') next = ensureDeal(value, ws);
    else if (flag === '--bots' || flag === '--bot' || flag === '--vs') next = fewerIterations(ensureBotFiles(value, ws.dir, ws));
    if (at < out.length) out[at] = inline === undefined ? next : `${flag}=${next}`;
  }
  // A person's session (serve) is played by the check's own person for one game.
  if (out[0] === 'serve' && !out.includes('--once')) out.push('--once');
  // A tune evaluates one deal at a time, so its smallest budget is small too.
  if (out[0] === 'tune' && flagValue(out, '--budget') !== undefined && flagValue(out, '--block') === undefined) {
    out.push('--block', String(seats));
  }
  return out;
}

/** The smallest multiple of `unit` that is at least `n`. */
function whole(n: number, unit: number): number {
  return Math.ceil(n / unit) * unit;
}

function flagValue(args: readonly string[], flag: string): string | undefined {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === flag) return args[i + 1];
    if (args[i].startsWith(`${flag}=`)) return args[i].slice(flag.length + 1);
  }
  return undefined;
}

/** The seats of the command's table: one per bot of --bots, or --bot and its --vs. */
function seatCount(args: readonly string[]): number {
  const bots = flagValue(args, '--bots');
  if (bots !== undefined) return botSpecs(bots).length;
  const vs = flagValue(args, '--vs');
  return vs === undefined ? 1 : 1 + botSpecs(vs).length;
}

/** A comma-separated bot list split at the commas outside parentheses. */
export function botSpecs(list: string): string[] {
  const specs: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) {
      specs.push(list.slice(start, i));
      start = i + 1;
    }
  }
  specs.push(list.slice(start));
  return specs;
}

function looksLikePath(arg: string): boolean {
  return arg.includes('/') || /\.(json|jsonl|m?js|cjs)$/.test(arg);
}

/** An absolute path is moved into the workspace (a doc's /tmp/x is no place to write). */
function inWorkspace(path: string, ws: Workspace): string {
  return isAbsolute(path) ? join(ws.dir, basename(path)) : path;
}

/** An input the doc names: taken from the repository when the reader's checkout has it
 * and no earlier command made it. */
function ensureInput(path: string, ws: Workspace): string {
  const target = resolve(ws.dir, inWorkspace(path, ws));
  const source = resolve(ws.repo, path);
  if (!existsSync(target) && !isAbsolute(path) && existsSync(source) && statSync(source).isFile()) {
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(source, target);
  }
  return inWorkspace(path, ws);
}

/** A tournament file, copied with every count of games cut to a few whole rounds. */
function ensureTournament(path: string, ws: Workspace): string {
  const source = resolve(ws.repo, path);
  const target = resolve(ws.dir, inWorkspace(path, ws));
  if (existsSync(target) || !existsSync(source)) return inWorkspace(path, ws);
  const file = JSON.parse(readFileSync(source, 'utf8')) as TournamentCounts;
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, `${JSON.stringify(fewerGames(file), null, 2)}\n`);
  const folder = dirname(target);
  for (const match of file.matches ?? []) for (const bot of match.bots ?? []) ensureBotFile(bot, folder, ws);
  for (const entrant of file.entrants ?? []) if (typeof entrant.bot === 'string') ensureBotFile(entrant.bot, folder, ws);
  return inWorkspace(path, ws);
}

/** The fields of a tournament file that count games (see tournaments/schema.json). */
interface TournamentCounts {
  matches?: { bots?: string[]; games?: number }[];
  entrants?: { bot?: unknown }[];
  players?: number;
  stop?: { rule?: string; games?: number; every?: number; maxGames?: number };
}

/** Counts cut to whole rounds of a table: a multiple of its seats is a whole duplicate
 * deal and seats everyone equally often. A pool without `players` seats at most 4 here. */
export function fewerGames(file: TournamentCounts): TournamentCounts {
  const cut = (n: number | undefined, seats: number, rounds = 1) =>
    n === undefined ? undefined : Math.min(n, whole(FEW, seats) * rounds);
  const seats = file.players ?? 12;
  return {
    ...file,
    ...(file.matches && { matches: file.matches.map((m) => ({ ...m, games: cut(m.games, m.bots?.length ?? 12) })) }),
    ...(file.stop && {
      stop: {
        ...file.stop,
        ...(file.stop.games !== undefined && { games: cut(file.stop.games, seats) }),
        ...(file.stop.every !== undefined && { every: cut(file.stop.every, seats) }),
        ...(file.stop.maxGames !== undefined && { maxGames: cut(file.stop.maxGames, seats, 2) }),
      },
    }),
  };
}

/** Bot specs with every `iterations=N` cut to a few (a range such as 100..1000 is kept). */
export function fewerIterations(specs: string): string {
  return specs.replace(/\biterations=(\d+)(?=[,)])/g, (all, n: string) => `iterations=${Math.min(Number(n), FEW_ITERATIONS)}`);
}

/** A comma-separated bot list, with each bot file it names made ready. */
function ensureBotFiles(list: string, base: string, ws: Workspace): string {
  for (const spec of botSpecs(list)) ensureBotFile(spec, base, ws);
  return list;
}

/** A bot file a spec names (`./bots/mine.js`, params and all): copied from the checkout
 * when it holds it; else, in `bots/` (where the docs have a reader keep their own bots),
 * a stub that plays the first legal action. Any other missing file stays missing, and so
 * does one in `bots/examples/`, tafel's own: a doc naming an example that is not there
 * fails, as the reader's command would. */
function ensureBotFile(spec: string, base: string, ws: Workspace): void {
  const path = spec.replace(/\(.*\)$/s, '').trim();
  if (path.startsWith('cmd:')) return ensureProgramFiles(path.slice('cmd:'.length), base, ws);
  if (!(path.startsWith('./') || path.startsWith('../') || /\.(m?js|cjs)$/.test(path)) || isAbsolute(path)) return;
  const target = resolve(base, path);
  const inRepo = relative(ws.dir, target);
  if (existsSync(target) || inRepo.startsWith('..')) return;
  const source = join(ws.repo, inRepo);
  const own = inRepo.startsWith(`bots${sep}`) && !inRepo.startsWith(`bots${sep}examples${sep}`);
  if (!existsSync(source) && !own) return;
  mkdirSync(dirname(target), { recursive: true });
  if (existsSync(source)) copyFileSync(source, target);
  else writeFileSync(target, BOT_STUB);
}

/** A program's command (`python3 bots/examples/python/gesjaakt_bot.py`): each word that names a
 * file of the checkout (the script it runs) is copied there, as the reader has it. */
function ensureProgramFiles(command: string, base: string, ws: Workspace): void {
  for (const word of command.split(/\s+/)) {
    const path = word.replace(/^['"]|['"]$/g, '');
    if (path === '' || isAbsolute(path)) continue;
    const target = resolve(base, path);
    const inRepo = relative(ws.dir, target);
    const source = join(ws.repo, inRepo);
    if (existsSync(target) || inRepo.startsWith('..') || !existsSync(source) || !statSync(source).isFile()) continue;
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(source, target);
  }
}

/** A bot file's least, as docs/bots.md shows one. */
const BOT_STUB = `// Made by the docs check for a bot file the docs name but neither show nor the checkout holds.
export default {
  name: 'stub',
  games: 'any',
  params: {},
  create: () => ({ observes: false, act: (_observation, legal) => legal[0] }),
};
`;

/** A deal file the doc names, made when no earlier command left one: one valid round,
 * each seat two ranks of every suit. */
function ensureDeal(path: string, ws: Workspace): string {
  const local = inWorkspace(path, ws);
  const target = resolve(ws.dir, local);
  if (existsSync(target)) return local;
  const source = resolve(ws.repo, path);
  if (!isAbsolute(path) && existsSync(source)) return ensureInput(path, ws);
  const ranks = ['7', '8', '9', 'T', 'J', 'Q', 'K', 'A'];
  const hands = [0, 1, 2, 3].map((s) =>
    ['C', 'D', 'H', 'S'].flatMap((suit) => [ranks[2 * s], ranks[2 * s + 1]].map((r) => r + suit)).join(' '),
  );
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, `${JSON.stringify({ dealer: 3, hands, trumps: ['C', 'H'] }, null, 2)}\n`);
  return local;
}
