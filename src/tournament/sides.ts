// The sides of one table, as an event's entrants: a seat each, or in a team game a
// partnership (its members' labels joined by +), named as every report names them.
import { sideNames } from '../core/spec.js';
import { findGame } from '../games/registry.js';
import type { Plan } from '../sim/plan.js';

/** Each side's bots: a seat's label, or a partnership's members' labels joined by +. */
function sideBots(plan: Pick<Plan, 'game' | 'entrants'>): string[] {
  const teams = findGame(plan.game).teams ?? 0;
  const count = teams || plan.entrants.length;
  return Array.from({ length: count }, (_, s) => plan.entrants.filter((_, e) => (teams ? e % teams === s : e === s)).join('+'));
}

/** The table's sides as an event's entrants: twins told apart by their side's number. */
export function sideEntrants(plan: Pick<Plan, 'game' | 'entrants'>): { label: string; bot: string; spec: string }[] {
  const bots = sideBots(plan);
  const labels = sideNames(bots);
  return bots.map((bot, s) => ({ label: labels[s], bot, spec: bot }));
}
