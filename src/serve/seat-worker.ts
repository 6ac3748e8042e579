// The table's thread: plays the session's games one at a time with the match loop
// itself, the bots as any run seats them and the person's seat asking the main thread,
// blocked in Atomics.wait until the person has chosen (the match loop is synchronous, as
// every bot's decision is). Each game is recorded as a run's game 0 is (toRecord), so
// replay and view read it like any other.
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import type { Bot } from '../core/bot.js';
import { BotFault } from '../core/bot.js';
import { SeededChance } from '../core/chance.js';
import { UsageError } from '../core/errors.js';
import type { Action, AnyPlay } from '../core/game.js';
import { GameHalted, playGame, seatContexts } from '../core/match.js';
import { botSeedKey } from '../core/seeds.js';
import { closeGuests } from '../guests/guest.js';
import { viewOf } from '../guests/plain.js';
import { tableFor } from '../sim/batch.js';
import { type Plan, seedsOf } from '../sim/plan.js';
import { toRecord } from '../sim/record.js';
import { type Answer, type FromTable, SLOT, type SeatData, type ToTable } from './messages.js';

const data = workerData as SeatData;
const flag = new Int32Array(data.flag);
const port = parentPort!;
const tell = (message: FromTable) => port.postMessage(message);

/** The person's seat: each decision goes to the page and waits for the person. */
function personAt(game: AnyPlay): Bot {
  return {
    act(observation: unknown, legal: readonly unknown[]): Action {
      const seen = Atomics.load(flag, SLOT.ANSWERED);
      tell({ t: 'turn', view: viewOf(game, observation), legal: legal.map((a) => game.describe(a as Action)) });
      for (;;) {
        Atomics.wait(flag, SLOT.ANSWERED, seen);
        if (Atomics.load(flag, SLOT.STOP) !== 0) throw new GameHalted();
        const message = receiveMessageOnPort(data.answers);
        if (message === undefined) continue;
        const { choice } = message.message as Answer;
        // The main thread checked the index; a stale one would be a bug there.
        if (!Number.isInteger(choice) || choice < 0 || choice >= legal.length) throw new BotFault(`no action ${choice}`);
        return legal[choice] as Action;
      }
    },
  };
}

/** The seat's view of the game's end: the record's decisions applied from its seed. */
function finalView(game: AnyPlay, plan: Plan, seed: number, actions: readonly Action[]): unknown {
  const chance = new SeededChance(seed);
  const state = game.setup(plan.entrants.length, plan.options, chance);
  for (const action of actions) game.apply(state, action, chance);
  return viewOf(game, game.observe(state, data.seat));
}

function play(seed: number): void {
  const plan: Plan = { ...data.plan, seed, games: 1 };
  const table = tableFor(plan);
  const { game } = table;
  const bots = table.bots.map((bot, s) => (s === data.seat ? personAt(game) : bot));
  const gameSeed = seedsOf(plan)(0);
  const n = bots.length;
  const played = playGame({
    game,
    options: plan.options,
    bots,
    seed: gameSeed,
    keepActions: true,
    budgetMs: plan.budgetMs,
    iterations: plan.iterations,
    contexts: seatContexts(n, plan.budgetMs, plan.iterations, botSeedKey(plan.key)),
    halt: () => Atomics.load(flag, SLOT.STOP) !== 0,
  });
  // A person who left mid-game (the session ended) forfeits nothing: the game is dropped.
  if (played.forfeit?.seat === data.seat && Atomics.load(flag, SLOT.STOP) !== 0) throw new GameHalted();
  const seats = Array.from({ length: n }, (_, s) => s);
  const record = toRecord(plan, 0, gameSeed, seats, table.labels, played);
  tell({ t: 'over', record: JSON.stringify(record), view: finalView(game, plan, gameSeed, played.actions ?? []) });
}

port.on('message', (message: ToTable) => {
  if (message.t === 'close') {
    void closeGuests().then(() => {
      tell({ t: 'closed' });
      port.close();
    });
    return;
  }
  try {
    play(message.seed);
  } catch (e) {
    if (e instanceof GameHalted) tell({ t: 'halted' });
    else tell({ t: 'failed', message: e instanceof UsageError || e instanceof Error ? e.message : String(e) });
  }
});
