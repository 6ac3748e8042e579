// The attacks of issue 37 on the run's own process, played through the compiled bin (a
// test process of its own, which an unsandboxed attacker may kill): the seed on its
// command line, its records as they are written, a kill of tafel itself. Each is played
// sandboxed (it plays as its honest twin, attack=false, and the run is whole) and
// --unsandboxed (where it works). And where no sandbox can be made, a run with a bot from
// outside stops before any game with one line naming the fix.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { MAIN } from '../cli/tafel.js';
import { ATTACKS, attacker, expectAttackerWon, expectSameGames, expectSandboxHolds, playBin, resultsFolder } from './attacks.js';

const UNSANDBOXED = '--unsandboxed';
const bystanders: ChildProcess[] = [];
afterAll(() => {
  for (const child of bystanders) child.kill('SIGKILL');
});

/** `jacht` games of the attacker against a greedy bot, on one worker. */
const jacht = (spec: string, seed: number, games: number) => [
  'jacht',
  '--bots',
  `${spec},greedy`,
  '--games',
  String(games),
  '--seed',
  String(seed),
  '--workers',
  '1',
];

describe("a bot file that reads the run's seed off its command line", () => {
  it('sees no process but its own: it plays as its twin', async () => {
    // tries=0: it guesses no seed, it only looks (guessing is what sealing is for).
    const finder = attacker('seed-finder.mjs');
    const attacked = await playBin(jacht(`${finder}(tries=0,games=8)`, 4321, 8));
    const twin = await playBin(jacht(`${finder}(tries=0,games=8,attack=false)`, 4321, 8));
    expect(attacked.code, attacked.err).toBe(0);
    expectSameGames(attacked, twin);
    const open = await playBin([...jacht(`${finder}(tries=0,games=8)`, 4321, 8), UNSANDBOXED]);
    expect(open.code, open.err).toBe(0);
    expectAttackerWon(open, twin);
  });
});

describe('a bot file that watches the run', () => {
  it("finds neither its records nor tafel's command line and environment: it plays as its twin", async () => {
    const run = (params: string, ...flags: string[]) => {
      const folder = resultsFolder();
      // The folder in tafel's environment too, as a secret of the user's (a token, a key)
      // would be: a sandbox that kept the environment would hand it to the bot.
      const args = [...jacht(`${attacker('snoop.mjs')}(target=${folder}${params})`, 9, 8), ...flags];
      return playBin(args, folder, { TAFEL_TEST_SECRET: folder });
    };
    await expectSandboxHolds(run);
  });
});

describe('a bot file that kills', () => {
  it('reaches neither tafel nor any process outside: the run ends whole, as its twin', async () => {
    const bystander = spawn('sleep', ['300'], { stdio: 'ignore' });
    bystanders.push(bystander);
    const target = bystander.pid!;
    const attacked = await playBin(jacht(`${attacker('killer.mjs')}(target=${target})`, 6, 4));
    const twin = await playBin(jacht(`${attacker('killer.mjs')}(target=${target},attack=false)`, 6, 4));
    expect(attacked.code, attacked.err).toBe(0);
    expect(bystander.exitCode).toBeNull();
    expect(bystander.signalCode).toBeNull();
    expectSameGames(attacked, twin);
    // Unsandboxed it kills both, tafel before it has written a record.
    const open = await playBin([...jacht(`${attacker('killer.mjs')}(target=${target})`, 6, 4), UNSANDBOXED]);
    expect(open.code).toBe(137);
    expect(open.games).toEqual([]);
    await new Promise((resolve) =>
      bystander.exitCode === null && bystander.signalCode === null ? bystander.once('exit', resolve) : resolve(null),
    );
    expect(bystander.signalCode).toBe('SIGKILL');
  });
});

describe('where no sandbox can be made', () => {
  const args = ['play', 'gesjaakt', '--bots', `${attacker('vandal.mjs')},greedy,greedy`, '--games', '3', '--workers', '1'];
  const fix = 'or run with --unsandboxed, which keeps no bot from the run (see docs/security.md)';

  it('without bubblewrap, a run with a bot from outside stops before any game with one line naming the fix', () => {
    const r = spawnSync(process.execPath, [MAIN, ...args], { encoding: 'utf8', env: { ...process.env, PATH: '/nowhere' } });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      `tafel: bots from outside tafel play in a sandbox, and bubblewrap (bwrap) is not installed: install it (Debian: apt-get install bubblewrap), ${fix}\n`,
    );
    // --unsandboxed plays, and says so.
    const open = spawnSync(process.execPath, [MAIN, ...args, UNSANDBOXED], {
      encoding: 'utf8',
      env: { ...process.env, PATH: '/nowhere' },
    });
    expect(open.status, open.stderr).toBe(0);
    expect(open.stdout).toMatch(/NOT SANDBOXED \(--unsandboxed\)/);
  });

  it('where user namespaces are not allowed (tafel run in a sandbox that forbids them), the same', () => {
    // A sandbox of bubblewrap's own, which sees the whole system but may make no user namespace.
    const inside = ['--unshare-user', '--disable-userns', '--bind', '/', '/', '--dev', '/dev', '--proc', '/proc', '--'];
    const r = spawnSync('bwrap', [...inside, process.execPath, MAIN, ...args], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(
      new RegExp(
        `^tafel: bots from outside tafel play in a sandbox, and bubblewrap cannot make one here \\(.+\\): allow unprivileged user namespaces .*, ${fix.replace(/[()]/g, '\\$&')}\\n$`,
      ),
    );
  });
});

describe('tafel killed with SIGKILL', () => {
  // The deaf program reads its hello and nothing more: it never sees the end of its stdin,
  // and never exits of its own accord.
  const args = (...flags: string[]) => [
    'play',
    'gesjaakt',
    '--bots',
    'cmd:node deaf.mjs,greedy,greedy',
    '--bot-folder',
    ATTACKS,
    '--games',
    '3',
    '--workers',
    '1',
    ...flags,
  ];
  const deaf = () => processesWith(['node', 'deaf.mjs']);

  /** Starts tafel, waits until deaf programs of its run, and kills tafel. */
  async function killedWithADeafBot(flags: string[]): Promise<void> {
    const killed = spawn(process.execPath, [MAIN, ...args(...flags)], { stdio: 'ignore' });
    const closed = new Promise((resolve) => killed.on('close', resolve));
    // Two of its sessions (what is it, then can it play this): the first, told to end, is
    // waiting out its grace, well past its start.
    const seen = new Set<number>();
    while (seen.size < 2) {
      for (const pid of deaf()) seen.add(pid);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    killed.kill('SIGKILL');
    await closed;
  }

  it('takes its bots from outside with it: none of their processes outlives it', async () => {
    await killedWithADeafBot([]);
    // Gone with it: bubblewrap dies with the thread that started it, its sandbox with it.
    while (deaf().length > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(deaf()).toEqual([]);
  });

  it('--unsandboxed, the deaf program outlives it (and is ended here)', async () => {
    await killedWithADeafBot([UNSANDBOXED]);
    const left = deaf();
    for (const pid of left) process.kill(pid, 'SIGKILL');
    expect(left.length).toBeGreaterThan(0);
  });
});

/** The processes whose command line is `words`. */
function processesWith(words: readonly string[]): number[] {
  return readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').slice(0, -1).join(' ') === words.join(' ');
      } catch {
        return false;
      }
    })
    .map(Number);
}
