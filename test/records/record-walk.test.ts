// The one walk through a record that replay's log, a person's playback, the viewer, the
// report's nat links and where-points share: every decision applied in order from the
// seed, the state read before and after each, and the place a record stops being a game.
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/core/game.js';
import { findGame, resolveOptions } from '../../src/games/registry.js';
import { RecordWalk, haltInWords } from '../../src/records/record-walk.js';
import { parseRecord } from '../../src/records/record-parse.js';
import { runBatch } from '../../src/sim/batch.js';
import { buildPlan } from '../../src/sim/build.js';
import type { GameRecord } from '../../src/sim/record.js';

const game: AnyGame = findGame('gesjaakt');
const plan = buildPlan({ seed: 8, game: 'gesjaakt', bots: 'greedy,random,random', games: 1 });
const line = (runBatch({ plan, start: 0, count: 1, keepRecords: true }).records ?? [])[0];
const record = parseRecord(JSON.parse(line), 'line 1');
const walkOf = (r: GameRecord) => new RecordWalk(game, resolveOptions(game, { ...r.options }), r);
const edited = (change: (actions: unknown[]) => void): GameRecord => {
  const copy = JSON.parse(line);
  change(copy.actions);
  return parseRecord(copy, 'the edited record');
};

describe('RecordWalk', () => {
  it('applies every decision in order and ends where the game does, with its scores', () => {
    const walk = walkOf(record);
    const seen = [...walk.decisions()];
    expect(seen.map((d) => d.index)).toEqual(record.actions.map((_, i) => i));
    expect(seen.map((d) => d.action)).toEqual(record.actions);
    expect(walk.halt).toBeUndefined();
    expect(game.isTerminal(walk.state)).toBe(true);
    expect(game.result(walk.state).scores).toEqual(record.result.scores);
  });

  it('reads the state before each decision, and gives the state after it', () => {
    const walk = walkOf(record);
    const { state } = walk;
    let after = game.currentPlayer(state);
    for (const { seat, before } of walk.decisions(() => game.currentPlayer(state))) {
      // The seat to move before a decision is the one that made it, and the one to move
      // after the last decision is the one the next decision reads.
      expect(before).toBe(seat);
      expect(before).toBe(after);
      after = game.isTerminal(state) ? -1 : game.currentPlayer(state);
    }
    expect(after).toBe(-1);
  });

  it('halts at a decision that is not legal, naming its seat and the legal ones', () => {
    const at = record.actions.indexOf('take');
    const walk = walkOf(edited((a) => (a[at] = 'steal')));
    expect([...walk.decisions()]).toHaveLength(at);
    expect(walk.halt).toMatchObject({ index: at, recorded: 'steal', seat: expect.any(Number) });
    expect(walk.halt?.seat === undefined ? [] : walk.halt.legal).toEqual(expect.arrayContaining(['take']));
    expect(haltInWords(walk.halt!)).toBe(`decision ${at + 1} (seat ${walk.halt!.seat}) is "steal", which is not legal there`);
  });

  it('halts at a decision after the game is over, with no seat', () => {
    const n = record.actions.length;
    const walk = walkOf(edited((a) => a.push('take')));
    expect([...walk.decisions()]).toHaveLength(n);
    expect(walk.halt).toEqual({ index: n, recorded: 'take' });
    expect(haltInWords(walk.halt!)).toBe(`decision ${n + 1} of the record comes after the game's end`);
  });
});
