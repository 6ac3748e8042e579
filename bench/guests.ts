// What safety costs: one trivial Gesjaakt bot played in tafel's own realm, as a bot file in
// its sandbox (tafel's host program in a bubblewrap sandbox), as a trusted bot file
// (in-realm, --trust-bot-files) and as a program over the line protocol
// (docs/protocol.md) in Node and in Python, sandboxed and --unsandboxed. Every seat holds
// the same rule, so every decision is the bot's, and the games are the same in every way
// (the rule draws nothing): the figures differ only by what a decision costs. Issue 37
// aims at ≤ 100 µs a decision over in-realm for a sandboxed file or program. And what
// starting a guest costs, the sandbox's own share apart (issue 37: ≤ 20 ms): a shell
// program that says ready, started with and without its sandbox.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Bot, defineBot } from '../src/core/bot.js';
import type { Action } from '../src/core/game.js';
import { playGame } from '../src/core/match.js';
import { findPlay } from '../src/games/play-registry.js';
import { findGame, resolveOptions } from '../src/games/registry.js';
import { type GuestLimits, type GuestSource, closeGuests, describeGuest, guestBot } from '../src/guests/guest.js';
import type { Figure } from './figure.js';
import { formatNumber } from './figure.js';
import { gamesPerSecond } from './measure.js';
import type { BenchOptions } from './options.js';

const PLAYERS = 3;
const MEMORY_MB = 256;

/** The rule, the same in every way: pay while the pot holds fewer than 3 chips and a
 * chip is left, else take. It reads the observation (so the view is built and sent) and
 * costs next to nothing itself. */
const trivial = defineBot({
  name: 'trivial',
  summary: 'pays while fewer than 3 chips lie on the card, then takes it',
  games: ['gesjaakt'],
  params: {},
  create: () => ({
    act: (obs: { pot: number }, legal: readonly Action[]) => (legal.length > 1 && obs.pot < 3 ? 'pay' : 'take'),
  }),
});

const BOT_FILE = `export default {
  name: 'trivial',
  games: ['gesjaakt'],
  params: {},
  create: () => ({ act: (obs, legal) => (legal.length > 1 && obs.pot < 3 ? 'pay' : 'take') }),
};
`;

const NODE_PROGRAM = `import { createInterface } from 'node:readline';
const say = (message) => process.stdout.write(JSON.stringify(message) + '\\n');
createInterface({ input: process.stdin }).on('line', (line) => {
  const m = JSON.parse(line);
  if (m.type === 'hello') say({ type: 'ready', name: 'trivial', games: ['gesjaakt'] });
  else if (m.type === 'act') say({ action: m.legal.length > 1 && m.observation.pot < 3 ? 'pay' : 'take' });
});
`;

const PYTHON_PROGRAM = `import json, sys
for line in sys.stdin:
    m = json.loads(line)
    if m["type"] == "hello":
        print(json.dumps({"type": "ready", "name": "trivial", "games": ["gesjaakt"]}), flush=True)
    elif m["type"] == "act":
        take = len(m["legal"]) == 1 or m["observation"]["pot"] >= 3
        print(json.dumps({"action": "take" if take else "pay"}), flush=True)
`;

interface Way {
  readonly id: string;
  readonly what: string;
  /** Games per run: under a second each on an idle machine here. */
  readonly games: number;
  /** Issue 37's aim for the time over in-realm, µs a decision. */
  readonly aim?: number;
  /** One bot per seat (a guest is one process or thread per entrant). */
  readonly bots: () => Bot[];
}

