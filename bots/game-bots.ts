// The bots written for one game, and those a test or a game's author registers: every
// strategy except the search bots, which play on by rolling out with one of these (so
// they look here, and the registry above lists them all).
import type { AnyBotDefinition } from '../src/core/bot.js';
import { fatimaGreedy } from './fatima/greedy.js';
import { fatimaHeuristic } from './fatima/heuristic.js';
import { gesjaaktGreedy } from './gesjaakt/greedy.js';
import { jachtGreedy } from './jacht/greedy.js';
import { jachtOptimal } from './jacht/optimal.js';
import { jattenGreedy } from './jatten/greedy.js';
import { jattenThreshold } from './jatten/threshold.js';
import { klaverjasHeuristic } from './klaverjassen/heuristic.js';
import { klaverjasOpen } from './klaverjassen/open.js';
import { klaverjasPimc } from './klaverjassen/pimc.js';
import { klaverjasSignal } from './klaverjassen/signaller.js';

const SHIPPED: readonly AnyBotDefinition[] = [
  gesjaaktGreedy,
  jachtGreedy,
  jachtOptimal,
  jattenGreedy,
  jattenThreshold,
  klaverjasHeuristic,
  klaverjasSignal,
  klaverjasPimc,
  klaverjasOpen,
  fatimaGreedy,
  fatimaHeuristic,
];

/** Bots defined outside this list, such as a test's fixture: like registerGame, only
 * this thread knows them. */
const added: AnyBotDefinition[] = [];

export function registerBot(bot: AnyBotDefinition): void {
  if (!added.includes(bot)) added.push(bot);
}

/** The shipped game bots, then the registered ones. */
export function gameBots(): AnyBotDefinition[] {
  return [...SHIPPED, ...added];
}

/** The bot named `name` written for `gameId` (not a generic one), if any. */
export function ownBot(gameId: string, name: string): AnyBotDefinition | undefined {
  return gameBots().find((b) => b.name === name && b.games !== 'any' && b.games.includes(gameId));
}
