// The suite every game passes, for many seeds and every player count it allows: tafel's
// own games (conformance.test.ts) and the walkthrough's example (walkthrough.test.ts).
import { describe, expect, it } from 'vitest';
import { SeededChance, botRng } from '../../src/core/chance.js';
import type { Action, AnyGame, BaseOptions } from '../../src/core/game.js';
import { playGame } from '../../src/core/match.js';
import { dealSeed } from '../../src/core/seeds.js';
import { resolveOptions } from '../../src/games/registry.js';
import { randomBot } from '../../bots/random.js';
import { UsageError } from '../../src/core/errors.js';
import { replay } from '../../src/records/replay.js';
import { applyRecorded } from '../../src/records/replay-compare.js';
import { FORMAT, type GameRecord } from '../../src/sim/record.js';
import { snapshot } from '../helpers.js';

const SEEDS = 25;
const SNAPSHOT_STEPS = 400;

/** The counts to test: the allowed range, capped at six for open-ended games, each with
 * the default options or, where those refuse the count, with `admit` (Gesjaakt's two
 * players need twoPlayers=true). */
function tables(game: AnyGame, admit?: Record<string, unknown>): Array<{ players: number; options: BaseOptions }> {
  const out: Array<{ players: number; options: BaseOptions }> = [];
  const base = resolveOptions(game, {});
  const top = Math.min(game.players.max, game.players.min + 5);
  for (let players = game.players.min; players <= top; players++) {
    if (game.checkPlayers(players, base) === undefined) out.push({ players, options: base });
    else if (admit) out.push({ players, options: resolveOptions(game, admit) });
  }
  return out;
}

function randomRecord(game: AnyGame, players: number, options: BaseOptions, seed: number): GameRecord {
  const bot = randomBot.create({}, game);
  const played = playGame({ game, options, bots: Array(players).fill(bot), seed, keepActions: true });
  return {
    format: FORMAT,
    game: game.id,
    seed,
    options,
    lineup: Array(players).fill('random'),
    actions: played.actions ?? [],
    result: { scores: played.scores, wins: played.wins, capped: played.capped },
  };
}

/** Each decision of the record: its seat, the actions legal there and what was played. */
function decisionsOf(game: AnyGame, record: GameRecord): Array<{ seat: number; legal: readonly Action[]; played: Action }> {
  const chance = new SeededChance(record.seed);
  const state = game.setup(record.lineup.length, record.options, chance);
  return record.actions.map((recorded) => {
    const legal = [...game.legalActions(state)];
    const seat = game.currentPlayer(state);
    const played = legal.find((a) => game.actionKey(a) === game.actionKey(recorded))!;
    game.apply(state, played, chance);
    return { seat, legal, played };
  });
}

