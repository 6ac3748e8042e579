import { type BooleanParam, defineBot } from '../../src/core/bot.js';
import { klaverjasBot } from './decide.js';
import { THRESHOLD } from './heuristic.js';

const flag = (doc: string): BooleanParam => ({ default: true, doc });

/** The heuristic with the text's signals ("Seinen"), each given and read on its own switch,
 * so each one's worth can be measured alone. */
export const klaverjasSignal = defineBot({
  name: 'signal',
  summary:
    "heuristic plus the text's signals on a discard while the partner wins the trick (opseinen, afseinen, spekken), given and read; leads low to a suit the partner showed strong, avoids one shown weak",
  games: ['klaverjassen'],
  params: {
    threshold: THRESHOLD,
    giveOp: flag(
      "opseinen: on its partner's trick, discard low (7, 8, 9) only from a suit whose ace it holds; with ace and ten, the ace on a trick the partner is sure to win",
    ),
    giveAf: flag('afseinen: on a trick its partner seems to win, discard a picture (J, Q, K) of a suit whose ace it lacks'),
    giveSpek: flag('spekken: discard a ten whose ace is out on a trick the partner seems to win'),
    readOp: flag("read the partner's opsein: lead low to the suit shown strong while the ace (or ten) shown is out"),
    readAf: flag("read the partner's afsein: avoid leading the suit shown weak"),
    readSpek: flag("read the partner's spek: its ace is not with the partner, so avoid leading that suit"),
  },
  create: ({ threshold, ...signals }) => klaverjasBot(threshold, signals),
});
