// Each attack a bot from outside made in issue 37, as a fixture (test/fixtures/attacks),
// played in its sandbox: it gains nothing and harms nothing. Each attacker plays the first
// legal action unless its attack worked, and then the last, so its games equal its honest
// twin's (the same file with attack=false) exactly when it learnt nothing: the same deals,
// every seat's decisions, the same ends. And each is played --unsandboxed too, where the
// same attack works: the test can fail. The attacks on the run's own process (its seed on
// its command line, its records, killing it) are in sandbox-process.slow.test.ts.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeGuests } from '../../src/guests/guest.js';
import {
  ATTACKS,
  attacker,
  attackersCopy,
  expectAttackerWon,
  expectSameGames,
  expectSandboxHolds,
  play,
  resultsFolder,
} from './attacks.js';
import { tafel } from '../cli/tafel.js';

afterAll(closeGuests);

const UNSANDBOXED = '--unsandboxed';
/** A run of a program from the attackers' folder (or `folder`) against two greedy bots. */
const program = (spec: string, seed: number, games: number, folder = ATTACKS, game = 'jacht') => [
  game,
  '--bots',
  `cmd:node ${spec},greedy,greedy`,
  '--games',
  String(games),
  '--seed',
  String(seed),
  '--workers',
  '1',
  '--bot-folder',
  folder,
];

/** The processes whose command line holds `text`. */
function processesWith(text: string): number[] {
  return readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(text);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('a program that dials the host', () => {
  it('reaches no port on its loopback: no connection comes, and it plays as its twin', async () => {
    let connections = 0;
    const server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const attacked = await play(program(`dialer.mjs(port=${port})`, 3, 6));
      const twin = await play(program(`dialer.mjs(port=${port},attack=false)`, 3, 6));
      expect(attacked.code, attacked.err).toBe(0);
      expect(connections).toBe(0);
      expectSameGames(attacked, twin);
      // Unsandboxed it gets through.
      const open = await play([...program(`dialer.mjs(port=${port})`, 3, 6), UNSANDBOXED]);
      expect(connections).toBeGreaterThan(0);
      expectAttackerWon(open, twin);
    } finally {
      server.close();
    }
  }, 90_000);
});

describe('a program that leaves a daemon', () => {
  it('leaves nothing running once the run is over', async () => {
    const marker = '4242.3707';
    const attacked = await play(program(`daemon.mjs(marker=${marker})`, 2, 3));
    expect(attacked.code, attacked.err).toBe(0);
    expect(processesWith(marker)).toEqual([]);
    // Unsandboxed, its daemon outlives the run (and is ended here).
    const open = await play([...program(`daemon.mjs(marker=${marker})`, 2, 3), UNSANDBOXED]);
    expect(open.code, open.err).toBe(0);
    const left = processesWith(marker);
    for (const pid of left) process.kill(pid, 'SIGKILL');
    expect(left.length).toBeGreaterThan(0);
  });
});

describe('a fork storm', () => {
  it('is capped: no more than 64 of its processes start, and it plays as its twin', async () => {
    const attacked = await play(program('forker.mjs', 4, 3));
    const twin = await play(program('forker.mjs(attack=false)', 4, 3));
    expect(attacked.code, attacked.err).toBe(0);
    expectSameGames(attacked, twin);
    const open = await play([...program('forker.mjs', 4, 3), UNSANDBOXED]);
    expectAttackerWon(open, twin);
  }, 120_000);
});

describe('a program that writes where it runs', () => {
  it('writes nothing, remounting its folder or not, and holds no capability', async () => {
    const folder = attackersCopy();
    const before = readdirSync(folder).sort();
    const attacked = await play(program('remounter.mjs', 5, 3, folder));
    const twin = await play(program('remounter.mjs(attack=false)', 5, 3, folder));
    expect(attacked.code, attacked.err).toBe(0);
    expect(readdirSync(folder).sort()).toEqual(before);
    expectSameGames(attacked, twin);
    const open = await play([...program('remounter.mjs', 5, 3, folder), UNSANDBOXED]);
    expect(readdirSync(folder)).toContain('planted-as-it-is');
    expectAttackerWon(open, twin);
  });
});

