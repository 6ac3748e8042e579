// How a search bot plays a sampled state on: by a rollout policy (uniform, or the game's
// own greedy or heuristic bot deciding for every seat from that seat's observation of
// the sample), to the end or to the game's horizon, and what each seat got.
import type { Bot, BotContext } from '../../src/core/bot.js';
import type { Action, AnyPlay } from '../../src/core/game.js';
import { defaultParams } from '../../src/core/spec.js';
import { gameBots, ownBot } from '../game-bots.js';
import { type RewardKind, rewards } from './reward.js';
import type { SearchSettings } from './settings.js';

/** The decisions a rollout may take before it is cut off and valued as it stands (by the
 * game's tie-break, as a capped game is): a random Jatten game can wander for long. */
export const ROLLOUT_CAP = 10_000;

export class Simulation {
  private readonly policy: Bot | undefined;
  private readonly seatContexts: (BotContext | undefined)[] = [];
  private readonly observations: unknown[] = [];
  private readonly reward: RewardKind;
  private readonly teams: number;
  private readonly useHorizon: boolean;
  private values = new Float64Array(0);
  /** The context the seat contexts draw from, and the seats started in this rollout. */
  private contextsOf: BotContext | undefined;
  private started = 0;

  constructor(
    private readonly game: AnyPlay,
    settings: SearchSettings,
    private readonly cap: number,
  ) {
    this.reward = settings.reward;
    this.teams = game.teams ?? 0;
    this.useHorizon = settings.horizon && game.horizon !== undefined;
    if (settings.rollout !== 'random') {
      const definition = ownBot(game.id, settings.rollout);
      if (!definition) throw new Error(rolloutProblem(game.id, settings.rollout));
      this.policy = definition.create(defaultParams(definition), game);
    }
  }

  /** Plays `state` on with `ctx`'s randomness and returns each seat's reward (a buffer
   * reused by the next call). `mark` is the horizon mark taken at the search's root. */
  run(state: unknown, mark: number, ctx: BotContext): Float64Array {
    const { game } = this;
    const horizon = this.useHorizon ? game.horizon : undefined;
    let steps = 0;
    this.started = 0;
    if (this.policy && this.contextsOf !== ctx) this.newContexts(ctx);
    while (!game.isTerminal(state) && steps < this.cap) {
      if (horizon && horizon.reached(state, mark)) break;
      const legal = game.legalActions(state);
      game.apply(state, this.choose(state, legal, ctx), ctx.chance);
      steps++;
    }
    // A rollout cut at the horizon is valued there, even one that ended the game with it.
    const cut = horizon !== undefined && horizon.reached(state, mark);
    const standing = cut ? horizon.standing(state, mark) : game.result(state).standing;
    if (this.values.length !== standing.length) this.values = new Float64Array(standing.length);
    return rewards(standing, this.reward, this.teams, this.values, cut ? horizon.range : game.standingRange);
  }

  private choose(state: unknown, legal: readonly Action[], ctx: BotContext): Action {
    if (!this.policy) return legal[ctx.rng.int(legal.length)];
    const seat = this.game.currentPlayer(state);
    let context = this.seatContexts[seat];
    if (context === undefined) {
      context = { seat, rng: ctx.rng, chance: ctx.chance, budgetMs: Infinity, iterations: Infinity };
      this.seatContexts[seat] = context;
    }
    // A policy bot is started, as in a game, before its seat's first decision.
    if ((this.started & (1 << seat)) === 0) {
      this.started |= 1 << seat;
      this.policy.startGame?.(context);
    }
    const observation = this.game.observe(state, seat, this.observations[seat]);
    this.observations[seat] = observation;
    return this.policy.act(observation, legal, context);
  }

  /** Every seat's policy decides on the searcher's own stream: contexts follow it. */
  private newContexts(ctx: BotContext): void {
    this.seatContexts.length = 0;
    this.contextsOf = ctx;
  }
}

/** Why `rollout` cannot be used for this game, or undefined. */
export function rolloutProblem(gameId: string, rollout: string): string {
  if (rollout === 'random' || ownBot(gameId, rollout)) return '';
  const own = gameBots()
    .filter((b) => b.games !== 'any' && b.games.includes(gameId) && (b.name === 'greedy' || b.name === 'heuristic'))
    .map((b) => b.name);
  return `rollout=${rollout}: ${gameId} has no ${rollout} bot; valid are ${['random', ...own].join(', ')}`;
}
