// Bot files in their sandbox: the same games as trusted, and each attack of issue 25 ending as a
// forfeit or as nothing at all, with the other seats' games unchanged.
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { SeededRng } from '../../src/core/rng.js';
import { closeGuests } from '../../src/guests/guest.js';
import { SANDBOXED, TRUSTED, builtIn, fixture, guest, play, seedsWhere } from './table.js';

afterAll(closeGuests);

const SEEDS = Array.from({ length: 40 }, (_, i) => 100 + i);

/** What a game's result is, without the actions' identity. */
const outcome = (g: { scores: readonly number[]; wins: readonly number[]; forfeit?: unknown; actions?: unknown }) => ({
  scores: g.scores,
  wins: g.wins,
  forfeit: g.forfeit,
  actions: g.actions,
});

describe('a bot file, in its sandbox', () => {
  it('plays Gesjaakt as it does trusted, seed for seed, drawing from its own stream', () => {
    const others = [builtIn('gesjaakt', 'greedy'), builtIn('gesjaakt', 'random')];
    const isolated = play(
      'gesjaakt',
      [guest('gesjaakt', fixture('chancer.mjs'), SANDBOXED, { takeBelow: 0.4 }), ...others],
      SEEDS,
    );
    const trusted = play('gesjaakt', [guest('gesjaakt', fixture('chancer.mjs'), TRUSTED, { takeBelow: 0.4 }), ...others], SEEDS);
    expect(isolated.map(outcome)).toEqual(trusted.map(outcome));
    // It did draw: with another parameter the games differ.
    const other = play('gesjaakt', [guest('gesjaakt', fixture('chancer.mjs'), TRUSTED, { takeBelow: 0.6 }), ...others], SEEDS);
    expect(other.map(outcome)).not.toEqual(trusted.map(outcome));
  });

  it("draws the very stream the match loop seeds for its seat, as tafel's random bot does", () => {
    const others = () => [builtIn('jacht', 'greedy'), builtIn('jacht', 'random')];
    const file = play('jacht', [guest('jacht', fixture('random.mjs'), SANDBOXED), ...others()], SEEDS.slice(0, 10));
    const own = play('jacht', [builtIn('jacht', 'random'), ...others()], SEEDS.slice(0, 10));
    expect(file.map(outcome)).toEqual(own.map(outcome));
  });

  it('plays a game the same whichever games its thread played before', () => {
    const bots = () => [guest('gesjaakt', fixture('chancer.mjs'), SANDBOXED, { takeBelow: 0.4 }), builtIn('gesjaakt', 'greedy')];
    const after = play('gesjaakt', bots(), [7, 8, 9, 10])[3];
    const alone = play('gesjaakt', bots(), [10])[0];
    expect(outcome(alone)).toEqual(outcome(after));
  });

  it('plays the same games from a worker thread (as in a run on workers) as from this one', async () => {
    const seeds = [3, 4, 5, 6];
    const params = { takeBelow: 0.4 };
    const here = play(
      'gesjaakt',
      [guest('gesjaakt', fixture('chancer.mjs'), SANDBOXED, params), builtIn('gesjaakt', 'greedy')],
      seeds,
    );
    const thread = new Worker(new URL('../fixtures/guests/play-in-thread.mjs', import.meta.url), {
      workerData: { source: fixture('chancer.mjs'), params, seeds },
    });
    const [there] = (await once(thread, 'message')) as [unknown];
    expect(there).toEqual(here);
  });

  it('answering with something that is not plain data forfeits, saying so', () => {
    const [game] = play(
      'gesjaakt',
      [guest('gesjaakt', fixture('unclonable.mjs'), SANDBOXED), builtIn('gesjaakt', 'greedy')],
      [1],
    );
    expect(game.forfeit).toEqual({ seat: 0, reason: 'answered with function take() {}, which is not plain data' });
  });

  it('top-level await just works', () => {
    const games = play('gesjaakt', [guest('gesjaakt', fixture('awaiter.mjs'), SANDBOXED), builtIn('gesjaakt', 'greedy')], [1, 2]);
    expect(games.every((g) => g.forfeit === undefined && g.decisions > 0)).toBe(true);
  });
});

