// The match loop: one game from its seed to its result. It runs millions of times, so it
// allocates little and checks each bot's answer against the legal actions.
import { type Bot, type BotContext, BotFault } from './bot.js';
import { RngChance, SeededChance } from './chance.js';
import { BotSeeds } from './seeds.js';
import type { SipKey } from './siphash.js';
import { SeededRng } from './rng.js';
import type { Action, ActionKey, AnyPlay, BaseOptions, GameResult } from './game.js';

export interface Forfeit {
  readonly seat: number;
  readonly reason: string;
}

export interface PlayedGame {
  readonly scores: readonly number[];
  /** Each seat's share of the win: 1, 0, or 1/k for a k-way tie (G-2). */
  readonly wins: readonly number[];
  /** Each seat's standing as the game ranks it, higher is better (tournaments rank by it). */
  readonly standing: readonly number[];
  readonly decisions: number;
  /** Stopped by the decision cap (G-3) and ranked by the game's tie-break. */
  readonly capped: boolean;
  /** A bot threw, answered with an illegal action or overran its budget: it loses. */
  readonly forfeit?: Forfeit;
  /** Every decision in order, when asked for (records, replay). */
  readonly actions?: Action[];
  /** Each seat's counts, for a game with figures (GameResult.counts). */
  readonly counts?: readonly number[];
}

/** The legal action equal to `choice`: the same value, or the one with the same key.
 * Undefined when `choice` is not legal (whatever it is: bots and records may send
 * anything). Keys are numbers or short strings, so this costs no serialisation. */
export function findLegal(game: AnyPlay, legal: readonly Action[], choice: Action, count = legal.length): Action | undefined {
  for (let i = 0; i < count; i++) if (legal[i] === choice) return choice;
  let key: ActionKey;
  try {
    key = game.actionKey(choice);
  } catch {
    return undefined;
  }
  for (let i = 0; i < count; i++) if (game.actionKey(legal[i]) === key) return legal[i];
  return undefined;
}

/** Each seat's share of the win. The best standing wins, ties share it (G-2); a seat that
 * forfeits never wins. In a team game (`teams` > 0, seat s in team s mod teams) the
 * winning team's members each get a full win, k tied teams 1/k each, and a forfeit
 * loses for the whole team. */
export function winShares(standing: readonly number[], forfeitSeat = -1, teams = 0): number[] {
  // Loops without closures or map: this runs once per game, and a fast game is a few
  // microseconds.
  const n = standing.length;
  let best = -Infinity;
  for (let s = 0; s < n; s++) if (!isOut(s, forfeitSeat, teams) && standing[s] > best) best = standing[s];
  let tied = 0;
  for (let s = 0; s < n; s++) {
    // A team is counted once, by its first seat that reaches the best standing.
    if (!isOut(s, forfeitSeat, teams) && standing[s] === best && (teams === 0 || !firstOfTeamBefore(standing, best, s, teams)))
      tied++;
  }
  const shares = new Array<number>(n);
  for (let s = 0; s < n; s++) shares[s] = !isOut(s, forfeitSeat, teams) && standing[s] === best ? 1 / tied : 0;
  return shares;
}

/** Seat s forfeited, or (in a team game) a partner did. */
function isOut(s: number, forfeitSeat: number, teams: number): boolean {
  if (forfeitSeat < 0) return false;
  return teams > 0 ? s % teams === forfeitSeat % teams : s === forfeitSeat;
}

function firstOfTeamBefore(standing: readonly number[], best: number, seat: number, teams: number): boolean {
  for (let s = seat % teams; s < seat; s += teams) if (standing[s] === best) return true;
  return false;
}

/** The clock a decision's budget is measured by: performance.now. A test on this thread
 * may put its own in (see test/fixtures/faltering-bots.ts), so that a time-out comes
 * where the test says and not where the machine's load puts it. */
export const budgetClock = { now: (): number => performance.now() };

/** Thrown by playGame when `halt` said to stop the game under way: it has no result, and
 * the run plays it again when it is resumed. */
export class GameHalted extends Error {
  constructor() {
    super('the game was stopped before its end');
  }
}

interface MatchSetup {
  readonly game: AnyPlay;
  readonly options: BaseOptions;
  /** The bot in each seat. */
  readonly bots: readonly Bot[];
  readonly seed: number;
  readonly keepActions: boolean;
  readonly budgetMs?: number;
  /** Search iterations a bot may spend per decision (Infinity: none set). */
  readonly iterations?: number;
  /** Seats to reuse from game to game (see seatContexts); made anew if absent. */
  readonly contexts?: Seats;
  /** The run's secret key for the bots' seeds, when made anew (see seatContexts). */
  readonly key?: SipKey;
  /** Asked before every decision: true drops the game where it stands (GameHalted), so
   * that a stop is heard within one decision however long the game. */
  readonly halt?: () => boolean;
}

