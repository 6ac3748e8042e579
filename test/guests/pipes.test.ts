// A program's decisions pass the keeper by: the playing thread writes and reads the
// program's pipes itself, blocking. What keeps that safe: a program that goes quiet
// while a process it started outside its group holds its stdout is still stopped at its
// budget (the keeper kills it and wakes the blocked read itself), and its pipe ends are
// closed with it, run after run. And a long answer is read in pieces.
import { readdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { closeGuests } from '../../src/guests/guest.js';
import { FIXTURES, SANDBOXED, builtIn, guest, play, seedsWithEvenBotSeed } from './table.js';

afterAll(closeGuests);

const escaper = { cmd: 'node escaper.mjs', cwd: FIXTURES };

describe('a program whose stdout outlives it', () => {
  it('forfeits at its budget (a blocked read woken, not left waiting) and plays the next game', () => {
    const [bad] = seedsWithEvenBotSeed(true, 1);
    const [good] = seedsWithEvenBotSeed(false, 1);
    // A budget no healthy bot comes near; the escaper never answers at all.
    const [first, second] = play(
      'gesjaakt',
      [guest('gesjaakt', escaper, SANDBOXED), builtIn('gesjaakt', 'greedy')],
      [bad, good],
      {
        budgetMs: 2000,
      },
    );
    expect(first.forfeit).toEqual({ seat: 0, reason: 'took longer than its budget of 2000 ms' });
    expect(second.forfeit).toBeUndefined();
  });
});

describe('a program whose answers are long lines', () => {
  it('plays as one with short lines does (a line read in pieces, blank lines skipped)', () => {
    const seeds = [1, 2, 3];
    const others = () => [builtIn('gesjaakt', 'greedy'), builtIn('gesjaakt', 'random')];
    const wordy = play('gesjaakt', [guest('gesjaakt', { cmd: 'node wordy.mjs', cwd: FIXTURES }, SANDBOXED), ...others()], seeds);
    const plain = play(
      'gesjaakt',
      [guest('gesjaakt', { cmd: 'node program.mjs good', cwd: FIXTURES }, SANDBOXED), ...others()],
      seeds,
    );
    expect(wordy).toEqual(plain);
    expect(wordy.every((g) => g.forfeit === undefined)).toBe(true);
  });
});

describe("a program's pipes", () => {
  const open = () => readdirSync('/proc/self/fd').length;

  it('are closed when it is stopped, restarted or closed with the run', async () => {
    const program = { cmd: 'node program.mjs exit', cwd: FIXTURES };
    // The keeper thread and its own files first, then the count.
    play('gesjaakt', [guest('gesjaakt', program, SANDBOXED), builtIn('gesjaakt', 'greedy')], [1]);
    await closeGuests();
    const before = open();
    // It exits in its even games: started anew after each.
    const seeds = [...seedsWithEvenBotSeed(true, 3), ...seedsWithEvenBotSeed(false, 3)];
    const played = play('gesjaakt', [guest('gesjaakt', program, SANDBOXED), builtIn('gesjaakt', 'greedy')], seeds);
    expect(played.filter((g) => g.forfeit).length).toBe(3);
    await closeGuests();
    expect(open()).toBe(before);
  });
});
