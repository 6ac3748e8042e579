// The limits that cost a run time or memory when a program breaks them (issue 37): one
// that stops reading its stdin forfeits once a decision has lain unread for the read limit
// (5 s in a run; 1 s here), not after the 60 s a decision may take; one that answers with
// an endless line forfeits once the line passes 1 MB, not when it has all been read.
import { afterAll, describe, expect, it } from 'vitest';
import { closeGuests } from '../../src/guests/guest.js';
import { ATTACKS } from './attacks.js';
import { builtIn, guest, play } from './table.js';

afterAll(closeGuests);

describe('a program that stops reading its stdin', () => {
  it('forfeits once a decision has lain unread for the read limit, and the next game starts it anew', () => {
    const deaf = guest('gesjaakt', { cmd: 'node deaf.mjs', cwd: ATTACKS }, { memoryMb: 128, readMs: 1000 });
    const games = play('gesjaakt', [deaf, builtIn('gesjaakt', 'greedy')], [1, 2]);
    expect(games.map((g) => g.forfeit)).toEqual([
      { seat: 0, reason: 'did not read its request within 1 s' },
      { seat: 0, reason: 'did not read its request within 1 s' },
    ]);
  });
});

describe('a program that answers with a line of 200 MB', () => {
  it('forfeits once the line is longer than 1 MB, and the next game starts it anew', () => {
    const long = guest('gesjaakt', { cmd: 'node longliner.mjs', cwd: ATTACKS }, { memoryMb: 128 });
    const games = play('gesjaakt', [long, builtIn('gesjaakt', 'greedy')], [1, 2]);
    expect(games.map((g) => g.forfeit)).toEqual([
      { seat: 0, reason: 'answered with a line longer than 1 MB' },
      { seat: 0, reason: 'answered with a line longer than 1 MB' },
    ]);
  });
});
