// Every game is credited to the entrant who played it, not to the seat: checked game by
// game against the records, for entrants that play differently, on two workers.
import { describe, expect, it } from 'vitest';
import { buildPlan } from '../../src/sim/build.js';
import type { BatchResult } from '../../src/sim/batch.js';
import type { GameRecord } from '../../src/sim/record.js';
import { runPlan } from '../../src/sim/run.js';

describe('crediting', () => {
  it.each(['rotate', 'permute'] as const)('%s: each game’s scores and wins go to the entrant in that seat', async (seating) => {
    const plan = buildPlan({
      game: 'gesjaakt',
      bots: 'greedy(threshold=3),random,greedy(threshold=15),random',
      games: 480,
      seed: 6,
      seating,
    });
    const records: GameRecord[] = [];
    const rows: number[][] = [];
    const summary = await runPlan(plan, {
      workers: 2,
      batchSize: 37,
      onRecords: (lines) => records.push(...lines.map((l) => JSON.parse(l))),
      onBatch: (batch: BatchResult) => {
        for (let k = 0; k < batch.count; k++) rows.push(Array.from(batch.rows.subarray(k * 9, k * 9 + 9)));
      },
    });
    const n = 4;
    const wins = new Array<number>(n).fill(0);
    const scores = new Array<number>(n).fill(0);
    let moved = 0;
    records.forEach((record, i) => {
      // The record names the bot in each seat; the two greedy entrants have labels of
      // their own, the two random ones hold the other two seats in some order.
      const zero = (x: number) => x + 0; // JSON writes -0 as 0
      for (const e of [0, 2]) {
        const seat = record.lineup.indexOf(plan.entrants[e]);
        expect(zero(rows[i][e])).toBe(record.result.scores[seat]);
        expect(rows[i][n + e]).toBe(record.result.wins[seat]);
      }
      const randomSeats = record.lineup.flatMap((label, s) => (label === 'random' ? [s] : []));
      expect([rows[i][1], rows[i][3]].map(zero).sort()).toEqual(randomSeats.map((s) => record.result.scores[s]).sort());
      if (record.lineup.indexOf(plan.entrants[0]) !== 0) moved++;
      for (let e = 0; e < n; e++) {
        scores[e] += rows[i][e];
        wins[e] += rows[i][n + e];
      }
    });
    expect(moved).toBeGreaterThan(300);
    for (const e of [0, 2]) {
      expect(summary.entrants[e].wins).toBeCloseTo(wins[e], 9);
      expect(summary.entrants[e].meanScore).toBeCloseTo(scores[e] / 480, 9);
    }
    // The entrants really differ, so crediting a seat instead would change the figures.
    expect(Math.abs(summary.entrants[0].meanScore - summary.entrants[2].meanScore)).toBeGreaterThan(3);
  });
});
