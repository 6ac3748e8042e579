import { z } from 'zod';

export const jachtOptions = z.object({
  maxDecisions: z.number().int().positive().default(10_000),
});

export type JachtOptions = z.infer<typeof jachtOptions>;

export const jachtOptionDocs = {
  maxDecisions: 'hard cap on decisions; a game that reaches it is ranked by the totals so far (G-3)',
};
