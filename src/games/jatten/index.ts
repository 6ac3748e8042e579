import type { Game } from '../../core/game.js';
import { actionKey } from './actions.js';
import { determinize, observe } from './observe.js';
import { type JattenOptions, jattenOptionDocs, jattenOptions } from './options.js';
import * as rules from './rules.js';
import type { JattenAction, JattenObservation, JattenState } from './state.js';

function describe(action: JattenAction): string {
  if (typeof action === 'string') {
    return {
      draw: 'draw another card',
      stop: 'stop stealing',
      noSwap: 'keep the collection (no 2→3)',
      noRefill: 'keep the hand as it is',
    }[action];
  }
  const symbol = 'symbol' in action && action.symbol ? ` (${action.symbol})` : '';
  if ('play' in action) return `play a ${action.play}${symbol} into the collection`;
  if ('steal' in action) return action.steal === 'deck' ? 'steal from the deck' : `steal from seat ${action.steal}`;
  if ('eye' in action) return `look at the hand of seat ${action.eye}`;
  if ('swap' in action) return `trade two ${action.swap}s for three cards from the deck`;
  if ('reward' in action) return `take a ${action.reward}${symbol} from the victim's collection`;
  return `give up the ${action.refill}s and refill the hand to 8`;
}

export const jatten: Game<JattenState, JattenAction, JattenObservation, JattenOptions> = {
  id: 'jatten',
  name: 'Jatten',
  summary: 'steal cards blindly from a hand, stop before a number comes twice; first to six of a number wins',
  players: { min: 2, max: 5 },
  options: jattenOptions,
  optionDocs: jattenOptionDocs,
  checkPlayers: () => undefined,
  setup: rules.setup,
  currentPlayer: rules.currentPlayer,
  legalActions: rules.legalActions,
  apply: rules.apply,
  isTerminal: rules.isTerminal,
  result: rules.result,
  observe,
  determinize,
  clone: rules.clone,
  actionKey,
  describe,
};
