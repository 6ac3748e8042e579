import { defineBot } from '../src/core/bot.js';

/** Uniform over the legal actions: the baseline every strategy must beat. */
export const randomBot = defineBot({
  name: 'random',
  summary: 'picks uniformly among the legal actions',
  games: 'any',
  params: {},
  create: () => ({
    observes: false,
    act: (_observation, legal, ctx) => legal[ctx.rng.int(legal.length)],
  }),
});