interface SeatContext extends BotContext {
  readonly rng: SeededRng;
  seed: number;
}

/** What the match loop keeps per seat from decision to decision, out of every bot's
 * reach: the contexts it hands out, each seat's observation buffer and the bot it was
 * last handed to, and its own copy of each unfrozen legal list. */
interface Seats {
  readonly contexts: readonly SeatContext[];
  readonly observations: unknown[];
  readonly observers: (Bot | undefined)[];
  readonly legal: Action[][];
  /** The game's chance, reseeded for each game. */
  readonly chance: SeededChance;
  /** The bots' seeds, reset for each game. */
  readonly botSeeds: BotSeeds;
  /** The game the buffers belong to. */
  game?: AnyPlay;
  /** The last game's state, dealt into for the next (see Game.setup). */
  state?: unknown;
}

/** Seats for `players`, reusable across games: the match loop reseeds each seat's rng
 * from the game's seed, so reuse changes nothing but the allocations. `key` is the first
 * four words of the run's secret key, if it has one (see BotSeeds). */
export function seatContexts(players: number, budgetMs = Infinity, iterations = Infinity, key?: SipKey): Seats {
  const botSeeds = new BotSeeds(key);
  const contexts = Array.from({ length: players }, (_, seat) => {
    const rng = new SeededRng(0);
    return { seat, rng, chance: new RngChance(rng), budgetMs, iterations, seed: 0, players };
  });
  return {
    contexts,
    observations: new Array(players),
    observers: new Array(players),
    legal: contexts.map(() => []),
    chance: new SeededChance(0),
    botSeeds,
  };
}

/** `seat`'s observation, refilled in the seat's buffer when the same bot had it last: an
 * observation is only ever handed to one bot, so nothing a bot writes on it reaches
 * another. A buffer the bot has spoilt so that it cannot be refilled is replaced. */
function observeFor(game: AnyPlay, state: unknown, seat: number, bot: Bot, seats: Seats): unknown {
  const own = seats.observers[seat] === bot ? seats.observations[seat] : undefined;
  let observation: unknown;
  try {
    observation = game.observe(state, seat, own);
  } catch (e) {
    if (own === undefined) throw e;
    observation = game.observe(state, seat);
  }
  seats.observations[seat] = observation;
  seats.observers[seat] = bot;
  return observation;
}

/** Lists up to this long are copied element by element into the seat's array. */
const SHORT_LIST = 8;

/** The match loop's own copy of `legal`, for a freshLegal game. A short list goes into
 * `into`, which is returned (entries past legal.length stay: the caller searches the
 * first legal.length only, and shortening the array each decision would cost more than
 * the copy). A longer one is checked as it is when frozen (a frozen list can't be
 * changed, and slicing one takes V8's slow path: 450 ns against 20), else sliced (a
 * native copy into a new array: half the cost of storing each element into an old one;
 * Jacht's keep lists run to 45). */
function keep(into: Action[], legal: readonly Action[]): readonly Action[] {
  if (legal.length <= SHORT_LIST) {
    for (let i = 0; i < legal.length; i++) into[i] = legal[i];
    return into;
  }
  return Object.isFrozen(legal) ? legal : legal.slice();
}

/** A bot's answer in words for the forfeit reason, whatever it is (cyclic, a BigInt). */
function shown(choice: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(choice);
  } catch {
    // not JSON: fall through
  }
  text ??= String(choice);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

