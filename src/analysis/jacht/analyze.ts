// Where bots lose points: each bot plays the same N solitaire games (the same dice for
// every bot: duplicate play), then each game's actions are walked again and every
// decision is judged against the exact optimum.
import { resolveBot } from '../../../bots/registry.js';
import { SeededChance } from '../../core/chance.js';
import type { AnyGame } from '../../core/game.js';
import { playGame } from '../../core/match.js';
import { gameSeed } from '../../core/seeds.js';
import { type JachtAction, isKeep } from '../../games/jacht/actions.js';
import { CATEGORY_COUNT, CATEGORY_IDS, type CategoryId } from '../../games/jacht/categories.js';
import { handIndex } from '../../games/jacht/dice.js';
import { jacht } from '../../games/jacht/index.js';
import { expectedScore } from './solver/solution.js';
import { MAX_ROLLS } from '../../games/jacht/state.js';
import { type Interval, meanInterval } from '../../stats/intervals.js';
import { type Mistake, MistakeBook } from './mistakes.js';
import { judge } from './regret.js';

const TABLE_KEY = 'analyze:jacht';

export interface CategoryStats {
  readonly category: CategoryId;
  readonly meanScore: number;
  /** Share of games in which it was filled with a zero. */
  readonly zeroShare: number;
  /** Mean turn (1..12) in which it was filled. */
  readonly meanTurn: number;
}

export interface BotAnalysis {
  readonly bot: string;
  readonly games: number;
  readonly forfeits: number;
  readonly meanScore: number;
  readonly meanScoreCI: Interval;
  /** Expected points given up per game against optimal play, and its parts. */
  readonly regret: {
    readonly perGame: number;
    readonly perGameCI: Interval;
    readonly keep: number;
    readonly category: number;
    /** Decisions per game, and those that lost expected points. */
    readonly decisions: number;
    readonly mistakes: number;
  };
  readonly categories: readonly CategoryStats[];
  readonly costliestMistakes: readonly Mistake[];
}

export interface Analysis {
  readonly game: 'jacht';
  readonly games: number;
  readonly seed: number;
  /** Optimal play's expected final score: each bot's mean score plus its regret estimates it. */
  readonly expectedScore: number;
  readonly bots: readonly BotAnalysis[];
}

export interface AnalyzeRequest {
  readonly bots: readonly string[];
  readonly games: number;
  readonly seed: number;
  readonly onProgress?: (done: number, total: number) => void;
}

const game = jacht as unknown as AnyGame;

function analyzeBot(spec: string, req: AnalyzeRequest, done: number, total: number): BotAnalysis {
  const resolved = resolveBot('jacht', spec);
  const bot = resolved.definition.create(resolved.params, game);
  const options = jacht.options.parse({});
  const book = new MistakeBook();
  const catSum = new Float64Array(CATEGORY_COUNT);
  const catZeros = new Float64Array(CATEGORY_COUNT);
  const catTurns = new Float64Array(CATEGORY_COUNT);
  const catCount = new Float64Array(CATEGORY_COUNT);
  let scoreSum = 0;
  let scoreSq = 0;
  let regretSum = 0;
  let regretSq = 0;
  let keepLoss = 0;
  let categoryLoss = 0;
  let decisions = 0;
  let mistakes = 0;
  let forfeits = 0;

  for (let i = 0; i < req.games; i++) {
    const seed = gameSeed(req.seed, TABLE_KEY, i);
    const played = playGame({ game, options, bots: [bot], seed, keepActions: true });
    if (played.forfeit) forfeits++;
    const score = played.scores[0];
    scoreSum += score;
    scoreSq += score * score;

    const chance = new SeededChance(seed);
    const state = jacht.setup(1, options, chance);
    let regret = 0;
    for (const action of played.actions as JachtAction[]) {
      const pos = { hand: handIndex(state.dice), rollsLeft: MAX_ROLLS - state.rollsUsed, filled: state.filled[0] };
      const { loss, best } = judge(pos, action);
      const turn = state.round + 1;
      jacht.apply(state, action, chance);
      regret += loss;
      decisions++;
      if (loss > 0) {
        mistakes++;
        book.add(pos, action, best, loss);
      }
      if (isKeep(action)) {
        keepLoss += loss;
        continue;
      }
      categoryLoss += loss;
      const c = CATEGORY_IDS.indexOf(action.category);
      const points = state.sheet[c];
      catSum[c] += points;
      if (points === 0) catZeros[c]++;
      catTurns[c] += turn;
      catCount[c]++;
    }
    regretSum += regret;
    regretSq += regret * regret;
    if ((i & 255) === 255) req.onProgress?.(done + i + 1, total);
  }

  const n = req.games;
  return {
    bot: resolved.label,
    games: n,
    forfeits,
    meanScore: scoreSum / n,
    meanScoreCI: meanInterval(scoreSum, scoreSq, n),
    regret: {
      perGame: regretSum / n,
      perGameCI: meanInterval(regretSum, regretSq, n),
      keep: keepLoss / n,
      category: categoryLoss / n,
      decisions: decisions / n,
      mistakes: mistakes / n,
    },
    categories: CATEGORY_IDS.map((category, c) => ({
      category,
      meanScore: catCount[c] ? catSum[c] / catCount[c] : NaN,
      zeroShare: catCount[c] ? catZeros[c] / catCount[c] : NaN,
      meanTurn: catCount[c] ? catTurns[c] / catCount[c] : NaN,
    })),
    costliestMistakes: book.top(10),
  };
}

/** Bot specs are checked before any game runs, so a typo fails at once. */
export function analyzeJacht(req: AnalyzeRequest): Analysis {
  for (const spec of req.bots) resolveBot('jacht', spec);
  const total = req.bots.length * req.games;
  const bots = req.bots.map((spec, b) => analyzeBot(spec, req, b * req.games, total));
  return { game: 'jacht', games: req.games, seed: req.seed, expectedScore: expectedScore(0), bots };
}
