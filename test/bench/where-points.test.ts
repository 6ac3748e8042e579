// Where a duplicate run's points go (bench/where-points.ts): every round counted once, for
// the right pair, and each put down to the card play or to the first bid that differed.
// Heuristic against random pairs: random bids differently on most hands, in milliseconds.
import { describe, expect, it } from 'vitest';
import { roundsOf, whereThePointsGo } from '../../bench/where-points.js';
import { buildPlan } from '../../src/sim/build.js';
import { runPlan } from '../../src/sim/run.js';
import type { GameRecord } from '../../src/sim/record.js';

async function records(bots: string): Promise<GameRecord[]> {
  const lines: string[] = [];
  await runPlan(buildPlan({ game: 'klaverjassen', bots, games: 6, seed: 5, seating: 'duplicate' }), {
    workers: 1,
    onRecords: (batch) => lines.push(...batch),
  });
  return lines.map((l) => JSON.parse(l) as GameRecord);
}

describe('where a duplicate run’s points go', () => {
  it('counts every round once, for the first pair, and the rounds add up to the games’ scores', async () => {
    const games = await records('heuristic,random,heuristic,random');
    const { firstPair, deals, kinds } = whereThePointsGo(games);
    expect([firstPair, deals]).toEqual(['heuristic', 3]);
    const every = kinds[0];
    expect(every.kind).toBe('every round');
    expect(every.rounds).toBe(3 * 16);
    // The first pair's score less the second's, summed over both tables of every deal.
    const total = games.reduce((sum, g) => {
      const mine = g.lineup[0] === 'heuristic' ? 0 : 1;
      return sum + g.result.scores[mine] - g.result.scores[1 - mine];
    }, 0);
    expect(every.mean * every.rounds).toBeCloseTo(total, 6);
    expect(every.mean).toBeGreaterThan(0);
    // Each round is one kind besides 'every round'.
    expect(kinds.slice(1).reduce((n, k) => n + k.rounds, 0)).toBe(every.rounds);
    expect(kinds.some((k) => k.kind.startsWith('bidding differs: first circle'))).toBe(true);
  });

  it('puts a round down to the bid of the seat whose pairs first bid differently, named pair by pair', async () => {
    const games = await records('heuristic,random,heuristic,random');
    const [a, b] = [0, 1].map((i) => roundsOf(games.find((g) => g.run?.index === i)!));
    // The first round whose bids differ, and who bid there at each table.
    const r = a.findIndex((round, i) => JSON.stringify(round.bids) !== JSON.stringify(b[i].bids));
    let k = 0;
    while (a[r].bids[k].bid === b[r].bids[k].bid) k++;
    const seat = a[r].bids[k].seat;
    // Table 0 seats the heuristic pair at 0 and 2, table 1 at 1 and 3.
    const [heuristic, random] = seat % 2 === 0 ? [a[r].bids[k], b[r].bids[k]] : [b[r].bids[k], a[r].bids[k]];
    // Deal 0's two tables cut after round r: the rounds before it bid alike, so r is the
    // one round put down to a bid.
    const cut = (g: GameRecord): GameRecord => {
      let n = 1;
      while (roundsOf({ ...g, actions: g.actions.slice(0, n) }).length <= r) n++;
      return { ...g, actions: g.actions.slice(0, n) };
    };
    const { kinds } = whereThePointsGo(games.filter((g) => (g.run?.index ?? 0) < 2).map(cut));
    const circle = k < 4 ? 'first circle' : 'second circle';
    const name = `bidding differs: ${circle}, ${3 - (k % 4)} to bid after, first pair ${heuristic.bid}, second ${random.bid}`;
    expect(kinds.map((x) => [x.kind, x.rounds])).toEqual(
      [
        ['every round', r + 1],
        ['bidding alike: the card play', r],
        [name, 1],
      ].filter(([, n]) => n !== 0),
    );
  });

  it('names the circle and the seats after by where the first difference stands, the dealer’s bid too', async () => {
    const games = await records('heuristic,random,heuristic,random');
    const { kinds } = whereThePointsGo(games);
    // Each deal's two tables, round by round: where their bids first differ, counted here
    // by the bid's place (0 to 3 the first circle, the dealer's fourth).
    const firstDifference = new Map<number, number>();
    for (let deal = 0; deal < 3; deal++) {
      const [a, b] = [0, 1].map((t) => roundsOf(games.find((g) => g.run?.index === 2 * deal + t)!));
      a.forEach((round, r) => {
        const k = round.bids.findIndex((bid, i) => bid.bid !== b[r].bids[i]?.bid);
        if (k >= 0) firstDifference.set(k, (firstDifference.get(k) ?? 0) + 1);
      });
    }
    const named = (label: string) => kinds.filter((x) => x.kind.includes(label)).reduce((n, x) => n + x.rounds, 0);
    for (const k of [0, 1, 2, 3]) {
      expect(named(`first circle, ${3 - k} to bid after,`), `first difference at bid ${k + 1}`).toBe(firstDifference.get(k) ?? 0);
    }
    expect(firstDifference.get(3) ?? 0).toBeGreaterThan(0); // the dealer's bid is in the sample
  });

  it('turns over when the pairs swap: every kind’s mean negated, its bids the other way round', async () => {
    const ahead = whereThePointsGo(await records('heuristic,random,heuristic,random')).kinds;
    const behind = whereThePointsGo(await records('random,heuristic,random,heuristic')).kinds;
    const swap = (kind: string) => kind.replace(/first pair (\S+), second (\S+)$/, 'first pair $2, second $1');
    const mirrored = new Map(behind.map((k) => [swap(k.kind), k]));
    expect(mirrored.size).toBe(ahead.length);
    for (const k of ahead) {
      expect(mirrored.get(k.kind)?.rounds).toBe(k.rounds);
      expect(mirrored.get(k.kind)!.mean).toBeCloseTo(-k.mean, 6);
    }
  });
});
