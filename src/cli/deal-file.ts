// `--deal FILE`: an explicit deal for a game that takes one (Klaverjassen's `deal`
// option), read and checked before any game, so a mistake in it is one line, exit 2.
import { UsageError } from '../core/errors.js';
import { checkInputFile, readJsonFile } from '../core/files.js';
import { findGame } from '../games/registry.js';
import { parseDeal } from '../games/klaverjassen/deal.js';

/** The option texts with the deal of `file` added as the `deal` option. */
export function withDeal(gameId: string, file: string, options: Record<string, string> = {}): Record<string, string> {
  const game = findGame(gameId);
  if (!Object.hasOwn(game.optionDocs, 'deal')) {
    throw new UsageError(`--deal is for a game dealt from a file (klaverjassen), not ${gameId}`);
  }
  if (Object.hasOwn(options, 'deal')) throw new UsageError('the deal is given twice, by --deal and --option deal: give it once');
  const hint = ': a deal file is {"dealer": 3, "hands": [...], "trumps": [...]}';
  checkInputFile(file, hint);
  const value = readJsonFile(file, hint);
  parseDeal(value, file);
  return { ...options, deal: JSON.stringify(value) };
}
