// Every strategy tafel knows. A game-specific bot of a name wins over a generic one.
import type { AnyBotDefinition, Params } from '../core/bot.js';
import { UsageError, choices } from '../core/errors.js';
import { defaultParams, formatSpec, parseSpecParts, resolveParams } from '../core/spec.js';
import { botFromFile, isBotFile } from './file.js';
import { gameBots } from './game-bots.js';
import { randomBot } from './random.js';
import { ismctsBot } from './search/ismcts.js';
import { mcBot } from './search/mc.js';

export { registerBot } from './game-bots.js';

/** The generic bots, which play any game. */
const GENERIC: readonly AnyBotDefinition[] = [randomBot, mcBot, ismctsBot];

export function botsFor(gameId: string): AnyBotDefinition[] {
  const all = [...GENERIC, ...gameBots()];
  const specific = all.filter((b) => b.games !== 'any' && b.games.includes(gameId));
  const generic = all.filter((b) => b.games === 'any' && !specific.some((s) => s.name === b.name));
  return [...generic, ...specific];
}

interface ResolvedBot {
  readonly definition: AnyBotDefinition;
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
    return { definition, params: defaultParams(definition), label: path };
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
