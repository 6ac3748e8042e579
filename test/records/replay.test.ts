// Replay catches every tampering: a record must be exactly what its bots play from the
// seed its run derives, or it is reported; a record that is malformed is not a record.
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import { findGame } from '../../src/games/registry.js';
import { runBatch } from '../../src/sim/batch.js';
import { type PlanRequest, buildPlan } from '../../src/sim/build.js';
import type { GameRecord } from '../../src/sim/record.js';
import { parseRecord, unknownField } from '../../src/records/record-parse.js';
import { replay } from '../../src/records/replay.js';
import { RunLedger } from '../../src/records/replay-ledger.js';
import '../fixtures/team-game.js';
import '../fixtures/faltering-bots.js';

/** The records a run writes, as a reader of its records.jsonl gets them. */
function records(req: Omit<PlanRequest, 'seed'> & { seed?: number }): GameRecord[] {
  const plan = buildPlan({ seed: 3, ...req });
  const lines = runBatch({ plan, start: 0, count: plan.games, keepRecords: true }).records ?? [];
  return lines.map((line, i) => parseRecord(JSON.parse(line), `line ${i + 1}`));
}

/** A record as an editor of its file sees it: everything may change. */
type Editable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? U[] : Editable<T[K]> };
type Edit = (r: Editable<GameRecord>) => void;

/** A changed copy of a record, as an editor of the file would leave it. */
function tampered(record: GameRecord, change: Edit): GameRecord {
  const copy = JSON.parse(JSON.stringify(record));
  change(copy);
  return parseRecord(copy, 'the tampered record');
}

const mismatchOf = (record: GameRecord) => replay(record).mismatch;

const gesjaakt = records({ game: 'gesjaakt', bots: 'greedy,greedy(threshold=4),random,random', games: 12 });

describe('honest records replay exactly', () => {
  it.each([
    ['rotate', { game: 'gesjaakt', bots: 'greedy,random,random', games: 9 }],
    ['permute', { game: 'gesjaakt', bots: 'greedy,greedy(threshold=3),random,random', games: 24, seating: 'permute' }],
    ['duplicate', { game: 'jacht', bots: 'greedy,random', games: 6, seating: 'duplicate' }],
    [
      'duplicate, a lineup that repeats (deals of 2)',
      { game: 'gesjaakt', bots: 'greedy,random,greedy,random', games: 8, seating: 'duplicate' },
    ],
    ['duplicate, partnerships', { game: 'teamfixture', bots: 'keeper,random,keeper,random', games: 8, seating: 'duplicate' }],
    ['a team game under permute', { game: 'teamfixture', bots: 'keeper,random,keeper,random', games: 16, seating: 'permute' }],
    ['capped games', { game: 'jatten', bots: 'greedy,random', games: 4, options: { maxDecisions: '15' } }],
    ['a bot that throws', { game: 'gesjaakt', bots: 'thrower,random,random', games: 6 }],
    [
      'a table key of its own and iterations',
      { game: 'gesjaakt', bots: 'counter,random,random', games: 6, tableKey: 'sweep', iterations: 51 },
    ],
  ] as const)('%s', (_what, req) => {
    const all = records(req);
    for (const record of all) {
      const outcome = replay(record);
      expect(outcome.mismatch).toBeUndefined();
      expect(JSON.stringify(outcome.scores)).toBe(JSON.stringify(record.result.scores));
    }
    if (req.game === 'jatten') expect(all.every((r) => r.result.capped)).toBe(true);
    if (req.bots.startsWith('thrower')) expect(all.filter((r) => r.result.forfeit?.reason === 'threw: boom')).toHaveLength(6);
  });

  it('a record carries what derives its seed, and nothing that the lineup already says', () => {
    expect(gesjaakt[5].run).toEqual({ seed: 3, index: 5 });
    const [dup] = records({ game: 'jacht', bots: 'greedy,random', games: 2, seating: 'duplicate', budgetMs: 900 });
    expect(dup.run).toEqual({ seed: 3, index: 0, seating: 'duplicate', budgetMs: 900 });
  });
});

