import { z } from 'zod';

// The options the rulings name (FT-2, FT-3, FT-5, FT-8); each default is the ruling's first value.
export const fatimaOptions = z.object({
  maxDecisions: z.number().int().positive().default(20_000),
  callLimit: z.number().int().min(0).max(50).default(7),
  tiesPenalized: z.boolean().default(false),
  longerRuns: z.boolean().default(false),
  playOn: z.boolean().default(false),
});

export type FatimaOptions = z.infer<typeof fatimaOptions>;

export const fatimaOptionDocs = {
  maxDecisions: 'hard cap on decisions over the whole game; a capped game is ranked by the lowest total so far (G-3)',
  callLimit: 'the most points in hand with which a player may call Fatima at the start of their turn, 0..50 (FT-2)',
  tiesPenalized: 'the caller also gets +30 when another player has as few points as the caller, not only fewer (FT-3)',
  longerRuns: 'runs of three or more cards may be discarded, not only of exactly three (FT-5)',
  playOn: 'a player above 100 leaves and the others play on until one is left, who wins (FT-8)',
};
