// A bot file that cannot play is refused before any game, in one line that names the
// file and what is wrong (describeGuest throws it as a UsageError, checkGuest returns it).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import { checkGuest, closeGuests, describeGuest } from '../../src/guests/guest.js';
import { SANDBOXED, TRUSTED, fixture, table } from './table.js';
import { sharedTempFolder } from '../helpers.js';

afterAll(closeGuests);

/** A bot file with a syntax error on line 6, column 20 (the second '='). */
const BROKEN = [
  '// A bot file with a syntax error.',
  'export default {',
  "  name: 'broken',",
  '  params: {},',
  '  create() {',
  '    const answer = = 1;',
  '    return { act: () => answer };',
  '  },',
  '};',
  '',
].join('\n');

/** The one-line refusal describeGuest throws. */
function refusal(name: string, limits = SANDBOXED): string {
  try {
    describeGuest(fixture(name), limits);
  } catch (e) {
    expect(e).toBeInstanceOf(UsageError);
    const message = (e as Error).message;
    expect(message.split('\n')).toHaveLength(1);
    return message;
  }
  throw new Error(`${name} was not refused`);
}

describe.each([
  ['sandboxed', SANDBOXED],
  ['trusted', TRUSTED],
])('a bot file, %s', (_, limits) => {
  it('is described by its plain fields, defaults filled in', () => {
    expect(describeGuest(fixture('chancer.mjs'), limits)).toEqual({
      name: 'chancer',
      summary: '',
      games: ['gesjaakt'],
      params: { takeBelow: { default: 0.3, doc: 'takes the card this often', min: 0, max: 1 } },
    });
    expect(checkGuest(fixture('chancer.mjs'), { takeBelow: 0.3 }, table('gesjaakt'), limits)).toBeUndefined();
  });

  it('that does not exist is named', () => {
    expect(refusal('nowhere.mjs', limits)).toBe('bot file ./test/fixtures/guests/nowhere.mjs: no such file');
  });

  it('(7) whose create throws is refused with the first line of the error', () => {
    expect(checkGuest(fixture('create-throws.mjs'), {}, table('gesjaakt'), limits)).toBe(
      'bot file ./test/fixtures/guests/create-throws.mjs: create threw: no table for me',
    );
    // The chancer's create refuses other games.
    expect(checkGuest(fixture('chancer.mjs'), { takeBelow: 0.3 }, table('jacht'), limits)).toBe(
      'bot file ./test/fixtures/guests/chancer.mjs: create threw: cannot play jacht',
    );
  });

  it('(8) with a syntax error names its line and column', () => {
    // Written here, not kept among the fixtures: lint and prettier would stop at it.
    const file = join(sharedTempFolder('tafel-guest-'), 'broken.mjs');
    writeFileSync(file, BROKEN);
    expect(() => describeGuest({ file }, limits)).toThrow(
      new UsageError(`bot file ${file} has a syntax error at line 6, column 20: Unexpected token '='`),
    );
  });

  it('that throws while loading gives the first line', () => {
    expect(refusal('load-throws.mjs', limits)).toBe(
      'bot file ./test/fixtures/guests/load-throws.mjs threw while loading: cannot read the table file',
    );
  });

  it('whose default export is no bot says what is expected', () => {
    expect(refusal('no-create.mjs', limits)).toBe(
      'bot file ./test/fixtures/guests/no-create.mjs must export default a bot, ' +
        '{ name, games, params, create(params, game) } (see docs/bots.md): its default export has no create function',
    );
  });
});

describe('(9) top-level await', () => {
  it('loads in the sandbox', () => {
    expect(describeGuest(fixture('awaiter.mjs'), SANDBOXED).name).toBe('awaiter');
  });

  it('is refused trusted, saying to run it without --trust-bot-files', () => {
    expect(refusal('awaiter.mjs', TRUSTED)).toBe(
      'bot file ./test/fixtures/guests/awaiter.mjs uses top-level await, which only a bot file in its own process may: ' +
        'run it without --trust-bot-files',
    );
  });
});
