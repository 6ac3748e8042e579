// Partnerships: a team wins or loses as one, seating never splits partners, and a team
// game reports its teams beside its seats.
import { describe, expect, it } from 'vitest';
import { winShares } from '../../src/core/match.js';
import { buildPlan } from '../../src/sim/build.js';
import { seatingOf } from '../../src/sim/plan.js';
import { runPlan } from '../../src/sim/run.js';
import type { GameRecord } from '../../src/sim/record.js';
import { entrantTable, teamTable } from '../../src/report/run-text.js';
import { playersText } from '../../src/cli/list.js';
import { findGame } from '../../src/games/registry.js';
import '../fixtures/team-game.js';

const TEAMS = 2;

describe('team win shares', () => {
  it("a team's win is a full win for each partner", () => {
    expect(winShares([30, 20, 30, 20], -1, TEAMS)).toEqual([1, 0, 1, 0]);
  });
  it('a draw is half a win for each of the four', () => {
    expect(winShares([25, 25, 25, 25], -1, TEAMS)).toEqual([0.5, 0.5, 0.5, 0.5]);
  });
  it('a forfeit loses for the whole team: the partner of the forfeiting seat never wins', () => {
    expect(winShares([40, 20, 40, 20], 2, TEAMS)).toEqual([0, 1, 0, 1]);
    expect(winShares([40, 20, 40, 20], 0, TEAMS)).toEqual([0, 1, 0, 1]);
  });
  it('without teams, ties among seats still share (G-2)', () => {
    expect(winShares([25, 25, 25, 25])).toEqual([0.25, 0.25, 0.25, 0.25]);
  });
});

/** Partners in a seating: entrants e and e + 2 must sit in seats of one team (same parity). */
function keepsPartners(seats: readonly number[]): boolean {
  const teamOfSeat = (e: number) => seats.indexOf(e) % TEAMS;
  return teamOfSeat(0) === teamOfSeat(2) && teamOfSeat(1) === teamOfSeat(3) && teamOfSeat(0) !== teamOfSeat(1);
}

describe('seating keeps partners together', () => {
  it('rotate moves whole teams: over 4 games every entrant sits in every seat, partners always in one team', () => {
    const seatsOf = [0, 1, 2, 3].map(() => new Set<number>());
    for (let i = 0; i < 4; i++) {
      const seats = seatingOf(4, i, 'rotate', TEAMS);
      expect(keepsPartners(seats)).toBe(true);
      seats.forEach((e, s) => seatsOf[e].add(s));
    }
    for (const seats of seatsOf) expect(seats.size).toBe(4);
  });

  it('permute varies the order within a team but never who partners whom', () => {
    const leftOfZero = new Set<number>();
    const seatCount = [0, 1, 2, 3].map(() => [0, 0, 0, 0]);
    for (let i = 0; i < 16; i++) {
      const seats = seatingOf(4, i, 'permute', TEAMS);
      expect(keepsPartners(seats)).toBe(true);
      seats.forEach((e, s) => seatCount[e][s]++);
      leftOfZero.add(seats[(seats.indexOf(0) + 1) % 4]);
    }
    // Both opponents get to sit after entrant 0: the order within the other team varies.
    expect([...leftOfZero].sort()).toEqual([1, 3]);
    for (const counts of seatCount) expect(counts).toEqual([4, 4, 4, 4]);
  });
});

describe('a team game run', () => {
  async function run(bots: string, seating?: 'permute' | 'duplicate') {
    const plan = buildPlan({ game: 'teamfixture', bots, games: 400, seed: 11, seating });
    const records: GameRecord[] = [];
    const summary = await runPlan(plan, { workers: 1, onRecords: (lines) => records.push(...lines.map((l) => JSON.parse(l))) });
    return { plan, summary, records };
  }

  it('--bots a,b,a,b makes a+a against b+b, reported as teams with their figures', async () => {
    const { summary, records } = await run('keeper,random,keeper,random', 'permute');
    expect(summary.teams).toHaveLength(2);
    const [a, b] = summary.teams!;
    expect(a).toMatchObject({ team: 0, members: [0, 2], bot: 'keeper+keeper', games: 400 });
    expect(b).toMatchObject({ team: 1, members: [1, 3], bot: 'random+random', games: 400 });
    // Checked game by game against the records: a team's win is each partner's win.
    let teamWins = 0;
    let teamScore = 0;
    let draws = 0;
    for (const r of records) {
      const keeperSeats = r.lineup.flatMap((bot, s) => (bot === 'keeper' ? [s] : []));
      expect(keeperSeats[1] - keeperSeats[0]).toBe(2);
      const [w0, w1] = keeperSeats.map((s) => r.result.wins[s]);
      expect(w0).toBe(w1);
      teamWins += w0;
      teamScore += r.result.scores[keeperSeats[0]];
      if (w0 === 0.5) draws++;
    }
    expect(draws).toBeGreaterThan(0);
    expect(a.wins).toBeCloseTo(teamWins, 9);
    expect(a.wins + b.wins).toBeCloseTo(400, 9);
    expect(a.meanScore).toBeCloseTo(teamScore / 400, 9);
    expect(a.winRateCI[0]).toBeLessThan(a.winRate);
    expect(a.scoreQuantiles.median).toBeGreaterThan(0);
    // Per-seat figures stay: each keeper entrant has its team's wins.
    expect(summary.entrants[0].wins).toBeCloseTo(teamWins, 9);
    expect(summary.entrants[2].wins).toBeCloseTo(teamWins, 9);
  });

  it('a forfeit loses for the whole team: the cheat’s partner never wins', async () => {
    const { summary } = await run('cheat,random,keeper,random');
    expect(summary.entrants[0].forfeits).toBe(400);
    expect(summary.entrants[2].wins).toBe(0);
    expect(summary.teams![0]).toMatchObject({ wins: 0, forfeits: 400 });
    expect(summary.teams![1].wins).toBe(400);
  });

  it('the terminal report shows the teams, members and team figures', async () => {
    const { summary } = await run('keeper,random,keeper,random');
    const text = teamTable(summary)!;
    expect(text).toMatch(/keeper\+keeper/);
    expect(text).toMatch(/1, 3/);
    expect(entrantTable(summary)).toMatch(/│ 4 │ random/);
  });
});

describe('tafel list', () => {
  it('names a team game’s partnerships', () => {
    expect(playersText(findGame('teamfixture'))).toBe('4 players in 2 teams, seat s in team s mod 2');
    expect(playersText(findGame('gesjaakt'))).toBe('2–7 players');
  });
});
