// One decision of a Klaverjassen bot, by phase: the bid, the trump named, the card, the
// roem claim. The heuristic is this with every signal off.
import type { Bot } from '../../src/core/bot.js';
import { ACTION } from '../../src/games/klaverjassen/actions.js';
import { PHASE, type KlaverjasObservation } from '../../src/games/klaverjassen/state.js';
import { bid, nameTrump } from './bidding.js';
import { claim } from './claim.js';
import { chooseCard } from './trick-play.js';
import type { Signals } from './signals.js';

export function klaverjasBot(threshold: number, signals: Signals): Bot {
  return {
    act(observation, legal) {
      const obs = observation as KlaverjasObservation;
      switch (obs.phase) {
        case PHASE.play:
          return ACTION[chooseCard(obs, signals)];
        case PHASE.bid:
          return bid(obs, threshold);
        case PHASE.name:
          return nameTrump(obs, legal as readonly string[]);
        case PHASE.claim:
          return claim(obs);
        default:
          return legal[0];
      }
    },
  };
}
