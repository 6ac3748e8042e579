import { z } from 'zod';

export const blufOptions = z.object({
  maxDecisions: z.number().int().positive().default(1000),
  hands: z.number().int().positive().default(3),
});

export type BlufOptions = z.infer<typeof blufOptions>;

export const blufOptionDocs = {
  maxDecisions: 'hard cap on decisions; a game that reaches it is ranked as it stands (G-3)',
  hands: 'hands in a game, each dealt anew; the chips carry over',
};