/** The record with decision `at` made `action` instead, its result left as recorded. */
const swapped = (record: GameRecord, at: number, action: Action): GameRecord => ({
  ...record,
  actions: record.actions.map((a, i) => (i === at ? action : a)),
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The suite for `game`; `admit` as in tables(). */
export function conformance(game: AnyGame, admit?: Record<string, unknown>): void {
  describe(`conformance: ${game.id}`, () => suite(game, (g) => tables(g, admit)));
}

function suite(game: AnyGame, tables: (game: AnyGame) => Array<{ players: number; options: BaseOptions }>): void {
  it('random games end within the cap for every allowed player count, with legal actions until the end', () => {
    for (const { players, options } of tables(game)) {
      for (let i = 0; i < SEEDS; i++) {
        const seed = dealSeed(11, `${game.id}/${players}`, i);
        const chance = new SeededChance(seed);
        const state = game.setup(players, options, chance);
        const rng = botRng(seed, 0);
        let decisions = 0;
        while (!game.isTerminal(state)) {
          const legal = game.legalActions(state);
          const seat = game.currentPlayer(state);
          // Checked by hand, expect only on failure: a Fatima game takes a thousand decisions.
          if (legal.length === 0) expect.fail(`${game.id} ${players}p seed ${seed}: no legal action`);
          if (!(seat >= 0 && seat < players)) expect.fail(`${game.id} ${players}p seed ${seed}: seat ${seat} to move`);
          game.apply(state, legal[rng.int(legal.length)], chance);
          decisions++;
          if (decisions >= options.maxDecisions) expect.fail(`${game.id} ${players}p seed ${seed}: passed the cap`);
        }
        const { scores, standing } = game.result(state);
        expect(scores).toHaveLength(players);
        expect(standing).toHaveLength(players);
      }
    }
  });

  it('clones never share mutable parts: every snapshot stays as it was taken', () => {
    for (const { players, options } of tables(game)) {
      for (let i = 0; i < 5; i++) {
        const seed = dealSeed(12, game.id, players * 100 + i);
        const chance = new SeededChance(seed);
        const state = game.setup(players, options, chance);
        const rng = botRng(seed, 0);
        const kept: Array<{ clone: unknown; was: string }> = [];
        // The first SNAPSHOT_STEPS decisions: every kind of step comes long before in every
        // game, and a snapshot per step of a thousand-decision game costs seconds.
        for (let step = 0; step < SNAPSHOT_STEPS && !game.isTerminal(state); step++) {
          const clone = game.clone(state);
          expect(snapshot(clone)).toBe(snapshot(state));
          kept.push({ clone, was: snapshot(clone) });
          const legal = game.legalActions(state);
          game.apply(state, legal[rng.int(legal.length)], chance);
        }
        for (const { clone, was } of kept) expect(snapshot(clone)).toBe(was);
      }
    }
  });

  it('the same seed gives the same record, and a record replays to the identical end', () => {
    for (const { players, options } of tables(game)) {
      for (let i = 0; i < 5; i++) {
        const seed = dealSeed(13, game.id, players * 100 + i);
        const a = randomRecord(game, players, options, seed);
        const b = randomRecord(game, players, options, seed);
        expect(snapshot(b)).toBe(snapshot(a));
        const again = replay(JSON.parse(JSON.stringify(a)) as GameRecord);
        expect(again.mismatch).toBeUndefined();
        expect(again.scores).toEqual(a.result.scores);
        expect(again.decisions).toBe(a.actions.length);
      }
    }
  });

  it('a replay with one action changed is caught', () => {
    const { players, options } = tables(game)[0];
    const record = randomRecord(game, players, options, dealSeed(14, game.id, 0));
    const scores = record.result.scores.map((s) => s + 1);
    expect(replay({ ...record, result: { ...record.result, scores } }).mismatch).toMatch(/differ/);
    expect(replay({ ...record, actions: record.actions.slice(0, -1) }).mismatch).toBeDefined();
  });

  it('a record with one decision swapped for another legal one, its result as recorded, differs at that decision', () => {
    const { players, options } = tables(game)[0];
    const record = randomRecord(game, players, options, dealSeed(16, game.id, 0));
    const key = (a: Action) => game.actionKey(a);
    // The last decision that had another choice and leaves every later one legal: a record
    // whose later decisions break the rules is refused before its decisions are compared.
    const changes = decisionsOf(game, record).flatMap(({ legal, played }, at) =>
      legal.filter((a) => key(a) !== key(played)).map((action) => swapped(record, at, action)),
    );
    const tampered = changes.reverse().find((r) => !applyRecorded(game, options, r).illegal);
    expect(tampered).toBeDefined();
    const at = tampered!.actions.findIndex((a, i) => a !== record.actions[i]);
    const { mismatch } = replay(tampered!);
    expect(mismatch).toMatch(
      new RegExp(`^decision ${at + 1}: the bots play .*, the record has ${escape(JSON.stringify(tampered!.actions[at]))}$`),
    );
  });

  it('a record with one decision swapped for one the rules do not allow there is not a record of a game', () => {
    const { players, options } = tables(game)[0];
    const record = randomRecord(game, players, options, dealSeed(16, game.id, 1));
    const key = (a: Action) => game.actionKey(a);
    // Midway, an action the record makes elsewhere that is not legal here (a card played
    // before), or, where every one is (Gesjaakt's take and pay), a word no game knows.
    const at = record.actions.length >> 1;
    const { seat, legal } = decisionsOf(game, record)[at];
    const action = [...record.actions, 'steal'].find((a) => !legal.some((l) => key(l) === key(a)))!;
    const tampered = swapped(record, at, action);
    expect(() => replay(tampered)).toThrow(UsageError);
    expect(() => replay(tampered)).toThrow(
      new RegExp(
        `^decision ${at + 1} \\(seat ${seat}\\) is ${escape(JSON.stringify(action))}, which is not legal there: legal are `,
      ),
    );
  });

  it('determinize gives a state that looks the same to the observing seat', () => {
    for (const { players, options } of tables(game)) {
      const seed = dealSeed(15, game.id, players);
      const chance = new SeededChance(seed);
      const state = game.setup(players, options, chance);
      const rng = botRng(seed, 1);
      let step = 0;
      while (!game.isTerminal(state)) {
        if (step % 7 === 0) {
          const seat = game.currentPlayer(state);
          const observation = game.observe(state, seat);
          const guess = game.determinize(observation, rng);
          expect(snapshot(game.observe(guess, seat))).toBe(snapshot(observation));
          expect(snapshot(game.legalActions(guess))).toBe(snapshot(game.legalActions(state)));
        }
        const legal = game.legalActions(state);
        game.apply(state, legal[rng.int(legal.length)], chance);
        step++;
      }
    }
  });

  it('an observation is a copy, and one refilled in place is exactly a fresh one', () => {
    for (const { players, options } of tables(game)) {
      const seed = dealSeed(17, game.id, players);
      const chance = new SeededChance(seed);
      const state = game.setup(players, options, chance);
      const rng = botRng(seed, 2);
      const held: unknown[] = [];
      for (let step = 0; step < SNAPSHOT_STEPS && !game.isTerminal(state); step++) {
        const fresh = Array.from({ length: players }, (_, seat) => game.observe(state, seat));
        const was = fresh.map((obs) => snapshot(obs));
        for (let seat = 0; seat < players; seat++) {
          if (step > 0) expect(snapshot(game.observe(state, seat, held[seat]))).toBe(was[seat]);
          held[seat] ??= game.observe(state, seat);
        }
        const legal = game.legalActions(state);
        game.apply(state, legal[rng.int(legal.length)], chance);
        // Playing on changed the state, not what was handed out before.
        expect(fresh.map((obs) => snapshot(obs))).toEqual(was);
      }
    }
  });

  it('G-3: a game that hits the decision cap stops, is marked capped and still ranks its players', () => {
    const { players } = tables(game)[0];
    const options = resolveOptions(game, { maxDecisions: 3 });
    const bot = randomBot.create({}, game);
    const played = playGame({ game, options, bots: Array(players).fill(bot), seed: 5, keepActions: true });
    expect(played.capped).toBe(true);
    expect(played.decisions).toBe(3);
    // In a team game each member of the winning team has a full win: one per seat of a team.
    const share = game.teams ? players / game.teams : 1;
    expect(played.wins.reduce((a, b) => a + b, 0)).toBeCloseTo(share, 10);
  });

  it('betterScore says which scores win: a better score goes with a better standing far more often than not', () => {
    const lower = game.betterScore === 'lower';
    let agree = 0;
    let disagree = 0;
    for (const { players, options } of tables(game)) {
      for (let i = 0; i < 10; i++) {
        const bot = randomBot.create({}, game);
        const seed = dealSeed(14, game.id, players * 100 + i);
        const { scores, standing } = playGame({ game, options, bots: Array(players).fill(bot), seed, keepActions: false });
        for (let a = 0; a < players; a++) {
          for (let b = 0; b < players; b++) {
            if (scores[a] === scores[b] || standing[a] === standing[b]) continue;
            const better = lower ? scores[a] < scores[b] : scores[a] > scores[b];
            if (better === standing[a] > standing[b]) agree++;
            else disagree++;
          }
        }
      }
    }
    // Not every game ranks by score alone (Jatten's winner goes first, Fatima's play-on
    // ranks by rounds outlasted), but a score that says the opposite of the standing is
    // the wrong way round.
    expect(agree).toBeGreaterThan(0);
    expect(disagree).toBeLessThan(agree / 4);
  });
}
