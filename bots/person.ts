// A person's seat (tafel serve): not a strategy but a seat kind of its own. A record
// names it `person` in its lineup; live, tafel serve asks the person at the page for
// each decision (src/serve), and replay plays the seat's recorded decisions back
// (`recordedPerson`), so a game with a person replays and is viewed like any other.
import { type Bot, BotFault, defineBot } from '../src/core/bot.js';
import type { Action } from '../src/core/game.js';

/** How a lineup and a record name a person's seat. */
export const PERSON = 'person';

/** The seat's definition, as the registry resolves `person` in a plan or a record. Its
 * bot answers nothing: only tafel serve (which seats the person) and replay (which
 * plays the record back) fill the seat, each with a bot of its own. */
export const personSeat = defineBot({
  name: PERSON,
  summary: 'a person at tafel serve, who chooses in the browser; replay plays the recorded choices back',
  games: 'any',
  params: {},
  create: (): Bot => ({
    observes: false,
    act: () => {
      throw new BotFault("no person at this table: a person's seat is played at tafel serve, and replayed from its record");
    },
  }),
});

/** A person's seat played back: `actions` are the seat's own decisions of the record,
 * in order; the match loop checks each against the legal ones, as it checks any bot's. */
export function recordedPerson(actions: readonly Action[]): Bot {
  let next = 0;
  return {
    observes: false,
    startGame: () => void (next = 0),
    act: () => {
      if (next >= actions.length) throw new BotFault('the record holds no further decision of this person');
      return actions[next++];
    },
  };
}