describe('the end of the game', () => {
  const record = gesjaakt[0];

  it('a record cut short and marked capped, far from its cap', () => {
    const cut = tampered(record, (r) => {
      r.actions.splice(20);
      r.result.capped = true;
    });
    expect(mismatchOf(cut)).toBe('the record says it was capped after 20 decisions, but its cap is maxDecisions=10000');
  });

  it('an empty action list, whichever end it claims', () => {
    const over = tampered(record, (r) => void r.actions.splice(0));
    expect(mismatchOf(over)).toBe(
      `the bots finish the game after ${record.actions.length} decisions, but the record has 0 decisions and says the game is over`,
    );
    const capped = tampered(record, (r) => {
      r.actions.splice(0);
      r.result.capped = true;
    });
    expect(mismatchOf(capped)).toMatch(/capped after 0 decisions, but its cap is maxDecisions=10000/);
    const forfeited = tampered(record, (r) => {
      r.actions.splice(0);
      r.result.forfeit = { seat: 0, reason: 'threw: boom' };
    });
    expect(mismatchOf(forfeited)).toMatch(
      /^the bots finish the game after \d+ decisions, but the record has 0 decisions and says seat 0 forfeited/,
    );
  });

  it('a forfeit pinned on a seat whose turn it was not, or moved off the seat that threw', () => {
    const pinned = tampered(record, (r) => {
      r.actions.splice(10);
      r.result.forfeit = { seat: 1, reason: 'threw: boom' };
    });
    expect(mismatchOf(pinned)).toMatch(/^the bots finish the game .* but the record has 10 decisions and says seat 1 forfeited/);
    const [thrown] = records({ game: 'gesjaakt', bots: 'thrower,random,random', games: 1 });
    const moved = tampered(thrown, (r) => (r.result.forfeit!.seat = 1));
    expect(mismatchOf(moved)).toMatch(/seat 0 forfeits \(threw: boom\), but the record .* says seat 1 forfeited/);
  });

  it('a lowered maxDecisions: below the decisions recorded, or to cut a record with its run beside it', () => {
    const lowered = tampered(record, (r) => (r.options.maxDecisions = 30));
    expect(mismatchOf(lowered)).toBe(`the record has ${record.actions.length} decisions, more than its cap maxDecisions=30`);
    // Cut and capped at a lowered cap, the record alone is an honest record of another
    // run; beside the rest of its run it is not.
    const cut = tampered(gesjaakt[1], (r) => {
      r.actions.splice(30);
      r.result.capped = true;
      r.options.maxDecisions = 30;
    });
    const ledger = new RunLedger();
    const game = findGame('gesjaakt');
    expect(ledger.check(gesjaakt[0], 'line 1', game)).toBeUndefined();
    expect(ledger.check(cut, 'line 2', game)).toMatch(
      /^its options \{"maxDecisions":30,.* differ from \{"maxDecisions":10000,.* of the same run at line 1/,
    );
  });

  it('changed scores or wins', () => {
    expect(mismatchOf(tampered(record, (r) => (r.result.scores[2] += 1)))).toMatch(/^scores \[.*\] differ from the recorded/);
    const wins = tampered(record, (r) => r.result.wins.reverse());
    expect(mismatchOf(wins)).toMatch(/^wins \[.*\] differ from the recorded/);
  });

  it('a changed standing: the placings of a tournament are read from it', () => {
    const swapped = tampered(record, (r) => (r.result.standing = [...r.result.standing!].reverse()));
    expect(mismatchOf(swapped)).toMatch(/^standing \[.*\] differs from the recorded \[/);
  });
});

describe('the lineup', () => {
  // Deals do not depend on the lineup (format 2), so a renamed bot is dealt the same
  // cards and found out by its decisions, or by not being a bot at all.
  it('renamed to another bot, or to garbage, in the main deal set and in one of its own', () => {
    const [own] = records({ game: 'gesjaakt', bots: 'greedy,random,random', games: 1, deals: 'mine' });
    for (const record of [gesjaakt[0], own]) {
      const at = record.lineup.indexOf('random');
      const other = tampered(record, (r) => (r.lineup[at] = 'greedy'));
      expect(mismatchOf(other)).toMatch(/^decision \d+: the bots play .*, the record has "(take|pay)"$/);
      const garbage = tampered(record, (r) => (r.lineup[at] = 'clever'));
      expect(mismatchOf(garbage)).toMatch(
        /^its lineup cannot play the game again: unknown bot 'clever' for gesjaakt: valid bots are random, .*greedy$/,
      );
    }
    const spelled = tampered(own, (r) => (r.lineup[0] = 'greedy(threshold=10)'));
    expect(mismatchOf(spelled)).toBe("seat 0 is 'greedy(threshold=10)', which a record writes 'greedy'");
  });

  it('a wrong number of players is not a record', () => {
    const five = JSON.parse(JSON.stringify(gesjaakt[0]));
    five.lineup.push('random', 'random', 'random', 'random');
    five.result.scores.push(0, 0, 0, 0);
    five.result.wins.push(0, 0, 0, 0);
    expect(() => parseRecord(five, 'line 9')).toThrow(
      new UsageError('line 9 is not a game record: gesjaakt takes 2 to 7 players, not 8'),
    );
    const two = JSON.parse(JSON.stringify(gesjaakt[0]));
    two.lineup.splice(2);
    two.result.scores.splice(2);
    two.result.wins.splice(2);
    expect(() => parseRecord(two, 'line 9')).toThrow(/^line 9 is not a game record: .*twoPlayers=true/);
    const short = JSON.parse(JSON.stringify(gesjaakt[0]));
    short.result.scores.pop();
    expect(() => parseRecord(short, 'line 9')).toThrow(
      'line 9 is not a game record: 4 seats need 4 scores and 4 wins, not 3 and 4',
    );
  });
});

describe('the seed against its run', () => {
  it.each([
    ['a changed run index', (r: Editable<GameRecord>) => ((r.run as { index: number }).index = 6)],
    ['a changed run seed', (r: Editable<GameRecord>) => ((r.run as { seed: number }).seed = 4)],
    ['a deal set added', (r: Editable<GameRecord>) => ((r.run as { deals: string }).deals = 'other')],
    ['a seating added', (r: Editable<GameRecord>) => ((r.run as { seating: string }).seating = 'duplicate')],
  ])('%s', (_what, change) => {
    expect(mismatchOf(tampered(gesjaakt[5], change))).toMatch(
      /^seed \d+ is not the seed of game \d+( \(duplicate seating: deal \d\))? of run seed \d/,
    );
  });

  it('duplicate seating: game i is dealt from deal ⌊i/n⌋, and a move within a deal reseats the entrants', () => {
    const req = { game: 'gesjaakt', bots: 'greedy,random,random', games: 9, seating: 'duplicate' } as const;
    const dup = records(req);
    expect(dup[4].seed).toBe(dup[3].seed);
    const noSeating = tampered(dup[4], (r) => delete (r.run as { seating?: string }).seating);
    expect(mismatchOf(noSeating)).toMatch(/^seed \d+ is not the seed of game 4 of run seed 3/);
    const nextDeal = tampered(dup[4], (r) => ((r.run as { index: number }).index = 6));
    expect(mismatchOf(nextDeal)).toMatch(
      /is not the seed of game 6 \(duplicate seating: deal 2\) of run seed 3, deal set 'main'/,
    );
    // Within a deal the seed is the same: alone the record is an honest game of the run
    // that seats random,greedy,random; beside its own run it is not one of that run's.
    const withinDeal = tampered(dup[4], (r) => ((r.run as { index: number }).index = 5));
    expect(mismatchOf(withinDeal)).toBeUndefined();
    const plan = buildPlan({ seed: 3, ...req });
    const ledger = new RunLedger({ runs: [{ label: 'the run', plan, games: 9 }], where: 'summary.json' });
    expect(ledger.check(withinDeal, 'line 5', findGame('gesjaakt'))).toBe(
      "it is not a game of this folder's runs: summary.json has no gesjaakt run seed 3 of random,greedy,random",
    );
  });

  it('duplicate seating of a team lineup that repeats: game i is dealt from deal ⌊i/d⌋', () => {
    const dup = records({ game: 'klaverjassen', bots: 'heuristic,random,heuristic,random', games: 8, seating: 'duplicate' });
    expect(dup[5].seed).toBe(dup[4].seed);
    const nextDeal = tampered(dup[5], (r) => ((r.run as { index: number }).index = 7));
    expect(mismatchOf(nextDeal)).toMatch(/is not the seed of game 7 \(duplicate seating: deal 3\) of run seed 3/);
  });

  it('a record without its run replays from its seed as given', () => {
    const bare = tampered(gesjaakt[2], (r) => delete r.run);
    expect(mismatchOf(bare)).toBeUndefined();
  });
});

describe('a time-out cannot be played again', () => {
  const timedOut = records({ game: 'gesjaakt', bots: 'random,dawdler,random', games: 3, budgetMs: 1 });

  it('is checked for its seat and turn, and says so', () => {
    for (const record of timedOut) {
      expect(record.result.forfeit?.reason).toBe('took longer than its budget of 1 ms');
      const outcome = replay(record);
      expect(outcome.mismatch).toBeUndefined();
      expect(outcome.note).toBe(
        `the time-out of seat ${record.result.forfeit!.seat} at decision ${record.actions.length + 1} is checked for its seat and turn only: a time-out cannot be played again`,
      );
    }
  });

  it('pinned on another seat, after other decisions, or without the run’s budget, it differs', () => {
    const record = timedOut[0];
    const seat = record.result.forfeit!.seat;
    const other = tampered(record, (r) => (r.result.forfeit!.seat = (seat + 1) % 3));
    expect(mismatchOf(other)).toMatch(
      new RegExp(`says seat ${(seat + 1) % 3} timed out at decision \\d+, but it is seat ${seat}'s turn there`),
    );
    const earlier = tampered(record, (r) => void r.actions.pop());
    expect(mismatchOf(earlier)).toMatch(/timed out at decision \d+, but it is seat \d's turn there|scores|wins/);
    const unbudgeted = tampered(record, (r) => delete (r.run as { budgetMs?: number }).budgetMs);
    expect(mismatchOf(unbudgeted)).toMatch(/^seed|the bots finish the game/);
  });
});

describe('a records file', () => {
  const game = findGame('gesjaakt');

  it('holds each game of a run once', () => {
    const ledger = new RunLedger();
    expect(gesjaakt.map((r, i) => ledger.check(r, `line ${i + 1}`, game))).toEqual(gesjaakt.map(() => undefined));
    expect(ledger.check(gesjaakt[7], 'line 13', game)).toBe(
      'game 7 of run seed 3 comes twice in this file: a run records each game once',
    );
  });

  it('may hold them in any order, and runs of their own apart', () => {
    const ledger = new RunLedger();
    const other = records({ game: 'gesjaakt', bots: 'random,random,random', games: 4 });
    for (const r of [...gesjaakt].reverse()) expect(ledger.check(r, 'a line', game)).toBeUndefined();
    for (const r of other) expect(ledger.check(r, 'a line', game)).toBeUndefined();
  });
});

describe("a run's folder: every game it says it played, recorded once", () => {
  const game = findGame('gesjaakt');
  const plan = buildPlan({ seed: 3, game: 'gesjaakt', bots: 'greedy,greedy(threshold=4),random,random', games: 12 });
  const folder = (games?: number) => ({ runs: [{ label: 'the run', plan, games }], where: 'summary.json' });

  it('names the games that have no record, ranges joined', () => {
    const ledger = new RunLedger(folder(12));
    for (const r of gesjaakt.filter((r) => ![0, 3, 4, 5, 11].includes(r.run!.index))) {
      expect(ledger.check(r, 'a line', game)).toBeUndefined();
    }
    expect(ledger.missing()).toEqual([{ label: 'the run', count: 5, indexes: '0, 3-5, 11' }]);
  });

  it('all present: nothing missing; a records file of no folder is never missing anything', () => {
    const whole = new RunLedger(folder(12));
    for (const r of gesjaakt) whole.check(r, 'a line', game);
    expect(whole.missing()).toEqual([]);
    const bare = new RunLedger();
    bare.check(gesjaakt[5], 'a line', game);
    expect(bare.missing()).toEqual([]);
  });

  it('without a count (no summary yet), the games before the last one recorded', () => {
    const ledger = new RunLedger({ runs: [], where: 'records.jsonl' });
    for (const i of [0, 1, 4, 6]) ledger.check(gesjaakt[i], 'a line', game);
    expect(ledger.missing()).toEqual([
      { label: 'run seed 3 of greedy,greedy(threshold=4),random,random', count: 3, indexes: '2-3, 5' },
    ]);
  });

  it('a record past the count, of another run, or of no run differs', () => {
    const ledger = new RunLedger(folder(10));
    expect(ledger.check(gesjaakt[10], 'line 11', game)).toBe('summary.json says the run played 10 games (0 to 9), not game 10');
    const other = records({ game: 'gesjaakt', bots: 'random,random,random', games: 1 })[0];
    expect(ledger.check(other, 'line 12', game)).toMatch(
      /^it is not a game of this folder's runs: summary.json has no gesjaakt run seed 3 of random,random,random$/,
    );
    expect(ledger.check({ ...gesjaakt[1], run: undefined }, 'line 13', game)).toBe(
      'it names no run, as every record a run writes does',
    );
  });

  it('a hundred scattered gaps are named ten at a time', () => {
    const many = buildPlan({ seed: 3, game: 'gesjaakt', bots: 'random,random,random', games: 200 });
    const all = records({ game: 'gesjaakt', bots: 'random,random,random', games: 200 });
    const ledger = new RunLedger({ runs: [{ label: 'the run', plan: many, games: 200 }], where: 'summary.json' });
    for (const r of all) if (r.run!.index % 2 === 0) ledger.check(r, 'a line', game);
    expect(ledger.missing()).toEqual([
      { label: 'the run', count: 100, indexes: '1, 3, 5, 7, 9, 11, 13, 15, 17, 19 and 90 more ranges' },
    ]);
  });
});

describe('a field no record has', () => {
  type Loose = Record<string, Record<string, unknown>>;
  const value = () => JSON.parse(JSON.stringify(gesjaakt[2]));

  it.each([
    [
      'at the top',
      (r: Loose) => (r.forfeit = { seat: 0, reason: 'x' }),
      /^it has a field 'forfeit' that records do not have: a record holds only format, game, seed, options, lineup, sources, actions, result, run$/,
    ],
    [
      'in the result',
      (r: Loose) => (r.result.note = 'x'),
      /^it has a field 'result.note' that records do not have: result holds only scores, wins, standing, capped, forfeit$/,
    ],
    [
      'in a forfeit',
      (r: Loose) => (r.result.forfeit = { seat: 1, reason: 'x', decision: 4 }),
      /field 'result.forfeit.decision'.*: result.forfeit holds only seat, reason$/,
    ],
    ['in the run', (r: Loose) => (r.run.forfeit = 1), /field 'run.forfeit'.*: run holds only seed, index, deals/],
  ])('%s is named, with the fields that belong there', (_where, change, message) => {
    const changed = value();
    change(changed);
    expect(unknownField(changed)).toMatch(message);
  });

  it('an honest record has none', () => {
    expect(unknownField(value())).toBeUndefined();
  });
});
