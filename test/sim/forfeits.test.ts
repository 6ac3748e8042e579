// A forfeit never flatters: the forfeiting side ranks last and wins nothing, its score in
// the game it cut short is left out of its score figures (its whole team's in a team
// game), and each forfeit says who, in which seat, at which decision and why, also when a
// resumed run rebuilds it from the records.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBatch } from '../../src/sim/batch.js';
import { buildPlan } from '../../src/sim/build.js';
import { seatingOf } from '../../src/sim/plan.js';
import type { GameRecord } from '../../src/sim/record.js';
import { replayedFrom } from '../../src/records/resume.js';
import { runPlan } from '../../src/sim/run.js';
import { runSweep } from '../../src/sweep/run.js';
import { runTournament } from '../../src/tournament/run.js';
import { resolveTournament } from '../../src/tournament/load.js';
import { tournamentHtml } from '../../src/report/html.js';
import { eventReport, tournamentReport } from '../../src/report/standings.js';
import '../fixtures/faltering-bots.js';
import '../fixtures/team-game.js';

async function played(game: string, bots: string, games: number) {
  const plan = buildPlan({ game, bots, games, seed: 7 });
  const records: GameRecord[] = [];
  const summary = await runPlan(plan, { workers: 1, onRecords: (lines) => records.push(...lines.map((l) => JSON.parse(l))) });
  return { plan, summary, records };
}

