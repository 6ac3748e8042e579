// A bot from a file of the user's: `./bots/mine.js`, an ES module (or CommonJS) whose
// default export is a BotDefinition (see src/core/bot.ts). It is loaded synchronously
// (Node's require of ES modules), so it resolves like any registered bot, on the main
// thread when a file is checked and in every worker that plays it. Its canonical spec is
// its absolute path, so records and replays find it again.
import { createRequire } from 'node:module';
import { isAbsolute, resolve } from 'node:path';
import type { AnyBotDefinition } from '../core/bot.js';
import { UsageError } from '../core/errors.js';

const load = createRequire(import.meta.url);
const loaded = new Map<string, AnyBotDefinition>();

/** A spec that names a file rather than a registered bot. */
export function isBotFile(spec: string): boolean {
  const s = spec.trim();
  return s.startsWith('./') || s.startsWith('../') || isAbsolute(s) || /\.(m?js|cjs)$/.test(s);
}

/** The bot file's definition; `base` is the folder a relative path is read from. */
export function botFromFile(spec: string, base = process.cwd()): { path: string; definition: AnyBotDefinition } {
  const path = resolve(base, spec.trim());
  let definition = loaded.get(path);
  if (!definition) {
    let exported: unknown;
    try {
      exported = load(path);
    } catch (e) {
      const err = e as NodeJS.ErrnoException;
      const why = err.code === 'MODULE_NOT_FOUND' ? 'no such file' : (err.message ?? String(e)).split('\n')[0];
      throw new UsageError(`bot file ${spec} cannot be loaded: ${why}`);
    }
    const module = exported as { default?: unknown };
    const candidate = (
      module && typeof module === 'object' && 'default' in module ? module.default : exported
    ) as Partial<AnyBotDefinition>;
    if (
      !candidate ||
      typeof candidate !== 'object' ||
      typeof candidate.create !== 'function' ||
      typeof candidate.name !== 'string'
    ) {
      throw new UsageError(
        `bot file ${spec} must export default a bot: { name, games, params, create(params, game) } (see docs/bots.md)`,
      );
    }
    definition = { summary: `from ${path}`, games: 'any', params: {}, ...candidate } as AnyBotDefinition;
    loaded.set(path, definition);
  }
  return { path, definition };
}
