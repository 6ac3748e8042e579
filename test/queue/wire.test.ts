// The queue's plain parts: results cross it byte for byte, a batch's id is the same
// whenever the same run asks for it, and a later stretch of a run cuts its batches where
// the whole run does.
import { describe, expect, it } from 'vitest';
import { runBatch } from '../../src/sim/batch.js';
import { buildPlan } from '../../src/sim/build.js';
import { batchTasks } from '../../src/sim/run.js';
import { parseQueueAddress } from '../../src/queue/address.js';
import { fromWire, jobIdOf, toWire } from '../../src/queue/wire.js';
import '../fixtures/team-game.js';

describe('a result on the wire', () => {
  it('comes back exactly: rows, placings, counts, forfeits and records', () => {
    const plan = buildPlan({ game: 'klaverjassen', bots: 'heuristic,random,heuristic,random', games: 40, seed: 7 });
    const played = runBatch({ plan, start: 12, count: 9, keepRecords: true });
    expect(played.counts).toBeDefined();
    const back = fromWire(toWire(played));
    expect(back).toEqual(played);
    expect(Buffer.from(back.rows.buffer)).toEqual(Buffer.from(played.rows.buffer));
  });

  it('carries each forfeit whole: entrant, seat, decision and reason', () => {
    const plan = buildPlan({ game: 'teamfixture', bots: 'random,keeper,cheat,keeper', games: 8, seed: 7 });
    const played = runBatch({ plan, start: 0, count: 8, keepRecords: false });
    expect(played.forfeits).toHaveLength(8);
    expect(played.forfeits[0]).toEqual({
      index: 0,
      entrant: 2,
      seat: 2,
      decision: 3,
      reason: expect.stringMatching(/^illegal action "pass"; legal were /),
    });
    expect(fromWire(toWire(played)).forfeits).toEqual(played.forfeits);
  });

  it('is compact: a Gesjaakt batch of 5,000 games in under 100 KB', () => {
    const plan = buildPlan({ game: 'gesjaakt', bots: 'greedy,greedy,random,random', games: 5000, seed: 1 });
    expect(toWire(runBatch({ plan, start: 0, count: 5000, keepRecords: false })).length).toBeLessThan(100_000);
  });
});

describe('batches of a run', () => {
  const plan = buildPlan({ game: 'gesjaakt', bots: 'greedy,random,random', games: 1000, seed: 3 });
  const starts = (first: number, games: number, size: number) => {
    const tasks = batchTasks({ ...plan, first, games }, size, false);
    return Array.from({ length: tasks.count }, (_, i) => [tasks.at(i).start, tasks.at(i).count]);
  };

  it('are cut on one grid, whatever stretch of the run is asked for', () => {
    expect(starts(0, 1000, 300)).toEqual([
      [0, 300],
      [300, 300],
      [600, 300],
      [900, 100],
    ]);
    expect(starts(450, 400, 300)).toEqual([
      [450, 150],
      [600, 250],
    ]);
    expect(starts(600, 0, 300)).toEqual([]);
  });

  it('have an id that names the run and the stretch, not how much of the run was asked for', () => {
    const whole = batchTasks(plan, 300, false).at(1);
    const later = batchTasks({ ...plan, first: 300, games: 700 }, 300, false).at(0);
    expect(jobIdOf(later)).toBe(jobIdOf(whole));
    expect(jobIdOf({ ...whole, keepRecords: true })).not.toBe(jobIdOf(whole));
    expect(jobIdOf({ ...whole, plan: { ...plan, seed: 4 } })).not.toBe(jobIdOf(whole));
    expect(jobIdOf(whole)).not.toContain(':');
  });
});

describe('--queue', () => {
  it('reads redis://HOST:PORT with an optional database, and refuses anything else naming what is valid', () => {
    expect(parseQueueAddress('redis://10.0.0.5:6380/3')).toMatchObject({ host: '10.0.0.5', port: 6380, db: 3 });
    expect(parseQueueAddress('redis://queue.local').url).toBe('redis://queue.local/0');
    expect(() => parseQueueAddress('redis://h:6379/16')).toThrow(/names no database 0 to 15: give redis:\/\/HOST:PORT/);
    expect(() => parseQueueAddress('localhost:6379')).toThrow(/is not a redis:\/\/ address/);
    expect(() => parseQueueAddress('6379')).toThrow(/is not an address: give redis:\/\/HOST:PORT/);
  });
});