describe('the attacks of issue 25, in the sandbox', () => {
  it('(1) rewriting the game it is handed: its "bogus" forfeits as illegal, and it sees no state', () => {
    const games = play(
      'gesjaakt',
      [guest('gesjaakt', fixture('tamperer.mjs'), SANDBOXED), builtIn('gesjaakt', 'greedy')],
      [1, 2, 3],
    );
    for (const g of games) {
      expect(g.forfeit?.seat).toBe(0);
      expect(g.forfeit?.reason).toMatch(/^illegal action "bogus"; legal were /);
    }
  });

  it('(2) rigging the generator class through ctx.rng: every draw of the game and the other seats unchanged', () => {
    const others = () => [builtIn('jacht', 'greedy'), builtIn('jacht', 'greedy')];
    const seeds = [1, 2, 3, 4, 5];
    const plain = play('jacht', [guest('jacht', fixture('first.mjs'), SANDBOXED), ...others()], seeds);
    const rigged = play('jacht', [guest('jacht', fixture('rigger.mjs'), SANDBOXED), ...others()], seeds);
    expect(rigged.map(outcome)).toEqual(plain.map(outcome));
    // Trusted, the same line rigs tafel's own generators: the games change (which is
    // what --trust-bot-files gives up). Put back after.
    const int = Object.getOwnPropertyDescriptor(SeededRng.prototype, 'int')!;
    try {
      const trusted = play('jacht', [guest('jacht', fixture('rigger.mjs'), TRUSTED), ...others()], seeds);
      expect(trusted.map(outcome)).not.toEqual(plain.map(outcome));
    } finally {
      Object.defineProperty(SeededRng.prototype, 'int', int);
    }
  });

  it('(3) patching %TypedArray%.prototype.slice and spoiling its observation: it catches nothing', () => {
    const others = () => [
      builtIn('klaverjassen', 'heuristic'),
      builtIn('klaverjassen', 'heuristic'),
      builtIn('klaverjassen', 'heuristic'),
    ];
    const seeds = [1, 2];
    const plain = play('klaverjassen', [guest('klaverjassen', fixture('first.mjs'), SANDBOXED), ...others()], seeds);
    const slicer = play('klaverjassen', [guest('klaverjassen', fixture('slicer.mjs'), SANDBOXED), ...others()], seeds);
    expect(slicer.map((g) => g.forfeit)).toEqual([undefined, undefined]);
    expect(slicer.map(outcome)).toEqual(plain.map(outcome));
    // Trusted, it catches the state's table (what --trust-bot-files gives up). Put back after.
    const typedArray = Object.getPrototypeOf(Int8Array.prototype) as { slice: unknown };
    const slice = typedArray.slice;
    try {
      const trusted = play('klaverjassen', [guest('klaverjassen', fixture('slicer.mjs'), TRUSTED), ...others()], seeds);
      expect(trusted[0].forfeit?.reason).toMatch(/^illegal action "caught \d+ numbers"/);
    } finally {
      typedArray.slice = slice;
    }
  });

  it('(4) an endless loop: forfeits with the budget reason, and a restarted guest plays the next game', () => {
    // A budget no healthy bot comes near, even on a loaded machine.
    const budgetMs = 2000;
    const [bad] = seedsWhere(true, 1);
    const [good] = seedsWhere(false, 1);
    const bots = [guest('gesjaakt', fixture('misbehaver.mjs'), SANDBOXED, { how: 'loop' }), builtIn('gesjaakt', 'greedy')];
    const [looped, next] = play('gesjaakt', bots, [bad, good], { budgetMs });
    expect(looped.forfeit).toEqual({ seat: 0, reason: `took longer than its budget of ${budgetMs} ms` });
    expect(next.forfeit).toBeUndefined();
    const plain = play('gesjaakt', [guest('gesjaakt', fixture('first.mjs'), SANDBOXED), builtIn('gesjaakt', 'greedy')], [good]);
    expect(outcome(next)).toEqual(outcome(plain[0]));
  });

  it('(5) allocating without end under a 64 MB limit: forfeits "ran out of memory", and the run goes on', () => {
    const [bad] = seedsWhere(true, 1);
    const [good] = seedsWhere(false, 1);
    const bots = [guest('gesjaakt', fixture('misbehaver.mjs'), { memoryMb: 64 }, { how: 'hog' }), builtIn('gesjaakt', 'greedy')];
    const [hogged, next] = play('gesjaakt', bots, [bad, good]);
    expect(hogged.forfeit).toEqual({ seat: 0, reason: 'ran out of memory (its limit is 64 MB; --bot-memory-mb)' });
    expect(next.forfeit).toBeUndefined();
  });

  it('(6) process.exit(0) in act: forfeits "exited with code 0", and the next game is fine', () => {
    const [bad] = seedsWhere(true, 1);
    const [good] = seedsWhere(false, 1);
    const bots = [guest('gesjaakt', fixture('misbehaver.mjs'), SANDBOXED, { how: 'exit' }), builtIn('gesjaakt', 'greedy')];
    const [exited, next] = play('gesjaakt', bots, [bad, good]);
    expect(exited.forfeit).toEqual({ seat: 0, reason: 'exited with code 0' });
    expect(next.forfeit).toBeUndefined();
    expect(next.decisions).toBeGreaterThan(0);
  });

  it('process.exit(0) after a game, in endGame: that game stands, and a restarted guest plays the next', () => {
    const [bad] = seedsWhere(true, 1);
    const [good] = seedsWhere(false, 1);
    const bots = [guest('gesjaakt', fixture('misbehaver.mjs'), SANDBOXED, { how: 'quit' }), builtIn('gesjaakt', 'greedy')];
    const games = play('gesjaakt', bots, [bad, good]);
    const plain = play(
      'gesjaakt',
      [guest('gesjaakt', fixture('first.mjs'), SANDBOXED), builtIn('gesjaakt', 'greedy')],
      [bad, good],
    );
    expect(games.map(outcome)).toEqual(plain.map(outcome));
  });
});