describe('a program that takes memory without end', () => {
  it('runs out of its memory limit, a forfeit with that reason, and the run goes on', async () => {
    const limited = await play([...program('hog.mjs(mb=512)', 6, 2), '--bot-memory-mb', '128']);
    expect(limited.code, limited.err).toBe(0);
    const reason = 'ran out of memory (its limit is 128 MB; --bot-memory-mb)';
    expect(limited.games.map((g) => (g.forfeit as { reason: string } | undefined)?.reason)).toEqual([reason, reason]);
    const open = await play([...program('hog.mjs(mb=512)', 6, 2), '--bot-memory-mb', '128', UNSANDBOXED]);
    expect(open.games.map((g) => g.forfeit)).toEqual([undefined, undefined]);
  });
});

describe('a bot file that writes into the results folder', () => {
  it('cannot: nothing is planted, the records are whole and replay, and it plays as its twin', async () => {
    const run = (params: string, ...flags: string[]) => {
      const folder = resultsFolder();
      const spec = `${attacker('vandal.mjs')}(target=${folder}${params})`;
      return play(
        ['gesjaakt', '--bots', `${spec},greedy,greedy`, '--games', '6', '--seed', '7', '--workers', '1', ...flags],
        folder,
      );
    };
    const attacked = await run('');
    const twin = await run(',attack=false');
    expect(attacked.code, attacked.err).toBe(0);
    expect(readdirSync(attacked.folder).sort()).toEqual(['records.jsonl', 'report.html', 'summary.json', 'view']);
    expect((await tafel('replay', attacked.folder)).code).toBe(0);
    expectSameGames(attacked, twin);
    const open = await run('', UNSANDBOXED);
    expect(readdirSync(open.folder)).toContain('planted');
    expect((await tafel('replay', open.folder)).code).not.toBe(0);
  });
});

describe('a bot file that remembers the deals it has seen, under duplicate seating', () => {
  it('never meets a deal again: each rotation of a deal is played by a process of its own', async () => {
    const marker = `tafel-memory-${process.pid}`;
    const run = (params: string, ...flags: string[]) =>
      play([
        'gesjaakt',
        '--bots',
        `${attacker('rememberer.mjs')}(marker=${marker}${params}),greedy,greedy`,
        '--games',
        '12',
        '--seed',
        '3',
        '--seating',
        'duplicate',
        '--workers',
        '1',
        ...flags,
      ]);
    try {
      // Unsandboxed, its processes share /tmp: the later rotations of a deal know it.
      await expectSandboxHolds(run);
    } finally {
      rmSync(join('/tmp', marker), { recursive: true, force: true });
    }
  });
});

describe('two partners from outside in Klaverjassen', () => {
  it('share no place to whisper in: each plays as its twin', async () => {
    const marker = `tafel-whispers-${process.pid}`;
    const run = (params: string, ...flags: string[]) => {
      const whisperer = `${attacker('whisperer.mjs')}(marker=${marker}${params})`;
      return play([
        'klaverjassen',
        '--bots',
        `${whisperer},heuristic,${whisperer},heuristic`,
        '--games',
        '2',
        '--seed',
        '2',
        '--workers',
        '1',
        ...flags,
      ]);
    };
    try {
      await expectSandboxHolds(run);
    } finally {
      rmSync(join('/tmp', marker), { recursive: true, force: true });
      rmSync(join('/dev/shm', marker), { recursive: true, force: true });
    }
  }, 90_000);
});

describe('a results folder that a sandbox would show', () => {
  it('is refused before any game, in one line naming the folder and the way out', async () => {
    const folder = attackersCopy();
    const out = join(folder, 'results');
    const r = await tafel('play', 'jacht', '--bots', 'cmd:node dialer.mjs,greedy', '--bot-folder', folder, '--out', out);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `tafel: --out ${out} lies in ${folder}, which the sandbox of bot program "node dialer.mjs" shows it: choose a folder outside it or run the program in another (--bot-folder, botFolder)\n`,
    );
    expect(readdirSync(folder)).not.toContain('results');
  });
});
