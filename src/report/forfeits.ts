// How the reports speak of forfeits: each one by entrant, seat, decision and reason, how
// the score figures treat them, and the warning that an entrant never played a game out.
import { count } from './format.js';

/** Said under every standings table with a forfeit in it, so that no one reads a mean
 * score as covering the games its side forfeited. */
export const FORFEIT_SCORES =
  'a forfeit counts as a loss and ranks last; the forfeiting side’s score in that game, cut short, is left out of its mean score and quantiles';

interface ForfeitShown {
  readonly index: number;
  readonly seat: number;
  readonly decision: number;
  readonly reason: string;
}

/** "game 12: random forfeited in seat 1 at decision 7 (threw: boom)". Seats count from 0
 * and decisions from 1, as records and replay count them. */
export function forfeitText(f: ForfeitShown, name: string): string {
  return `game ${f.index}: ${name} forfeited in seat ${f.seat} at decision ${count(f.decision)} (${f.reason})`;
}

/** The line after a list cut short, or undefined when the list is whole. */
export function moreForfeits(listed: number, total: number, where: string): string | undefined {
  return total > listed ? `and ${count(total - listed)} more (${where})` : undefined;
}

/** One line naming every side that forfeited all the games it played, or undefined. */
export function forfeitedEverything(sides: readonly { name: string; games: number; forfeits: number }[]): string | undefined {
  const all = sides.filter((s) => s.games > 0 && s.forfeits >= s.games);
  if (all.length === 0) return undefined;
  const names = all.map((s) => `${s.name} (${count(s.games)} games)`).join(', ');
  const [they, their] = all.length === 1 ? ['it', 'its'] : ['they', 'their'];
  return `forfeited every game ${they} played: ${names}; ${their} figures measure the forfeits, not ${their} play`;
}
