// A person's seat in a record: replay plays the person's recorded decisions back and
// holds the bots around it to exactly theirs, so a record changed anywhere differs. The
// person here is the docs check's (scripts/docs/drive.ts), which plays through the page's
// own requests.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SeededChance } from '../../src/core/chance.js';
import { findLegal } from '../../src/core/match.js';
import { findGame } from '../../src/games/registry.js';
import { replay } from '../../src/records/replay.js';
import type { GameRecord } from '../../src/sim/record.js';
import { drivePage, pageAddress } from '../../scripts/docs/drive.js';
import { tafel } from '../cli/tafel.js';
import { startServe } from './serving.js';

describe('a record with a person', () => {
  it('replays; a bot’s decision changed, or a bot in the person’s seat, differs', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'tafel-person-')), 'session');
    const served = await startServe('gesjaakt', '--bots', 'greedy,greedy,person', '--seed', '3', '--once', '--out', out);
    expect(pageAddress(`play at ${served.url}\n`)).toBe(served.url);
    const made = await drivePage(served.url);
    const ended = await served.ended;
    expect(ended.code).toBe(0);
    const record = JSON.parse(readFileSync(join(out, 'records.jsonl'), 'utf8')) as GameRecord;
    expect(record.lineup).toEqual(['greedy', 'greedy', 'person']);
    expect(record.run).toEqual({ seed: 3, index: 0 });
    expect(made).toBeGreaterThan(0);
    expect(replay(record).mismatch).toBeUndefined();
    expect((await tafel('replay', out)).out).toMatch(/^1 of 1 records replay exactly$/m);

    // The first decision of a bot, turned to the other action (take ↔ pay).
    const game = findGame('gesjaakt');
    const botAt = record.actions.findIndex((_, i) => replayedSeat(game, record, i) !== 2);
    const actions = [...record.actions];
    actions[botAt] = actions[botAt] === 'take' ? 'pay' : 'take';
    expect(replay({ ...record, actions }).mismatch).toMatch(/./);
    // A bot in the person's seat plays its own game, not the person's.
    const lineup = ['greedy', 'greedy', 'greedy'];
    expect(replay({ ...record, lineup }).mismatch).toMatch(/./);
  });
});

describe('every game', () => {
  it.each([
    ['gesjaakt', 'greedy,person,greedy'],
    ['jacht', 'person,greedy'],
    ['jatten', 'greedy,person'],
    ['fatima', 'person,greedy,greedy'],
    ['klaverjassen', 'heuristic,heuristic,heuristic,person'],
  ])('%s: a person plays a whole game through the page, and it replays', async (game, bots) => {
    const out = join(mkdtempSync(join(tmpdir(), `tafel-person-${game}-`)), 'session');
    const served = await startServe(game, '--bots', bots, '--once', '--out', out);
    const made = await drivePage(served.url);
    expect((await served.ended).code).toBe(0);
    const record = JSON.parse(readFileSync(join(out, 'records.jsonl'), 'utf8')) as GameRecord;
    const seat = bots.split(',').indexOf('person');
    const own = record.actions.filter((_, i) => replayedSeat(findGame(game), record, i) === seat);
    expect(own).toHaveLength(made);
    expect(replay(record).mismatch).toBeUndefined();
  });
});

/** The seat that made decision `at` of the record. */
function replayedSeat(game: ReturnType<typeof findGame>, record: GameRecord, at: number): number {
  const c = new SeededChance(record.seed);
  const state = game.setup(record.lineup.length, record.options, c);
  for (let i = 0; i < at; i++) game.apply(state, findLegal(game, game.legalActions(state), record.actions[i])!, c);
  return game.currentPlayer(state);
}
