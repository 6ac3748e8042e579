// What the sandbox tests share: the attackers' folder (test/fixtures/attacks), a run of
// `tafel play` with its records (in this process, or as the compiled bin where the run's
// own process is what is attacked), and what makes two runs' games the same game by game:
// the same deals and dice, the same decisions in every seat, the same ends.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { MAIN, tafel } from '../cli/tafel.js';
import { sharedTempFolder } from '../helpers.js';

/** The attackers' folder: bot files and programs (run there with --bot-folder). */
export const ATTACKS = fileURLToPath(new URL('../fixtures/attacks/', import.meta.url));

/** An attacker's bot file, by name. */
export const attacker = (name: string) => join(ATTACKS, name);

/** A copy of the attackers' folder that a test may see written into. */
export function attackersCopy(): string {
  const folder = join(sharedTempFolder('tafel-attackers-'), 'attacks');
  cpSync(ATTACKS, folder, { recursive: true });
  return folder;
}

interface Game {
  readonly seed: number;
  readonly actions: readonly unknown[];
  readonly scores: readonly number[];
  readonly wins: readonly number[];
  readonly forfeit?: unknown;
}

export interface Played {
  readonly code: number;
  readonly out: string;
  readonly err: string;
  /** The run's results folder. */
  readonly folder: string;
  /** Its games, from its records, in order. */
  readonly games: readonly Game[];
}

/** A new results folder, apart from every bot's. */
export function resultsFolder(): string {
  return join(mkdtempSync(join(tmpdir(), 'tafel-attacked-')), 'run');
}

function gamesIn(folder: string): Game[] {
  const file = join(folder, 'records.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => {
      const r = JSON.parse(line) as { seed: number; actions: unknown[]; result: Omit<Game, 'seed' | 'actions'> };
      return { seed: r.seed, actions: r.actions, scores: r.result.scores, wins: r.result.wins, forfeit: r.result.forfeit };
    });
}

/** `tafel play <args> --out <folder>` in this process. */
export async function play(args: readonly string[], folder = resultsFolder()): Promise<Played> {
  const r = await tafel('play', ...args, '--out', folder);
  return { ...r, folder, games: gamesIn(folder) };
}

/** The same as the compiled bin, a process of its own: for the attacks on it. `env` is
 * added to the environment it is started with. */
export async function playBin(args: readonly string[], folder = resultsFolder(), env: NodeJS.ProcessEnv = {}): Promise<Played> {
  const child = spawn(process.execPath, [MAIN, 'play', ...args, '--out', folder], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d));
  child.stderr.on('data', (d: Buffer) => (err += d));
  const code = await new Promise<number>((resolve) =>
    child.on('close', (c, signal) => resolve(c ?? 128 + (signal === 'SIGKILL' ? 9 : 15))),
  );
  return { code, out, err, folder, games: gamesIn(folder) };
}

/** Both runs played their games alike: same deals, same decisions in every seat, same ends. */
export function expectSameGames(a: Played, b: Played): void {
  expect(a.games.length).toBeGreaterThan(0);
  expect(a.games).toEqual(b.games);
}

/** The runs played the same deals, and the attacker's own decisions differed in some. */
export function expectAttackerWon(attacked: Played, twin: Played): void {
  expect(attacked.games.length).toBe(twin.games.length);
  expect(attacked.games.map((g) => g.seed)).toEqual(twin.games.map((g) => g.seed));
  expect(attacked.games.map((g) => g.actions)).not.toEqual(twin.games.map((g) => g.actions));
}

/** The attack and its honest twin: sandboxed, the attacker plays exactly as the twin;
 * with --unsandboxed the same attack wins, so the test can fail. */
export async function expectSandboxHolds(run: (params: string, ...flags: string[]) => Promise<Played>): Promise<void> {
  const attacked = await run('');
  const twin = await run(',attack=false');
  expect(attacked.code, attacked.err).toBe(0);
  expectSameGames(attacked, twin);
  expectAttackerWon(await run('', '--unsandboxed'), twin);
}
