// A session with a bot from outside tafel is sealed as any run with one: without --seed it
// deals from a secret key kept in its folder, which replay reads there; with --seed the
// person is told what the seed gives away. The bot file plays in its sandbox.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drivePage } from '../../scripts/docs/drive.js';
import type { GameRecord } from '../../src/sim/record.js';
import { tafel } from '../cli/tafel.js';
import { sharedTempFolder } from '../helpers.js';
import { startServe } from './serving.js';

const BOT = join(import.meta.dirname, '..', '..', 'bots', 'examples', 'gesjaakt-bargain.mjs');

describe('a session with a bot file', () => {
  it('is sealed: its key is kept in the folder, replay reads it there, and the records name no seed to find', async () => {
    const out = join(mkdtempSync(join(sharedTempFolder('tafel-sealed-serve-'), 'x-')), 'session');
    const served = await startServe('gesjaakt', '--bots', `person,${BOT},greedy`, '--once', '--out', out);
    await drivePage(served.url);
    const ended = await served.ended;
    expect(ended.code).toBe(0);
    expect(ended.err).not.toMatch(/note: --seed/);
    expect(existsSync(join(out, 'run.key'))).toBe(true);
    const record = JSON.parse(readFileSync(join(out, 'records.jsonl'), 'utf8')) as GameRecord;
    expect(record.run).toMatchObject({ seed: 1, index: 0, keyed: true });
    expect(record.sources?.[1]).toMatchObject({ file: BOT });
    const replayed = await tafel('replay', out);
    expect(replayed.code).toBe(0);
    expect(replayed.out).toMatch(/^1 of 1 records replay exactly$/m);
    // The records file alone cannot be played again: its seed follows from the key.
    expect((await tafel('replay', join(out, 'records.jsonl'))).out).toMatch(/sealed with a secret key/);
  });

  it('named with --seed, is not sealed, and says what that gives away', async () => {
    const out = join(mkdtempSync(join(sharedTempFolder('tafel-sealed-serve-'), 'x-')), 'session');
    const served = await startServe('gesjaakt', '--bots', `person,${BOT},greedy`, '--seed', '5', '--once', '--out', out);
    await drivePage(served.url);
    const ended = await served.ended;
    expect(ended.code).toBe(0);
    expect(ended.err).toMatch(/^note: --seed 5 is known to anyone who can guess it: .*leave out --seed to seal the run/m);
    expect(existsSync(join(out, 'run.key'))).toBe(false);
  });
});
