import { z } from 'zod';
import { UsageError } from '../../core/errors.js';
import { parseDeal } from './deal.js';

// KJ-1: Rotterdam (default) or Amsterdam trumping; trump by bidding (default) or Utrecht.
export const klaverjasOptions = z
  .object({
    maxDecisions: z.number().int().positive().default(2_000),
    trumping: z.enum(['rotterdam', 'amsterdam']).default('rotterdam'),
    trumpChoice: z.enum(['bidding', 'utrecht']).default('bidding'),
    autoRoem: z.boolean().default(false),
    /** An explicit deal (deal.ts); checked, kept as given so a record shows it as typed. */
    deal: z.unknown().optional(),
  })
  .superRefine((o, ctx) => {
    if (o.deal === undefined) return;
    try {
      parseDeal(o.deal);
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      ctx.addIssue({ code: 'custom', path: ['deal'], message: e.message });
    }
  });

export type KlaverjasOptions = z.infer<typeof klaverjasOptions>;

export const klaverjasOptionDocs = {
  maxDecisions: 'hard cap on decisions; a capped game is ranked by the team totals so far (G-3)',
  trumping: 'rotterdam: undertrump when you cannot overtrump; amsterdam: free when your partner wins the trick (KJ-4)',
  trumpChoice: 'bidding: accept or pass proposed suits (KJ-2); utrecht: the player left of the dealer names trump',
  autoRoem: 'claim every roem at once instead of letting the trick winner decide (KJ-7)',
  deal: "an explicit deal instead of the seed's cards: one round or a list (see docs/klaverjassen-deals.md); tafel play --deal FILE sets it",
};
