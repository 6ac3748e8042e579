// Every strategy tafel knows. A game-specific bot of a name wins over a generic one.
import type { BotDefinition, Params } from '../src/core/bot.js';
import { UsageError, choices } from '../src/core/errors.js';
import { formatSpec, parseSpecParts, resolveParams } from '../src/core/spec.js';
import { fatimaGreedy } from './fatima/greedy.js';
import { fatimaHeuristic } from './fatima/heuristic.js';
import { gesjaaktGreedy } from './gesjaakt/greedy.js';
import { jachtGreedy } from './jacht/greedy.js';
import { jachtOptimal } from './jacht/optimal.js';
import { jattenGreedy } from './jatten/greedy.js';
import { jattenThreshold } from './jatten/threshold.js';
import { klaverjasHeuristic } from './klaverjassen/heuristic.js';
import { klaverjasSignal } from './klaverjassen/signal.js';
import { botFromFile, isBotFile } from './file.js';
import { randomBot } from './random.js';
import { ismctsBot } from './search/ismcts.js';
import { mcBot } from './search/mc.js';

export const BOTS: readonly BotDefinition[] = [
  randomBot,
  mcBot,
  ismctsBot,
  gesjaaktGreedy,
  jachtGreedy,
  jachtOptimal,
  jattenGreedy,
  jattenThreshold,
  klaverjasHeuristic,
  klaverjasSignal,
  fatimaGreedy,
  fatimaHeuristic,
];

/** Bots defined outside this list, such as a test's fixture: like registerGame, only
 * this thread knows them. */
const added: BotDefinition[] = [];

export function registerBot(bot: BotDefinition): void {
  if (!added.includes(bot)) added.push(bot);
}

export function botsFor(gameId: string): BotDefinition[] {
  const all = [...BOTS, ...added];
  const specific = all.filter((b) => b.games !== 'any' && b.games.includes(gameId));
  const generic = all.filter((b) => b.games === 'any' && !specific.some((s) => s.name === b.name));
  return [...generic, ...specific];
}

export interface ResolvedBot {
  readonly definition: BotDefinition;
  readonly params: Params;
  /** The canonical spec, e.g. `greedy(threshold=3)`. */
  readonly label: string;
}

export function resolveBot(gameId: string, spec: string): ResolvedBot {
  if (isBotFile(spec)) {
    const { path, definition } = botFromFile(spec);
    if (definition.games !== 'any' && !definition.games.includes(gameId)) {
      throw new UsageError(`bot file ${spec} plays ${choices([...definition.games])}, not ${gameId}`);
    }
    return { definition, params: resolveParams(definition, { name: definition.name, args: [] }), label: path };
  }
  const parts = parseSpecParts(spec);
  const available = botsFor(gameId);
  const definition = available.find((b) => b.name === parts.name);
  if (!definition) {
    throw new UsageError(`unknown bot '${parts.name}' for ${gameId}: valid bots are ${choices(available.map((b) => b.name))}`);
  }
  const params = resolveParams(definition, parts);
  const problem = definition.check?.(params, gameId);
  if (problem !== undefined) throw new UsageError(problem);
  return { definition, params, label: formatSpec(definition, params) };
}
