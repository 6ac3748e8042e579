// Where bots lose points: each bot plays the same N solitaire games (the same dice for
// every bot: duplicate play), then each game's actions are walked again and every
// decision is judged against the exact optimum. The bots take turns game by game, so a
// stopped run still compares them on the same dice.
import { resolveBot } from '../../../bots/registry.js';
import { UsageError } from '../../core/errors.js';
import type { AnyGame } from '../../core/game.js';
import { dealSeed } from '../../core/seeds.js';
import { jacht } from '../../games/jacht/index.js';
import { cacheProblem } from '../../games/jacht/solver/cache.js';
import { expectedScore } from '../../games/jacht/solver/solution.js';
import { type BotAnalysis, BotTally } from './tally.js';

const DEALS = 'analyze:jacht';
/** Games between two looks at the event loop, where a stop signal is seen. */
const GAMES_PER_BREATH = 64;

export interface Analysis {
  readonly game: 'jacht';
  /** Games analysed per bot: `requested`, or fewer when the run was stopped. */
  readonly games: number;
  readonly requested: number;
  readonly complete: boolean;
  readonly seed: number;
  /** Optimal play's expected final score: each bot's mean score plus its regret estimates it. */
  readonly expectedScore: number;
  readonly bots: readonly BotAnalysis[];
}

interface AnalyzeRequest {
  readonly bots: readonly string[];
  readonly games: number;
  readonly seed: number;
  readonly onProgress?: (done: number, total: number) => void;
  /** Stops the run after the game under way; the figures cover the games so far. */
  readonly signal?: AbortSignal;
}

const game = jacht as unknown as AnyGame;
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Bot specs and the solver's cache folder are checked, and the solution solved or
 * loaded, before any game runs, so a typo fails at once. */
export async function analyzeJacht(req: AnalyzeRequest): Promise<Analysis> {
  const resolved = req.bots.map((spec) => resolveBot('jacht', spec));
  const problem = cacheProblem();
  if (problem !== undefined) throw new UsageError(problem);
  const expected = expectedScore(0);
  const tallies = resolved.map((r) => new BotTally(r.label, r.definition.create(r.params, game)));
  const total = tallies.length * req.games;
  let games = 0;
  while (games < req.games && !req.signal?.aborted) {
    const seed = dealSeed(req.seed, DEALS, games);
    for (const tally of tallies) tally.play(seed);
    games++;
    if (games % GAMES_PER_BREATH === 0) {
      req.onProgress?.(games * tallies.length, total);
      await breathe();
    }
  }
  return {
    game: 'jacht',
    games,
    requested: req.games,
    complete: games === req.games,
    seed: req.seed,
    expectedScore: expected,
    bots: tallies.map((t) => t.analysis()),
  };
}