function describeError(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** The legal action an answer stands for once read in the game's notation, if any; looked
 * up in a list of the loop's own, as the bot may have changed the one it was handed. */
function readOtherwise(game: AnyPlay, state: unknown, choice: Action): Action | undefined {
  let read: unknown;
  try {
    read = game.readAnswer!(choice);
  } catch {
    return undefined;
  }
  return read === choice ? undefined : findLegal(game, game.legalActions(state), read as Action);
}

/** How many legal actions a forfeit's reason names. */
const HINTED = 5;

/** What was legal, for the reason of an illegal answer: the first few actions. */
function legalHint(game: AnyPlay, state: unknown): string {
  const legal = game.legalActions(state);
  const named = legal.slice(0, HINTED).map(shown).join(', ');
  return legal.length > HINTED ? `legal were ${named} … (${legal.length} in all)` : `legal were ${named}`;
}

/** One game from its seed to its result. Long: this is the loop every decision of every
 * run goes through (deal, ask, check the answer, apply, stop on a halt or the cap), with
 * its per-game locals (observations, clocks, forfeits) in one frame; the pieces it calls
 * are split out where they are not on that path. */
export function playGame(m: MatchSetup): PlayedGame {
  const { game, options, bots, seed } = m;
  const players = bots.length;
  const budgetMs = m.budgetMs ?? Infinity;
  const timed = budgetMs !== Infinity;
  const seats = m.contexts ?? seatContexts(players, budgetMs, m.iterations, m.key);
  const { chance } = seats;
  chance.reseed(seed);
  if (seats.game !== game) {
    // Another game's buffers are of another shape.
    seats.observations.fill(undefined);
    seats.observers.fill(undefined);
    seats.state = undefined;
    seats.game = game;
  }
  // The last game's state: nothing keeps it (results and records are copies), and
  // dealing into it saves a game its allocations (a Jatten table is 16 array views).
  const state = game.setup(players, options, chance, seats.state);
  seats.state = state;
  const { contexts } = seats;
  const { botSeeds } = seats;
  botSeeds.reset(seed);
  for (let s = 0; s < players; s++) {
    contexts[s].seed = botSeeds.seedOf(s);
    contexts[s].rng.reseedHashed(contexts[s].seed);
    bots[s].startGame?.(contexts[s]);
  }
  const actions: Action[] | undefined = m.keepActions ? [] : undefined;
  const cap = options.maxDecisions;
  // A game that judges an answer by its state (Game.allows) needs no copy of its list.
  const judges = game.allows !== undefined;
  const copies = game.freshLegal === true && !judges;
  let decisions = 0;
  let capped = false;
  let forfeit: Forfeit | undefined;

  const { halt } = m;
  while (!game.isTerminal(state)) {
    if (decisions >= cap) {
      capped = true;
      break;
    }
    if (halt !== undefined && halt()) {
      for (let s = 0; s < players; s++) bots[s].abandonGame?.();
      throw new GameHalted();
    }
    const seat = game.currentPlayer(state);
    // A frozen list (see Game.legalActions) is checked as it is: copying Gesjaakt's two
    // actions each decision cost a fifth of its game.
    const legal = game.legalActions(state);
    const checked = copies ? keep(seats.legal[seat], legal) : legal;
    // Counted before the bot sees the list: one it lengthens reaches the copy's old entries.
    const count = legal.length;
    const bot = bots[seat];
    let choice: Action;
    const started = timed ? budgetClock.now() : 0;
    try {
      const observation =
        bot.observes === false ? undefined : bot.seesAll === true ? game.clone(state) : observeFor(game, state, seat, bot, seats);
      choice = bot.act(observation, legal, contexts[seat]);
    } catch (e) {
      forfeit = { seat, reason: e instanceof BotFault ? e.message : `threw: ${describeError(e)}` };
      break;
    }
    if (timed && budgetClock.now() - started > budgetMs) {
      forfeit = { seat, reason: `took longer than its budget of ${budgetMs} ms` };
      break;
    }
    let action: Action | undefined;
    if (judges) {
      // An answer the state allows as it is; anything else (an equal value, not the same
      // one) is looked up by key in a list of the loop's own.
      action = game.allows!(state, choice, legal) ? choice : findLegal(game, game.legalActions(state), choice);
    } else {
      // Most bots hand back the very value they were given: found here without a call.
      for (let i = 0; i < count; i++) {
        if (checked[i] === choice) {
          action = choice;
          break;
        }
      }
      action ??= findLegal(game, checked, choice, count);
    }
    // An answer written another way the notation allows ("3D 3C", "jh"): rare, so read last.
    if (action === undefined && game.readAnswer) action = readOtherwise(game, state, choice);
    if (action === undefined) {
      forfeit = { seat, reason: `illegal action ${shown(choice)}; ${legalHint(game, state)}` };
      break;
    }
    game.apply(state, action, chance);
    actions?.push(action);
    decisions++;
  }
  const played = finish(game.result(state), game.teams ?? 0, decisions, capped, forfeit, actions);
  for (let s = 0; s < players; s++) {
    if (bots[s].endGame === undefined) continue;
    // The game is over and its result stands, whatever a bot does with it.
    try {
      bots[s].endGame!({ scores: played.scores, wins: played.wins, ...(forfeit ? { forfeit } : {}) });
    } catch {
      // nothing to undo
    }
  }
  return played;
}

function finish(
  result: GameResult,
  teams: number,
  decisions: number,
  capped: boolean,
  forfeit: Forfeit | undefined,
  actions: Action[] | undefined,
): PlayedGame {
  const wins = winShares(result.standing, forfeit ? forfeit.seat : -1, teams);
  const played: { -readonly [K in keyof PlayedGame]: PlayedGame[K] } = {
    scores: result.scores,
    wins,
    standing: result.standing,
    decisions,
    capped,
  };
  if (forfeit) played.forfeit = forfeit;
  if (actions) played.actions = actions;
  if (result.counts) played.counts = result.counts;
  return played;
}
