import { type BooleanParam, type Bot, defineBot } from '../../src/core/bot.js';
import type { AnyPlay } from '../../src/core/game.js';
import { PHASE, type KlaverjasObservation, type KlaverjasState } from '../../src/games/klaverjassen/state.js';
import { Pimc, type PimcStats, type SequentialStop, drawDeals, samplesFor } from '../search/pimc.js';
import { type CautionAt, modelBid } from './bid-model.js';
import { claim } from './claim.js';
import { chooseBid } from './pimc-bidding.js';
import { readingWeigh, withSignal } from './pimc-signals.js';
import type { Signals } from './signals.js';

const off = (doc: string): BooleanParam => ({ default: false, doc });

export const PIMC_PARAMS = {
  samples: {
    default: 20,
    min: 1,
    integer: true,
    doc: 'the most deals sampled and solved per card decision or bid (reproducible); a run given --iterations uses that instead',
  },
  first: {
    default: 0.25,
    min: 0,
    max: 1,
    doc: "the share of `samples` solved for a card of the round's first trick (at least 1), where a deal takes tens of times longer to solve than at the second and more of them barely change the pick",
  },
  within: {
    default: 4,
    min: 0,
    doc: "sequential sampling: stop drawing deals for a card once every other card's mean, at 95% confidence (2 standard errors of the paired difference), is at most this many points better than the best's; 0: always all samples",
  },
  least: {
    default: 4,
    min: 2,
    integer: true,
    doc: 'sequential sampling: the deals solved before the first look, which comes again every 2 deals',
  },
  drop: {
    default: 1.5,
    min: 0,
    doc: "racing: from the `least`-th deal on, a card whose mean is below the best's by more than this many standard errors of their paired difference is dropped: no later deal is solved for it, and it is not played but as a signal card within `slack` of the best; 0: no card dropped",
  },
  bidding: {
    default: 'model',
    choices: ['model', 'search'],
    doc: "model: bid by the hand's models fitted offline to the solver's values (bid-model.ts, microseconds); search: by sampled deals solved for each trump, as the model estimates (seconds)",
  },
  caution: {
    default: 60,
    min: -500,
    max: 500,
    doc: 'bidding=model: the points a play must be judged better than a pass by, at the seats `cautionAt` names, before this seat plays (the solved deals overrate playing at the third seat against the real play of hidden hands: docs/klaverjassen-bidding.md; 0: as they judge it)',
  },
  cautionAt: {
    default: 'third',
    choices: ['third', 'before-dealer'],
    doc: "where `caution` applies, in the first circle only: third, at the third seat to bid (one seat after it), where the solved deals overrate playing most; before-dealer, at every seat but the dealer's",
  },
  margin: {
    default: 20,
    min: -500,
    max: 500,
    doc: "bidding=search: how the other seats are modelled when this one passes: each later seat of the circle takes the proposed suit when its team's solved value on the deal beats this; if none does, the round counts 0 (first circle) or the player left of the dealer names its best suit (second)",
  },
} as const;

const SIGNAL_PARAMS = {
  slack: {
    default: 2,
    min: 0,
    doc: 'giving signals: the points of mean score difference a signal card may cost against the best card',
  },
  doubt: {
    default: 0.1,
    min: 0,
    max: 1,
    doc: "reading signals: the chance a deal is kept when it breaks one of the partner's signals (1: signals ignored)",
  },
  giveOp: off(
    "opseinen (as the signal bot): on its partner's trick, low only from a suit whose ace it holds, the ace to show the ten",
  ),
  giveAf: off('afseinen: on a trick its partner seems to win, a picture of a suit whose ace it lacks'),
  giveSpek: off('spekken: a ten whose ace is out on a trick the partner seems to win'),
  readOp: off("read the partner's opsein: sample deals where the partner holds the ace (or ten) it showed"),
  readAf: off("read the partner's afsein: sample deals where the partner lacks the ace of the suit it showed weak"),
  readSpek: off("read the partner's spek: sample deals where the partner lacks the ace of the suit it spekt"),
} as const;

export interface PimcBot extends Bot {
  /** The statistics of the bot's last card decision that searched. */
  lastStats(): PimcStats;
}

/** Perfect Information Monte Carlo: each decision solved on sampled deals. */
export const klaverjasPimc = defineBot({
  name: 'pimc',
  slow: true,
  summary:
    'Perfect Information Monte Carlo: samples deals consistent with what it has seen, solves each with every hand open, plays the card with the best mean round score difference (fewer deals at the first trick, and fewer where the best card is clear); bids by models of the hand fitted offline to solved deals (or, bidding=search, on solved deals itself); claims roem as the heuristic; signals on switches',
  games: ['klaverjassen'],
  params: { ...PIMC_PARAMS, ...SIGNAL_PARAMS },
  create: ({ samples, first, within, least, drop, bidding, caution, cautionAt, margin, slack, doubt, ...signals }, game) =>
    pimcBot(
      game,
      {
        samples,
        first,
        stop: within > 0 || drop > 0 ? { least, every: 2, within, z: 2, drop } : undefined,
        bidding,
        caution,
        cautionAt,
        margin,
        slack,
        doubt,
      },
      signals,
    ),
});

interface PimcSettings {
  readonly samples: number;
  readonly first: number;
  readonly stop: SequentialStop | undefined;
  readonly bidding: 'model' | 'search';
  readonly caution: number;
  readonly cautionAt: CautionAt;
  readonly margin: number;
  readonly slack: number;
  readonly doubt: number;
}

function pimcBot(game: AnyPlay, settings: PimcSettings, signals: Signals): PimcBot {
  const pimc = new Pimc(game);
  return {
    lastStats: () => pimc.lastStats(),
    act(observation, legal, ctx) {
      const obs = observation as KlaverjasObservation;
      const samples = samplesFor(ctx, settings.samples);
      switch (obs.phase) {
        case PHASE.play: {
          // A forced card needs no search (and draws nothing from the stream).
          if (legal.length === 1) return legal[0];
          const cards = legal as readonly string[];
          const deals = obs.playedCount < 4 ? Math.max(1, Math.round(samples * settings.first)) : samples;
          const best = pimc.decide(obs, cards, ctx, deals, readingWeigh(obs, signals, settings.doubt), settings.stop);
          return cards[withSignal(obs, cards, pimc.lastStats().means, best, signals, settings.slack)];
        }
        case PHASE.bid:
        case PHASE.name: {
          if (settings.bidding === 'model')
            return modelBid(obs, legal as readonly string[], undefined, settings.caution, settings.cautionAt);
          const deals: KlaverjasState[] = [];
          drawDeals(game, obs, ctx, samples, undefined, (state) => deals.push(state as KlaverjasState));
          return chooseBid(deals, legal as readonly string[], settings.margin);
        }
        case PHASE.claim:
          return claim(obs);
        default:
          return legal[0];
      }
    },
  };
}