export async function* guestFigures({ runs, scale }: BenchOptions): AsyncGenerator<Figure> {
  const game = findPlay('gesjaakt');
  const options = resolveOptions(findGame('gesjaakt'), {});
  const table = { game: 'gesjaakt', options };
  const dir = mkdtempSync(join(tmpdir(), 'tafel-bench-guests-'));
  // Readable by the sandbox's user (nobody, when the bench runs as root).
  chmodSync(dir, 0o755);
  const file = join(dir, 'trivial.mjs');
  writeFileSync(file, BOT_FILE);
  writeFileSync(join(dir, 'trivial-node.mjs'), NODE_PROGRAM);
  writeFileSync(join(dir, 'trivial.py'), PYTHON_PROGRAM);
  const guests = (source: GuestSource, limits: GuestLimits) => () =>
    Array.from({ length: PLAYERS }, () => guestBot(source, {}, game, table, limits));
  const limits: GuestLimits = { memoryMb: MEMORY_MB };
  const open: GuestLimits = { ...limits, unsandboxed: true };
  const node = { cmd: `"${process.execPath}" trivial-node.mjs`, cwd: dir };
  // The system's Python, which the sandbox shows (a user's own may need --sandbox-ro).
  const python = { cmd: '/usr/bin/python3 trivial.py', cwd: dir };
  const ways: Way[] = [
    {
      id: 'in-realm',
      what: 'a built-in bot, in tafel’s realm',
      games: scale(20_000),
      bots: () => Array.from({ length: PLAYERS }, () => trivial.create({}, game)),
    },
    { id: 'file-sandboxed', what: 'a bot file in its sandbox', games: scale(200), aim: 100, bots: guests({ file }, limits) },
    { id: 'file-unsandboxed', what: 'a bot file, --unsandboxed', games: scale(200), bots: guests({ file }, open) },
    {
      id: 'file-trusted',
      what: 'a bot file, trusted (in-realm)',
      games: scale(20_000),
      bots: guests({ file }, { ...limits, trust: true }),
    },
    { id: 'program-node', what: 'a Node program in its sandbox', games: scale(100), aim: 100, bots: guests(node, limits) },
    { id: 'program-node-unsandboxed', what: 'a Node program, --unsandboxed', games: scale(100), bots: guests(node, open) },
    { id: 'program-python', what: 'a Python program in its sandbox', games: scale(100), aim: 100, bots: guests(python, limits) },
  ];

  try {
    let inRealm: { µs: number; perGame: number } | undefined;
    for (const way of ways) {
      const bots = way.bots();
      let decisions = 0;
      const work = () => {
        decisions = 0;
        for (let i = 0; i < way.games; i++) {
          const played = playGame({ game, options, bots, seed: i, keepActions: false });
          if (played.forfeit) throw new Error(`${way.id} forfeited game ${i}: ${played.forfeit.reason}`);
          decisions += played.decisions;
        }
      };
      const rate = await gamesPerSecond(way.games, runs, work);
      const perGame = decisions / way.games;
      const µs = 1e6 / (rate * perGame);
      inRealm ??= { µs, perGame };
      // The same rule and seeds play the same games: a way that played others (a bot
      // answering otherwise) measured something else.
      const same = Math.abs(perGame - inRealm.perGame) < 0.05 * inRealm.perGame;
      yield {
        id: `guests.gesjaakt.${way.id}`,
        what: `Gesjaakt, ${way.what}: time per decision`,
        value: µs,
        unit: 'µs',
        better: 'lower',
        note: `${formatNumber(perGame)} decisions a game, every seat this bot`,
        ...(!same && {
          warning: `${way.id} made ${formatNumber(perGame)} decisions a game, in-realm ${formatNumber(inRealm.perGame)}: not the same games`,
        }),
      };
      if (way !== ways[0]) {
        yield {
          id: `guests.gesjaakt.${way.id}.extra`,
          what: `Gesjaakt, ${way.what}: time per decision over in-realm`,
          value: µs - inRealm.µs,
          unit: 'µs',
          better: 'lower',
          note: way.aim === undefined ? 'no aim' : `aim ≤ ${way.aim} µs`,
        };
      }
    }
    yield* startFigures(dir, runs);
  } finally {
    await closeGuests();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A shell program that says ready and waits for the end of its stdin: starting it costs
 * next to nothing but the start itself. */
const STARTER = `read hello; echo '{"type":"ready","name":"starter"}'; cat >/dev/null`;

/** How long a guest takes to start and say ready (describeGuest: started, greeted, stopped
 * as it goes), median of `times` starts, in ms. */
function startMs(source: GuestSource, limits: GuestLimits, times: number): number {
  const spans: number[] = [];
  for (let i = 0; i < times; i++) {
    const began = performance.now();
    describeGuest(source, limits);
    spans.push(performance.now() - began);
  }
  return spans.sort((a, b) => a - b)[Math.floor(times / 2)];
}

/** What a guest's start costs: a shell program and a bot file, each with its sandbox and
 * without; the difference for the shell program is the sandbox's own (bwrap and prlimit),
 * the bot file's whole start is mostly Node's. */
async function* startFigures(dir: string, runs: number): AsyncGenerator<Figure> {
  const times = 5 * runs;
  const shell = { cmd: STARTER, cwd: dir };
  const file = { file: join(dir, 'trivial.mjs') };
  const limits: GuestLimits = { memoryMb: MEMORY_MB };
  const open = { ...limits, unsandboxed: true };
  startMs(shell, limits, 2); // the keeper thread and the sandbox's probe, once
  const shellIn = startMs(shell, limits, times);
  const shellOut = startMs(shell, open, times);
  const fileIn = startMs(file, limits, times);
  const fileOut = startMs(file, open, times);
  const start = (id: string, what: string, value: number, note: string, aim?: number): Figure => ({
    id: `guests.start.${id}`,
    what,
    value,
    unit: 'ms',
    better: 'lower',
    note: aim === undefined ? note : `${note}; aim ≤ ${aim} ms`,
  });
  yield start(
    'sandbox',
    'starting a guest: what its sandbox adds (a shell program, with and without)',
    shellIn - shellOut,
    `${formatNumber(shellIn)} ms with, ${formatNumber(shellOut)} ms without`,
    20,
  );
  yield start(
    'file-sandboxed',
    'starting a bot file in its sandbox, to its ready line',
    fileIn,
    `${formatNumber(fileOut)} ms --unsandboxed: Node's own start`,
  );
}
