// What safety costs a decision: one trivial Gesjaakt bot played in tafel's own realm, as
// an isolated bot file (a worker thread of its own), as a trusted bot file (in-realm,
// --trust-bot-files) and as a program over the line protocol (docs/protocol.md), in Node
// and in Python. Every seat holds the same rule, so every decision is the bot's, and the
// games are the same in every way (the rule draws nothing): the figures differ only by
// what a decision costs. Issue 25 aims at ≤ 20 µs a decision over in-realm for an
// isolated file and ≤ 100 µs for a program.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Bot, defineBot } from '../src/core/bot.js';
import type { Action } from '../src/core/game.js';
import { playGame } from '../src/core/match.js';
import { findPlay } from '../src/games/play-registry.js';
import { findGame, resolveOptions } from '../src/games/registry.js';
import { type GuestLimits, type GuestSource, closeGuests, guestBot } from '../src/guests/guest.js';
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
  /** Issue 25's aim for the time over in-realm, µs a decision. */
  readonly aim?: number;
  /** One bot per seat (a guest is one process or thread per entrant). */
  readonly bots: () => Bot[];
}

export async function* guestFigures({ runs, scale }: BenchOptions): AsyncGenerator<Figure> {
  const game = findPlay('gesjaakt');
  const options = resolveOptions(findGame('gesjaakt'), {});
  const table = { game: 'gesjaakt', options };
  const dir = mkdtempSync(join(tmpdir(), 'tafel-bench-guests-'));
  const file = join(dir, 'trivial.mjs');
  writeFileSync(file, BOT_FILE);
  writeFileSync(join(dir, 'trivial-node.mjs'), NODE_PROGRAM);
  writeFileSync(join(dir, 'trivial.py'), PYTHON_PROGRAM);
  const guests = (source: GuestSource, limits: GuestLimits) => () =>
    Array.from({ length: PLAYERS }, () => guestBot(source, {}, game, table, limits));
  const limits: GuestLimits = { memoryMb: MEMORY_MB };
  const ways: Way[] = [
    {
      id: 'in-realm',
      what: 'a built-in bot, in tafel’s realm',
      games: scale(20_000),
      bots: () => Array.from({ length: PLAYERS }, () => trivial.create({}, game)),
    },
    {
      id: 'file-isolated',
      what: 'a bot file, isolated in a thread of its own',
      games: scale(500),
      aim: 20,
      bots: guests({ file }, limits),
    },
    {
      id: 'file-trusted',
      what: 'a bot file, trusted (in-realm)',
      games: scale(20_000),
      bots: guests({ file }, { ...limits, trust: true }),
    },
    {
      id: 'program-node',
      what: 'a Node program over the line protocol',
      games: scale(100),
      aim: 100,
      bots: guests({ cmd: `"${process.execPath}" trivial-node.mjs`, cwd: dir }, limits),
    },
    {
      id: 'program-python',
      what: 'a Python program over the line protocol',
      games: scale(100),
      aim: 100,
      bots: guests({ cmd: 'python3 trivial.py', cwd: dir }, limits),
    },
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
  } finally {
    await closeGuests();
    rmSync(dir, { recursive: true, force: true });
  }
}
