// One bot's games of an analysis, each walked again decision by decision and judged
// against the exact optimum: the sums its figures come from.
import type { Bot } from '../../core/bot.js';
import { SeededChance } from '../../core/chance.js';
import type { AnyGame } from '../../core/game.js';
import { playGame } from '../../core/match.js';
import { type JachtAction, isKeep } from '../../games/jacht/actions.js';
import { CATEGORY_COUNT, CATEGORY_IDS, type CategoryId } from '../../games/jacht/categories.js';
import { handIndex } from '../../games/jacht/dice.js';
import { jacht } from '../../games/jacht/index.js';
import { MAX_ROLLS } from '../../games/jacht/state.js';
import { type Interval, meanInterval } from '../../stats/intervals.js';
import { type Mistake, MistakeBook } from './mistakes.js';
import { judge } from './regret.js';

const game = jacht as unknown as AnyGame;
const options = jacht.options.parse({});

interface CategoryStats {
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

export class BotTally {
  private readonly book = new MistakeBook();
  private readonly catSum = new Float64Array(CATEGORY_COUNT);
  private readonly catZeros = new Float64Array(CATEGORY_COUNT);
  private readonly catTurns = new Float64Array(CATEGORY_COUNT);
  private readonly catCount = new Float64Array(CATEGORY_COUNT);
  private games = 0;
  private scoreSum = 0;
  private scoreSq = 0;
  private regretSum = 0;
  private regretSq = 0;
  private keepLoss = 0;
  private categoryLoss = 0;
  private decisions = 0;
  private mistakes = 0;
  private forfeits = 0;

  constructor(
    private readonly label: string,
    private readonly bot: Bot,
  ) {}

  /** Plays the solitaire game of `seed` and judges each of its decisions. */
  play(seed: number): void {
    const played = playGame({ game, options, bots: [this.bot], seed, keepActions: true });
    this.games++;
    if (played.forfeit) this.forfeits++;
    const score = played.scores[0];
    this.scoreSum += score;
    this.scoreSq += score * score;

    const chance = new SeededChance(seed);
    const state = jacht.setup(1, options, chance);
    let regret = 0;
    for (const action of played.actions as JachtAction[]) {
      const pos = { hand: handIndex(state.dice), rollsLeft: MAX_ROLLS - state.rollsUsed, filled: state.filled[0] };
      const { loss, best } = judge(pos, action);
      const turn = state.round + 1;
      jacht.apply(state, action, chance);
      regret += loss;
      this.decisions++;
      if (loss > 0) {
        this.mistakes++;
        this.book.add(pos, action, best, loss);
      }
      if (isKeep(action)) {
        this.keepLoss += loss;
        continue;
      }
      this.categoryLoss += loss;
      const c = CATEGORY_IDS.indexOf(action.category);
      const points = state.sheet[c];
      this.catSum[c] += points;
      if (points === 0) this.catZeros[c]++;
      this.catTurns[c] += turn;
      this.catCount[c]++;
    }
    this.regretSum += regret;
    this.regretSq += regret * regret;
  }

  analysis(): BotAnalysis {
    const n = this.games;
    const { catSum, catZeros, catTurns, catCount } = this;
    return {
      bot: this.label,
      games: n,
      forfeits: this.forfeits,
      meanScore: this.scoreSum / n,
      meanScoreCI: meanInterval(this.scoreSum, this.scoreSq, n),
      regret: {
        perGame: this.regretSum / n,
        perGameCI: meanInterval(this.regretSum, this.regretSq, n),
        keep: this.keepLoss / n,
        category: this.categoryLoss / n,
        decisions: this.decisions / n,
        mistakes: this.mistakes / n,
      },
      categories: CATEGORY_IDS.map((category, c) => ({
        category,
        meanScore: catCount[c] ? catSum[c] / catCount[c] : NaN,
        zeroShare: catCount[c] ? catZeros[c] / catCount[c] : NaN,
        meanTurn: catCount[c] ? catTurns[c] / catCount[c] : NaN,
      })),
      costliestMistakes: this.book.top(10),
    };
  }
}
