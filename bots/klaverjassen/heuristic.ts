import { type NumberParam, defineBot } from '../../src/core/bot.js';
import { klaverjasBot } from './decide.js';
import { NO_SIGNALS } from './signals.js';

export const THRESHOLD: NumberParam = {
  default: 50,
  min: 0,
  max: 200,
  doc: 'accept a proposed trump when the hand is at least this strong in it (trumps J 20, 9 14, A 11, T 10, K 5, Q 4, 7-8 3, +6 a trump beyond two, +8 stuk; side aces 11, a ten beside its ace 6, guarded 2; +4 a void beside three trumps)',
  integer: true,
};

/** A sound player without signals: bids on hand strength, draws trumps when its team
 * plays, takes what it can win, spekt on its partner's sure tricks, claims roem unless
 * the round is lost (KJ-7). */
export const klaverjasHeuristic = defineBot({
  name: 'heuristic',
  summary:
    "bids on hand strength in the proposed suit; draws trumps for its team, takes tricks it can win (high, or cheaply when last), spekt on its partner's sure tricks, counts the trumps out; claims roem unless the round is lost anyway (KJ-7)",
  games: ['klaverjassen'],
  params: { threshold: THRESHOLD },
  create: (params) => klaverjasBot(params.threshold, NO_SIGNALS),
});
