// Information-set Monte Carlo tree search, single observer (Cowling, Powley and Whitehouse,
// 2012): every iteration samples a fresh state consistent with the bot's observation
// and walks one tree of the bot's information set down it. A node is an action (by its
// key) and whoever chose it; selection is UCB over the children the sample allows, with
// availability counts in place of the parent's visits, since a child that the sample does
// not allow was not a choice. The decision is the root action visited most.
import { type BotContext, defineBot } from '../../src/core/bot.js';
import type { ActionKey, AnyPlay } from '../../src/core/game.js';
import { Budget } from './budget.js';
import type { ActionStats, SearchBot } from './mc.js';
import { SEARCH_PARAMS, type SearchSettings } from './settings.js';
import { ROLLOUT_CAP, Simulation, rolloutProblem } from './simulation.js';

class TreeNode {
  visits = 0;
  total = 0;
  /** Iterations in which this node's action was available when its parent was reached. */
  available = 1;
  readonly children: TreeNode[] = [];
  constructor(
    readonly key: ActionKey,
    /** The seat that chose the action: the rewards it sums are that seat's. */
    readonly mover: number,
  ) {}

  child(key: ActionKey): TreeNode | undefined {
    for (const c of this.children) if (c.key === key) return c;
    return undefined;
  }
}

export const ismctsBot = defineBot({
  name: 'ismcts',
  slow: true,
  summary: 'information-set Monte Carlo tree search: a fresh sampled deal per iteration, UCB with availability counts',
  games: 'any',
  params: {
    ...SEARCH_PARAMS,
    c: { default: 0.7, doc: 'UCB exploration constant: higher tries more actions, lower deepens the best', min: 0 },
  },
  check: (params, gameId) => rolloutProblem(gameId, params.rollout) || undefined,
  timed: (params) => params.ms > 0,
  create: (params, game) => treeSearch(game, params, params.c),
});

/** The ismcts bot, made once per worker. Long: its inner functions (one iteration, the
 * untried action, UCB selection, the act) share the search's buffers (the path, the
 * children found at a step), which live in this closure so an iteration allocates none. */
function treeSearch(game: AnyPlay, settings: SearchSettings, c: number): SearchBot {
  const budget = new Budget(settings);
  const simulation = new Simulation(game, settings, ROLLOUT_CAP);
  const path: TreeNode[] = [];
  let stats: ActionStats = { visits: [], means: [] };

  /** The child of each legal action at the current node (undefined: not tried yet), looked
   * up once per step. */
  const found: (TreeNode | undefined)[] = [];

  /** One iteration: down the tree along a sample, one new node, a rollout, the rewards up. */
  function iterate(root: TreeNode, observation: unknown, ctx: BotContext): void {
    const state = game.determinize(observation, ctx.rng);
    const mark = game.horizon?.mark(state) ?? 0;
    const horizon = settings.horizon ? game.horizon : undefined;
    path.length = 0;
    let node = root;
    for (let depth = 0; depth < ROLLOUT_CAP; depth++) {
      if (game.isTerminal(state) || (horizon && horizon.reached(state, mark))) break;
      const legal = game.legalActions(state);
      let untried = 0;
      for (let i = 0; i < legal.length; i++) {
        found[i] = node.child(game.actionKey(legal[i]));
        if (found[i] === undefined) untried++;
      }
      if (untried > 0) {
        const i = nthUntried(legal.length, ctx.rng.int(untried));
        const added = new TreeNode(game.actionKey(legal[i]), game.currentPlayer(state));
        node.children.push(added);
        game.apply(state, legal[i], ctx.chance);
        path.push(added);
        break;
      }
      const i = select(legal.length, c);
      game.apply(state, legal[i], ctx.chance);
      node = found[i]!;
      path.push(node);
    }
    const reward = simulation.run(state, mark, ctx);
    root.visits++;
    for (const n of path) {
      n.visits++;
      n.total += reward[n.mover];
    }
  }

  /** The index of the n-th action of the step without a child. */
  function nthUntried(count: number, n: number): number {
    for (let i = 0; i < count; i++) if (found[i] === undefined && n-- === 0) return i;
    throw new Error('no untried action');
  }

  /** UCB over the children this sample allows (all tried); each counts one more
   * availability. The index of the best. */
  function select(count: number, explore: number): number {
    let best = 0;
    let bestValue = -Infinity;
    for (let i = 0; i < count; i++) {
      const child = found[i]!;
      child.available++;
      const value = child.total / child.visits + explore * Math.sqrt(Math.log(child.available) / child.visits);
      if (value > bestValue) {
        bestValue = value;
        best = i;
      }
    }
    return best;
  }

  return {
    lastStats: () => stats,
    act(observation, legal, ctx) {
      const root = new TreeNode(-1, -1);
      if (legal.length > 1) {
        budget.start(ctx);
        while (budget.more()) iterate(root, observation, ctx);
      }
      const children = legal.map((a) => root.child(game.actionKey(a)));
      stats = {
        visits: children.map((n) => n?.visits ?? 0),
        means: children.map((n) => (n && n.visits ? n.total / n.visits : 0)),
      };
      let best = 0;
      for (let a = 1; a < legal.length; a++) if (stats.visits[a] > stats.visits[best]) best = a;
      return legal[best];
    },
  };
}
