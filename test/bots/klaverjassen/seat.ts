// Asking a Klaverjassen bot for its decision in a staged position, as the match loop would:
// its own observation, the legal list, a context.
import { klaverjassen } from '../../../src/games/klaverjassen/index.js';
import { resolveBot } from '../../../bots/registry.js';
import { botContext } from '../../helpers.js';
import type { Staged } from '../../games/klaverjassen/stage.js';

/** The decision of bot `spec` (e.g. `signal(giveOp=false)`) for the player to move. */
export function decision(spec: string, staged: Staged): string {
  const { state } = staged;
  const resolved = resolveBot('klaverjassen', spec);
  const bot = resolved.definition.create(resolved.params, klaverjassen);
  const seat = klaverjassen.currentPlayer(state);
  return bot.act(klaverjassen.observe(state, seat), klaverjassen.legalActions(state), botContext(seat, 1)) as string;
}
