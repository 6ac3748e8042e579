// Programs over the line protocol: a tiny Node script that speaks it plays as a bot file
// with the same decisions does, and each way a program misbehaves ends as a forfeit of
// that game (the run going on with the program restarted) or as a one-line refusal.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import { START_MS } from '../../src/guests/flag.js';
import { type GuestLimits, checkGuest, closeGuests, describeGuest } from '../../src/guests/guest.js';
import { FIXTURES, SANDBOXED, builtIn, fixture, guest, play, seedsWithEvenBotSeed, table } from './table.js';

afterAll(closeGuests);

const program = (how: string) => ({ cmd: `node program.mjs ${how}`, cwd: FIXTURES });

/** Plays a game where the program misbehaves, then one where it does not. */
function badThenGood(how: string, budgetMs?: number) {
  const [bad] = seedsWithEvenBotSeed(true, 1);
  const [good] = seedsWithEvenBotSeed(false, 1);
  const bots = [guest('gesjaakt', program(how), SANDBOXED), builtIn('gesjaakt', 'greedy')];
  const [first, second] = play('gesjaakt', bots, [bad, good], budgetMs === undefined ? {} : { budgetMs });
  const plain = play('gesjaakt', [guest('gesjaakt', fixture('first.mjs'), SANDBOXED), builtIn('gesjaakt', 'greedy')], [good]);
  // The game after the bad one is played as a healthy bot plays it.
  expect(second).toEqual(plain[0]);
  return first;
}

describe('a program', () => {
  it('says what it is in its ready line', () => {
    expect(describeGuest(program('good'), SANDBOXED, { patience: '3' })).toEqual({
      name: 'program-good',
      summary: 'the first legal action',
      games: ['gesjaakt', 'jacht'],
      params: { patience: { default: 2, doc: 'unused', min: 0, integer: true } },
    });
    expect(checkGuest(program('good'), { patience: 2 }, table('gesjaakt'), SANDBOXED)).toBeUndefined();
  });

  it('plays as a bot file with the same decisions does, game for game', () => {
    const seeds = [1, 2, 3, 4, 5, 6];
    const others = () => [builtIn('gesjaakt', 'greedy'), builtIn('gesjaakt', 'random')];
    const viaProtocol = play('gesjaakt', [guest('gesjaakt', program('good'), SANDBOXED), ...others()], seeds);
    const viaFile = play('gesjaakt', [guest('gesjaakt', fixture('first.mjs'), SANDBOXED), ...others()], seeds);
    expect(viaProtocol).toEqual(viaFile);
    expect(viaProtocol.every((g) => g.forfeit === undefined)).toBe(true);
  });

  it('that writes garbage forfeits, the line shown', () => {
    expect(badThenGood('garbage').forfeit).toEqual({ seat: 0, reason: 'answered with I take it, not {"action": …}' });
  });

  it('that answers late forfeits with the budget reason and is restarted', () => {
    // A budget no healthy bot comes near; the late program never answers at all.
    expect(badThenGood('late', 2000).forfeit).toEqual({ seat: 0, reason: 'took longer than its budget of 2000 ms' });
  });

  it('that exits mid-game forfeits, with its last line on stderr', () => {
    expect(badThenGood('exit').forfeit).toEqual({
      seat: 0,
      reason: 'exited with code 3 (last line on stderr: giving up)',
    });
  });
});

describe('closing the guests', () => {
  it('ends a program by closing its stdin, and waits for it', async () => {
    // Unsandboxed, where it can leave a file to say so (a sandbox shows it nothing to write).
    const ended = join(mkdtempSync(join(tmpdir(), 'tafel-guest-')), 'ended');
    const bots = [
      guest('gesjaakt', { cmd: `node program.mjs good ${ended}`, cwd: FIXTURES }, { ...SANDBOXED, unsandboxed: true }),
      builtIn('gesjaakt', 'greedy'),
    ];
    play('gesjaakt', bots, [1]);
    expect(existsSync(ended)).toBe(false);
    await closeGuests();
    expect(readFileSync(ended, 'utf8')).toBe('stdin ended\n');
  });
});

describe('a program that cannot play is refused in one line', () => {
  const refused = (source: { cmd: string; cwd: string }, limits: GuestLimits = SANDBOXED) => {
    try {
      describeGuest(source, limits);
    } catch (e) {
      expect(e).toBeInstanceOf(UsageError);
      return (e as Error).message;
    }
    throw new Error(`${source.cmd} was not refused`);
  };

  it('when it refuses', () => {
    expect(refused(program('refuse'))).toBe('bot program "node program.mjs refuse": refused: I only play jacht');
  });

  it('when its command is not found', () => {
    expect(refused({ cmd: 'no-such-bot-program --fast', cwd: FIXTURES })).toMatch(
      /^bot program "no-such-bot-program --fast" cannot start: it exited with code 127 \(last line on stderr: .*no-such-bot-program: not found\)$/,
    );
  });

  it('when it does not say ready within the start limit (10 s; a test gives it half a second)', () => {
    // It says ready after 9 s: within the default limit, so only the limit given refuses it.
    expect(refused(program('sleepy'), { ...SANDBOXED, startMs: 500 })).toBe(
      'bot program "node program.mjs sleepy" gave no ready line within 0.5 s',
    );
    // The limit runs take unless told, as docs/protocol.md gives it to program authors.
    const protocol = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'protocol.md'), 'utf8');
    expect(protocol).toContain(`gave no ready line within ${START_MS / 1000} s`);
    expect(protocol).toContain(`within ${START_MS / 1000} s of being started`);
  });

  it('when its folder does not exist', () => {
    expect(checkGuest({ cmd: 'node bot.mjs', cwd: '/no/such/folder' }, {}, table('gesjaakt'), SANDBOXED)).toBe(
      'bot program "node bot.mjs": no such folder /no/such/folder to run it in',
    );
  });
});
