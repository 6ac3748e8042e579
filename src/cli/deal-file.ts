// `--deal FILE`: an explicit deal for a game that takes one (Klaverjassen's `deal`
// option), read and checked before any game, so a mistake in it is one line, exit 2.
import { readFileSync } from 'node:fs';
import { UsageError } from '../core/errors.js';
import { checkInputFile } from '../core/files.js';
import { findGame } from '../games/registry.js';
import { parseDeal } from '../games/klaverjassen/deal.js';

/** The option texts with the deal of `file` added as the `deal` option. */
export function withDeal(gameId: string, file: string, options: Record<string, string> = {}): Record<string, string> {
  const game = findGame(gameId);
  if (!Object.hasOwn(game.optionDocs, 'deal')) {
    throw new UsageError(`--deal is for a game dealt from a file (klaverjassen), not ${gameId}`);
  }
  if (Object.hasOwn(options, 'deal')) throw new UsageError('the deal is given twice, by --deal and --option deal: give it once');
  checkInputFile(file);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UsageError(`${file} is not valid JSON: a deal file is {"dealer": 3, "hands": [...], "trumps": [...]}`);
  }
  parseDeal(value, file);
  return { ...options, deal: JSON.stringify(value) };
}
