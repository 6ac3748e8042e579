import { z } from 'zod';
import { NUMBERS, PER_NUMBER } from './state.js';

// JT-1: the official spread of action symbols is unknown; by default each number has one
// card of each symbol. A user who owns the game enters the real spread, per number 1..7.
const perNumber = z.array(z.number().int().min(0).max(PER_NUMBER)).length(NUMBERS);
const ONE_EACH = [1, 1, 1, 1, 1, 1, 1];

export const jattenOptions = z
  .object({
    maxDecisions: z.number().int().positive().default(20_000),
    plusOneCards: perNumber.default(ONE_EACH),
    eyeCards: perNumber.default(ONE_EACH),
    twoForThreeCards: perNumber.default(ONE_EACH),
    deckSteal: z.boolean().default(true),
    tournament: z.boolean().default(false),
  })
  .superRefine((o, ctx) => {
    for (let i = 0; i < NUMBERS; i++) {
      const symbols = o.plusOneCards[i] + o.eyeCards[i] + o.twoForThreeCards[i];
      if (symbols > PER_NUMBER) {
        ctx.addIssue({
          code: 'custom',
          path: ['plusOneCards'],
          message: `number ${i + 1} has ${symbols} action cards, more than its ${PER_NUMBER} cards`,
        });
      }
    }
  });

export type JattenOptions = z.infer<typeof jattenOptions>;

export const jattenOptionDocs = {
  maxDecisions:
    'hard cap on decisions (the whole series in a tournament); a capped game is ranked by most cards of one number (G-3, JT-12), a capped series by the points so far plus that (JT-17)',
  plusOneCards: 'cards with the +1 symbol for each number 1..7, e.g. [1,1,1,1,1,1,1] (JT-1)',
  eyeCards: 'cards with the Eye symbol for each number 1..7 (JT-1)',
  twoForThreeCards: 'cards with the 2→3 symbol for each number 1..7 (JT-1)',
  deckSteal: 'with two players, the thief may steal from the deck instead (JT-13)',
  tournament:
    'play as many games as players, the start player moving one seat left; 7 points to each winner, 1 per card of the largest number to the others (JT-14)',
};
