// The observation a bot from outside tafel gets from a game without `view`: plain data,
// typed arrays turned into arrays all the way down, made anew, so nothing in it is the
// state's or the match loop's buffer.
import type { AnyPlay } from '../core/game.js';

/** What a bot from outside sees of `observation`: the game's view, or a plain copy. */
export function viewOf(game: AnyPlay, observation: unknown): unknown {
  return game.view ? game.view(observation) : plainCopy(observation);
}

export function plainCopy(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (ArrayBuffer.isView(value)) return Array.from(value as unknown as ArrayLike<number>);
  if (Array.isArray(value)) return value.map(plainCopy);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = plainCopy((value as Record<string, unknown>)[key]);
  return out;
}
