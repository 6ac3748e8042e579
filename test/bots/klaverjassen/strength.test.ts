// Whole games: the heuristic against random players, the signal bot with its signals off
// against the heuristic, and a quick signal-against-heuristic run on duplicate deals.
import { describe, expect, it } from 'vitest';
import { buildPlan } from '../../../src/sim/build.js';
import { runPlan } from '../../../src/sim/run.js';

const run = (bots: string, games: number, extra: { seating?: 'duplicate'; tableKey?: string } = {}) =>
  runPlan(buildPlan({ game: 'klaverjassen', bots, games, seed: 3, ...extra }), { workers: 1 });

describe('klaverjassen bots in whole games', () => {
  it('heuristic beats random clearly: a heuristic pair wins nearly every 16-round game', async () => {
    const summary = await run('heuristic,random,heuristic,random', 24);
    const [heuristic, random] = summary.teams!;
    expect(heuristic.wins).toBeGreaterThanOrEqual(22);
    expect(heuristic.meanScore).toBeGreaterThan(2 * random.meanScore);
  });

  it('signal with every signal off plays exactly as heuristic: the same games, the same digest', async () => {
    const off = 'signal(giveOp=false,giveAf=false,giveSpek=false,readOp=false,readAf=false,readSpek=false)';
    const a = await run(`${off},random,${off},random`, 8, { tableKey: 'same' });
    const b = await run('heuristic,random,heuristic,random', 8, { tableKey: 'same' });
    expect(a.digest).toBe(b.digest);
    // Each signal switched on alone changes play.
    const op = await run('signal(giveAf=false,giveSpek=false),random,signal(giveAf=false,giveSpek=false),random', 8, {
      tableKey: 'same',
    });
    expect(op.digest).not.toBe(b.digest);
  });

  it('signal against heuristic on duplicate deals: every game played, paired deal by deal', async () => {
    const summary = await run('signal,heuristic,signal,heuristic', 16, { seating: 'duplicate' });
    expect(summary.complete).toBe(true);
    expect(summary.capped).toBe(0);
    expect(summary.forfeits).toEqual([]);
    expect(summary.pairs![0].deals).toBe(8); // a,b,a,b: 2 distinct rotations a deal
    // Two sound pairs on the same deals: neither takes the other apart.
    for (const team of summary.teams!) expect(team.meanScore).toBeGreaterThan(1000);
  });
});