/** Entrant e's scores in the games it played out, from the records. */
function scoresPlayedOut(records: readonly GameRecord[], e: number, n: number, forfeited: (r: GameRecord) => boolean) {
  return records.filter((r) => !forfeited(r)).map((r) => r.result.scores[seatingOf(n, r.run!.index).indexOf(e)]);
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('a bot that forfeits every game of Fatima (lower scores are better)', () => {
  // Its 40th decision comes in the first round of every game: the game is cut short there,
  // when the totals are still low, the best a Fatima score can be.
  const run = played('fatima', 'cheater(at=40),random,random', 60);

  it('wins nothing and has no score to compare: its score figures are left out, not the cut-short totals', async () => {
    const { summary } = await run;
    const [cheater, ...real] = summary.entrants;
    expect(cheater).toMatchObject({ games: 60, forfeits: 60, wins: 0, winRate: 0, scoredGames: 0 });
    expect(cheater.meanScore).toBeNaN();
    expect(cheater.meanScoreCI).toEqual([NaN, NaN]);
    expect(cheater.scoreQuantiles.median).toBeNaN();
    // The real bots' scores all count, and their wins make up every game.
    for (const e of real) expect(e).toMatchObject({ games: 60, scoredGames: 60, forfeits: 0 });
    expect(real[0].wins + real[1].wins).toBeCloseTo(60, 9);
    // In JSON the missing mean is null, never a number that could beat a real bot's.
    expect(JSON.parse(JSON.stringify(summary)).entrants[0].meanScore).toBeNull();
  });

  it('ranks last in every game, alone', () => {
    const plan = buildPlan({ game: 'fatima', bots: 'cheater(at=40),random,random', games: 30, seed: 7 });
    const batch = runBatch({ plan, start: 0, count: 30, keepRecords: false });
    for (let k = 0; k < 30; k++) {
      expect(batch.places[k * 3]).toBe(3);
      expect(Math.max(batch.places[k * 3 + 1], batch.places[k * 3 + 2])).toBeLessThan(3);
    }
  });
});

describe('a bot that forfeits some games', () => {
  it("is scored on the games it played out; the others' scores all count", async () => {
    // Its 250th decision comes in some games and not in others.
    const { summary, records } = await played('fatima', 'cheater(at=250),random,random', 90);
    const forfeited = (r: GameRecord) => r.result.forfeit !== undefined;
    const cut = records.filter(forfeited).length;
    expect(cut).toBeGreaterThan(10);
    expect(cut).toBeLessThan(80);
    const [cheater, other] = summary.entrants;
    expect(cheater).toMatchObject({ games: 90, forfeits: cut, scoredGames: 90 - cut });
    expect(cheater.meanScore).toBeCloseTo(mean(scoresPlayedOut(records, 0, 3, forfeited)), 9);
    expect(other.scoredGames).toBe(90);
    expect(other.meanScore).toBeCloseTo(mean(scoresPlayedOut(records, 1, 3, () => false)), 9);
  });
});

describe('a forfeit under duplicate seating', () => {
  it("leaves the deal out of its side's paired score comparison, not out of the wins", async () => {
    const plan = buildPlan({ game: 'fatima', bots: 'cheater(at=250),random,random', games: 90, seed: 7, seating: 'duplicate' });
    const records: GameRecord[] = [];
    const summary = await runPlan(plan, { workers: 1, onRecords: (lines) => records.push(...lines.map((l) => JSON.parse(l))) });
    // Deals (3 games each) in which the cheater forfeited a game, and those it played out.
    const cut = new Set(records.filter((r) => r.result.forfeit).map((r) => Math.floor(r.run!.index / 3)));
    expect(cut.size).toBeGreaterThan(3);
    expect(cut.size).toBeLessThan(30);
    const [withCheater, , others] = summary.pairs!;
    expect(withCheater).toMatchObject({ deals: 30, scoredDeals: 30 - cut.size });
    expect(others).toMatchObject({ deals: 30, scoredDeals: 30 });
    // The cheater's score difference over the deals it played out, by hand.
    const diffs: number[] = [];
    for (let deal = 0; deal < 30; deal++) {
      if (cut.has(deal)) continue;
      const games = records.slice(deal * 3, deal * 3 + 3);
      const of = (r: GameRecord, e: number) => r.result.scores[seatingOf(3, r.run!.index).indexOf(e)];
      diffs.push(mean(games.map((r) => of(r, 0) - of(r, 1))));
    }
    expect(withCheater.scoreDiff).toBeCloseTo(mean(diffs), 9);
  });
});

describe('a forfeit in a team game', () => {
  const run = played('teamfixture', 'keeper,random,cheat,random', 200);

  it("loses for the whole team: the partner wins nothing, ranks last with it, and the team's score is left out", async () => {
    const { summary, records } = await run;
    const [cheats, others] = summary.teams!;
    expect(cheats).toMatchObject({ games: 200, forfeits: 200, wins: 0, scoredGames: 0 });
    expect(cheats.meanScore).toBeNaN();
    // The partner did not forfeit, but played for the team that did.
    expect(summary.entrants[0]).toMatchObject({ forfeits: 0, wins: 0, scoredGames: 0 });
    expect(summary.entrants[2]).toMatchObject({ forfeits: 200, wins: 0, scoredGames: 0 });
    expect(others).toMatchObject({ games: 200, wins: 200, scoredGames: 200 });
    expect(others.meanScore).toBeCloseTo(mean(scoresPlayedOut(records, 1, 4, () => false)), 9);
    const batch = runBatch({
      plan: buildPlan({ game: 'teamfixture', bots: 'keeper,random,cheat,random', games: 8, seed: 7 }),
      start: 0,
      count: 8,
      keepRecords: false,
    });
    for (let k = 0; k < 8; k++) expect([...batch.places.subarray(k * 4, k * 4 + 4)]).toEqual([3, 1, 3, 1]);
  });
});

describe('a forfeit says where and when', () => {
  it('its seat and decision are those of the record: the seat it held, the decision after the last recorded', () => {
    const plan = buildPlan({ game: 'gesjaakt', bots: 'random,cheater(at=3),random', games: 12, seed: 7 });
    const batch = runBatch({ plan, start: 0, count: 12, keepRecords: true });
    expect(batch.forfeits).toHaveLength(12);
    batch.forfeits.forEach((f, k) => {
      const record = JSON.parse(batch.records![k]) as GameRecord;
      expect(f).toEqual({
        index: k,
        entrant: 1,
        seat: record.result.forfeit!.seat,
        decision: record.actions.length + 1,
        reason: 'illegal action "no such action"; legal were "take", "pay"',
      });
      expect(record.lineup[f.seat]).toBe('cheater(at=3)');
    });
  });

  it('a resumed run rebuilds every forfeit from the records, seat and decision too', async () => {
    const t = resolveTournament(
      { name: 'r', seed: 7, matches: [{ game: 'gesjaakt', bots: ['random', 'cheater(at=4)', 'random'], games: 30 }] },
      'r.json',
    );
    const lines: string[] = [];
    await runTournament(t, { workers: 1, onRecords: (l) => lines.push(...l) });
    const dir = mkdtempSync(join(tmpdir(), 'tafel-forfeits-'));
    const file = join(dir, 'games.jsonl');
    writeFileSync(file, lines.map((l) => `${l}\n`).join(''));
    // No checksums: records from before them are taken with a note.
    const back = replayedFrom(file, join(dir, 'games.sums'), t).replayed.take(0, 0, 0, 30)!;
    const fresh = runBatch({ plan: t.events[0].tables[0].plan, start: 0, count: 30, keepRecords: false });
    expect(fresh.forfeits).toHaveLength(30);
    expect(back.forfeits).toEqual(fresh.forfeits);
    expect(back.rows).toEqual(fresh.rows);
  });
});

describe('a tournament with an entrant that forfeits every game', () => {
  const file = (games: number) =>
    resolveTournament(
      {
        name: 'cheats',
        seed: 5,
        game: 'gesjaakt',
        entrants: [
          { bot: 'random' },
          { label: 'cheat', bot: 'cheater' },
          { label: 'greedy', bot: 'greedy' },
          { bot: 'greedy(threshold=3)' },
        ],
        format: 'round-robin',
        players: 3,
        stop: { rule: 'fixed', games },
      },
      'cheats.json',
    );

  it('ranks it last with no score, lists ten forfeits and "and N more", and says so in one line at the end', async () => {
    const t = await runTournament(file(21), { workers: 1 });
    const [e] = t.events;
    const cheat = e.standings.at(-1)!;
    expect(cheat).toMatchObject({ label: 'cheat', games: 63, forfeits: 63, wins: 0, scoredGames: 0 });
    expect(cheat.meanScore).toBeNaN();
    for (const s of e.standings.slice(0, -1)) expect(s.scoredGames).toBe(s.games);
    expect(e.forfeits[0]).toMatchObject({ table: 0, index: 0, entrant: 1, seat: 1, decision: 2 });
    const lines = eventReport(e).split('\n');
    const listed = lines.filter((l) =>
      /^ {2}table \d+, game \d+: cheat forfeited in seat [0-2] at decision \d+ \(illegal action "no such action"; legal were "take", "pay"\)$/.test(
        l,
      ),
    );
    expect(listed).toHaveLength(10);
    expect(lines).toContain('  and 53 more (summary.json and the report list them all)');
    expect(lines.some((l) => l.startsWith('a forfeit counts as a loss and ranks last'))).toBe(true);
    expect(tournamentReport(t).split('\n').at(-1)).toBe(
      'forfeited every game it played: cheat (63 games); its figures measure the forfeits, not its play',
    );
    const html = await tournamentHtml(t);
    expect(html).toContain('forfeited every game it played: cheat (63 games)');
    // The mean score chart draws the three with a score, not an empty row for the cheat.
    expect(html).toContain('Y-axis for a discrete scale with 3 values: greedy, greedy(threshold=3), random');
    // The report lists all 63.
    expect(html.match(/<li>table \d+, game \d+: cheat forfeited in seat \d at decision \d+ \(/g)).toHaveLength(63);
    expect(html).not.toMatch(/<li>and \d+ more/);
  });

  it('beyond the thousand forfeits kept, the list says where the rest are', async () => {
    const t = await runTournament(file(348), { workers: 1 });
    const [e] = t.events;
    expect(e.forfeitCount).toBe(1044);
    expect(e.forfeits).toHaveLength(1000);
    expect(eventReport(e).split('\n')).toContain(
      '  and 1,034 more (summary.json and the report list the first 1,000, the records all)',
    );
    expect(await tournamentHtml(t)).toContain('<li>and 44 more (records.jsonl holds every one)</li>');
  });

  it('no line at the end when every entrant played some game out', async () => {
    const t = resolveTournament(
      { name: 'some', seed: 5, matches: [{ game: 'gesjaakt', bots: ['random', 'cheater(at=20)', 'random'], games: 42 }] },
      's.json',
    );
    const summary = await runTournament(t, { workers: 1 });
    const cheat = summary.events[0].standings.find((s) => s.bot === 'cheater(at=20)')!;
    expect(cheat.forfeits).toBeGreaterThan(0);
    expect(cheat.forfeits).toBeLessThan(42);
    expect(tournamentReport(summary)).not.toMatch(/forfeited every game/);
  });
});

describe('a sweep over a bot that forfeits at some points', () => {
  it('leaves the swept bot out of the score figures where it forfeited, as a run does', async () => {
    const r = await runSweep({
      game: 'gesjaakt',
      bot: 'cheater(at=1|22|1000)',
      vs: 'random,random',
      games: 30,
      seed: 3,
      workers: 1,
    });
    const point = (at: number) => r.points.find((p) => p.label === (at === 1 ? 'cheater' : `cheater(at=${at})`))!;
    // Forfeiting every game, it has no mean score; never forfeiting, its score is the run's.
    expect(point(1)).toMatchObject({ games: 30, forfeits: 30, wins: 0 });
    expect(point(1).meanScore).toBeNaN();
    expect(point(1000).forfeits).toBe(0);
    const run = await runPlan(
      buildPlan({
        game: 'gesjaakt',
        bots: 'cheater(at=1000),random,random',
        games: 30,
        seed: 3,
      }),
      { workers: 1 },
    );
    expect(point(1000).meanScore).toBeCloseTo(run.entrants[0].meanScore, 9);
    // Forfeiting at its 22nd decision in some games, not all: scored on the others, as a run scores it.
    const some = await runPlan(
      buildPlan({
        game: 'gesjaakt',
        bots: 'cheater(at=22),random,random',
        games: 30,
        seed: 3,
      }),
      { workers: 1 },
    );
    expect(point(22).forfeits).toBe(some.entrants[0].forfeits);
    expect(point(22).forfeits).toBeGreaterThan(0);
    expect(point(22).forfeits).toBeLessThan(30);
    expect(point(22).meanScore).toBeCloseTo(some.entrants[0].meanScore, 9);
  });
});
