// A tournament's standings agree with its ratings and say so, and its headline names the
// strongest entrant with its evidence: tournaments/jatten-thresholds.json, where win rate
// alone ranked bold above greedy though greedy finishes ahead of it more often.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eventReport } from '../../src/report/standings.js';
import { runTournament } from '../../src/tournament/run.js';
import { resolveTournament } from '../../src/tournament/load.js';

const file = 'tournaments/jatten-thresholds.json';

describe('standings', async () => {
  const t = resolveTournament(JSON.parse(readFileSync(file, 'utf8')), file);
  const [event] = (await runTournament(t, { workers: 1 })).events;
  const at = (label: string) => event.standings.findIndex((s) => s.label === label);

  it('are sorted by rating, where win rate alone would rank bold above greedy', () => {
    const points = event.standings.map((s) => s.rating.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(event.standings.map((s) => s.label)).toEqual(['tuned', 'cautious', 'greedy', 'bold']);
    // The case the order is for: bold wins more often, greedy finishes ahead of it more.
    expect(event.standings[at('bold')].winRate).toBeGreaterThan(event.standings[at('greedy')].winRate);
    const pair = event.comparisons.find((c) => [c.a, c.b].sort().join() === [2, 3].join())!;
    expect(event.entrantLabels[pair.a]).toBe('greedy');
    expect(pair.ahead).toBeGreaterThan(0.5);
  });

  it('say what they are sorted by, and the headline names the strongest entrant and its evidence', () => {
    expect(event.strongest).toBe(event.entrantLabels.indexOf('tuned'));
    const lines = eventReport(event).split('\n');
    expect(lines[2]).toBe(
      "strongest: tuned, which finished ahead of each other entrant more often than not, every pair told apart after Holm's correction (ahead of cautious in 57.0% of their games, of greedy in 65.8%, of bold in 67.5%); rating +73 (95% CI +60 – +86)",
    );
    expect(lines[3]).toBe('standings, sorted by rating (it weighs every placing; win rate counts first places only):');
    const rows = lines.filter((l) => /^│ [1-4] │/.test(l)).map((l) => l.split('│')[2].trim().split(' ')[0]);
    expect(rows).toEqual(['tuned', 'cautious', 'greedy', 'bold']);
  });
});
