import { z } from 'zod';

export const gesjaaktOptions = z.object({
  maxDecisions: z.number().int().positive().default(10_000),
  twoPlayers: z.boolean().default(false),
});

export type GesjaaktOptions = z.infer<typeof gesjaaktOptions>;

export const gesjaaktOptionDocs = {
  maxDecisions: 'hard cap on decisions; a game that reaches it is ranked as it stands (G-3)',
  twoPlayers: 'allow a two-player game, with 11 chips each (GS-1)',
};
