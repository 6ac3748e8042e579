// Wires a game's modules into the GamePlay the match loop plays: every game folder has
// the same files (rules, legal, observe, score, actions, and determinize where something is
// hidden), each exporting its functions under the same names, so the wiring is the same
// for every game and lives here.
import type { Action, BaseOptions, GamePlay } from '../core/game.js';

type Play<S, A extends Action, O, Opt extends BaseOptions> = GamePlay<S, A, O, Opt>;

/** What a game says about itself, rather than computes: its name, seats and search hints.
 * Without `checkPlayers`, every count in `players` can play with any options. */
type GameFacts<S, A extends Action, O, Opt extends BaseOptions> = Pick<
  Play<S, A, O, Opt>,
  'id' | 'name' | 'summary' | 'players'
> &
  Partial<
    Pick<Play<S, A, O, Opt>, 'checkPlayers' | 'teams' | 'figures' | 'freshLegal' | 'standingRange' | 'horizon' | 'betterScore'>
  >;

/** A game folder's modules, as `import * as rules from './rules.js'` gives them. Each is
 * typed by the contract, so a missing or mistyped function is a compile error. */
interface GameModules<S, A extends Action, O, Opt extends BaseOptions> {
  readonly rules: Pick<Play<S, A, O, Opt>, 'setup' | 'currentPlayer' | 'apply' | 'isTerminal' | 'clone'>;
  readonly legal: Pick<Play<S, A, O, Opt>, 'legalActions'> & Partial<Pick<Play<S, A, O, Opt>, 'allows'>>;
  readonly observe: Pick<Play<S, A, O, Opt>, 'observe'>;
  /** A full state from what a seat saw (determinize.ts). Omitted where the game hides
   * nothing, so that an observation is a whole state (Jacht): search then clones it. */
  readonly determinize?: Pick<Play<S, A, O, Opt>, 'determinize'>;
  readonly score: Pick<Play<S, A, O, Opt>, 'result'>;
  readonly actions: Pick<Play<S, A, O, Opt>, 'actionKey'> & { describeAction: Play<S, A, O, Opt>['describe'] };
  /** What bots from outside see and how their answers are read (view.ts). */
  readonly view?: Pick<Play<S, A, O, Opt>, 'view'> & Partial<Pick<Play<S, A, O, Opt>, 'readAnswer'>>;
  /** An exact solve of a position with nothing hidden (solve.ts), where the game has one. */
  readonly solve?: Pick<Play<S, A, O, Opt>, 'solver'>;
}

/** The game as the match loop plays it. The object holds the facts and the contract's
 * functions and nothing else (no module namespace is spread into it), with `allows` only
 * where the game has one: the match loop reads `game.allows !== undefined`. */
export function gamePlay<S, A extends Action, O, Opt extends BaseOptions>(
  facts: GameFacts<S, A, O, Opt>,
  { rules, legal, observe, determinize, score, actions, view, solve }: GameModules<S, A, O, Opt>,
): Play<S, A, O, Opt> {
  return {
    checkPlayers: everyCount,
    ...facts,
    setup: rules.setup,
    currentPlayer: rules.currentPlayer,
    legalActions: legal.legalActions,
    ...(legal.allows ? { allows: legal.allows } : {}),
    apply: rules.apply,
    isTerminal: rules.isTerminal,
    result: score.result,
    observe: observe.observe,
    determinize: determinize?.determinize ?? ((observation: O) => rules.clone(observation as unknown as S)),
    clone: rules.clone,
    actionKey: actions.actionKey,
    describe: actions.describeAction,
    ...(view ? { view: view.view } : {}),
    ...(view?.readAnswer ? { readAnswer: view.readAnswer } : {}),
    ...(solve?.solver ? { solver: solve.solver } : {}),
  };
}

/** The players check of a game whose `players` range is all there is to it. */
function everyCount(): undefined {
  return undefined;
}
