// An sprt tournament stopped midway (its records cut at a batch whose checksum is kept,
// mid-round) and resumed with --resume ends where an uninterrupted run ends: the same
// look, verdict, records and summary.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tafel } from '../cli/tafel.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-sprt-resume-'));
const file = join(dir, 'duel.json');
writeFileSync(
  file,
  JSON.stringify({
    name: 'duel',
    seed: 1,
    game: 'jatten',
    entrants: [{ bot: 'threshold' }, { bot: 'greedy' }],
    stop: { rule: 'sprt', elo0: 0, elo1: 100, every: 20, maxGames: 2000 },
  }),
);
const FILES = ['tournament.json', 'games.jsonl', 'summary.json'];
const batch = ['--workers', '1', '--batch-size', '10'];

describe('an sprt tournament resumed', () => {
  it('ends at the look, verdict and files of a run never stopped', async () => {
    const whole = join(dir, 'whole');
    const uninterrupted = await tafel('tournament', file, ...batch, '--out', whole);
    expect(uninterrupted.code).toBe(0);
    const summary = JSON.parse(readFileSync(join(whole, 'summary.json'), 'utf8')) as {
      events: { looks: number; sprt: { accepted: string } }[];
    };
    // Decided at a later look, so the cut below falls before the decision.
    expect(summary.events[0].looks).toBeGreaterThanOrEqual(3);
    expect(summary.events[0].sprt.accepted).toBe('H1');

    // What a run stopped after 30 games leaves: three batches' records and checksums, the
    // second round half played, no summary.
    const cut = join(dir, 'cut');
    mkdirSync(cut);
    copyFileSync(join(whole, 'tournament.json'), join(cut, 'tournament.json'));
    const head = (name: string, n: number) =>
      writeFileSync(join(cut, name), readFileSync(join(whole, name), 'utf8').split('\n').slice(0, n).join('\n') + '\n');
    head('games.jsonl', 30);
    head('games.sums', 3);

    const resumed = await tafel('tournament', file, ...batch, '--resume', cut);
    expect(resumed.err).toMatch(/resuming .*cut: 30 games already played/);
    expect(resumed.code).toBe(0);
    for (const f of FILES) expect(readFileSync(join(cut, f), 'utf8'), f).toBe(readFileSync(join(whole, f), 'utf8'));
    expect(resumed.out).toContain('H1 accepted after');
  });
});
