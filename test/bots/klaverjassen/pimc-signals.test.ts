// pimc and the signal bot's conventions: reading a partner's signal shifts the sampled
// deals toward what it says (each reading on its own switch), and giving one picks the
// signal card only while it costs no more than the slack.
import { describe, expect, it } from 'vitest';
import { klaverjassen } from '../../../src/games/klaverjassen/index.js';
import { NAMES, parseCard } from '../../../src/games/klaverjassen/cards.js';
import { T, type KlaverjasObservation, type KlaverjasState } from '../../../src/games/klaverjassen/state.js';
import { NO_SIGNALS, type Signals } from '../../../bots/klaverjassen/signals.js';
import { readPartner, readingWeigh, withSignal } from '../../../bots/klaverjassen/pimc-signals.js';
import { drawDeals } from '../../../bots/search/pimc.js';
import type { PimcBot } from '../../../bots/klaverjassen/pimc.js';
import { resolveBot } from '../../../bots/registry.js';
import { stage } from '../../games/klaverjassen/stage.js';
import { botContext } from '../../helpers.js';

const only = (name: keyof Signals): Signals => ({ ...NO_SIGNALS, [name]: true });

/** Seat 0 leads AC and wins it; its partner, seat 2, with no club and no trump, throws
 * `discard`; seat 0 is to lead again. */
function afterDiscard(partnerHand: string, discard: string): KlaverjasObservation {
  const hands = ['AC JC QC 8S 9S 7D 8D 9D', '8C', partnerHand, '9C'];
  const s = stage(hands).play('play', 'AC', '8C', discard, '9C');
  return klaverjassen.observe(s.state, 0);
}

const OPSEIN = () => afterDiscard('7S AS KD QD JD TD KS QS', '7S');
const AFSEIN = () => afterDiscard('QS 7S TS KD QD JD TD AD', 'QS');
const SPEK = () => afterDiscard('TS 7S QS KD QD JD TD AD', 'TS');

/** Seat 0's legal cards, from its own observation (it is to lead). */
function legalOf(obs: KlaverjasObservation): string[] {
  const cards: string[] = [];
  for (let c = 0; c < 32; c++) if (obs.hand & (1 << c)) cards.push(NAMES[c]);
  return cards;
}

/** Of `count` deals sampled for seat 0 as pimc samples them, how many give seat 2 `card`. */
function partnerHolds(obs: KlaverjasObservation, s: Signals, card: string, doubt: number, count = 300): number {
  let holding = 0;
  const weigh = readingWeigh(obs, s, doubt);
  drawDeals(klaverjassen, obs, botContext(0, 4), count, weigh, (state) => {
    if ((state as KlaverjasState).t[T.hands + 2] & (1 << parseCard(card))) holding++;
  });
  return holding / count;
}

describe('pimc reading signals', () => {
  it('reads an opsein as the ace with the partner, and only with readOp on', () => {
    expect(readPartner(OPSEIN(), only('readOp'))).toEqual({ holds: 1 << parseCard('AS'), lacks: 0 });
    for (const other of ['readAf', 'readSpek'] as const) expect(readingWeigh(OPSEIN(), only(other), 0.1)).toBeUndefined();
    // Unread, the ace is in any of three hands (most often the partner's: with no club
    // and no trump it holds the most of the suits left); read, nearly always the partner's.
    const unread = partnerHolds(OPSEIN(), NO_SIGNALS, 'AS', 0.1);
    expect(unread).toBeGreaterThan(0.5);
    expect(unread).toBeLessThan(0.85);
    expect(partnerHolds(OPSEIN(), only('readOp'), 'AS', 0.1)).toBeGreaterThan(0.93);
    expect(partnerHolds(OPSEIN(), only('readOp'), 'AS', 0)).toBe(1);
    // A doubt of 1 believes nothing (the deals differ: each acceptance draws from the stream).
    expect(Math.abs(partnerHolds(OPSEIN(), only('readOp'), 'AS', 1) - unread)).toBeLessThan(0.1);
  });

  it('reads an afsein as no ace with the partner, and only with readAf on', () => {
    expect(readPartner(AFSEIN(), only('readAf'))).toEqual({ holds: 0, lacks: 1 << parseCard('AS') });
    expect(readingWeigh(AFSEIN(), only('readOp'), 0.1)).toBeUndefined();
    expect(readingWeigh(AFSEIN(), only('readSpek'), 0.1)).toBeUndefined();
    expect(partnerHolds(AFSEIN(), NO_SIGNALS, 'AS', 0.1)).toBeGreaterThan(0.2);
    expect(partnerHolds(AFSEIN(), only('readAf'), 'AS', 0)).toBe(0);
  });

  it('reads a spek as no ace with the partner, and only with readSpek on', () => {
    expect(readPartner(SPEK(), only('readSpek'))).toEqual({ holds: 0, lacks: 1 << parseCard('AS') });
    expect(readingWeigh(SPEK(), only('readAf'), 0.1)).toBeUndefined();
    expect(partnerHolds(SPEK(), NO_SIGNALS, 'AS', 0.1)).toBeGreaterThan(0.2);
    expect(partnerHolds(SPEK(), only('readSpek'), 'AS', 0)).toBe(0);
  });

  it('the pimc bot samples through its reading: it rejects deals only with a switch on', () => {
    const decide = (spec: string) => {
      const { definition, params } = resolveBot('klaverjassen', spec);
      const bot = definition.create(params, klaverjassen) as PimcBot;
      const obs = OPSEIN();
      bot.act(obs, legalOf(obs), botContext(0, 2));
      return bot.lastStats();
    };
    const read = decide('pimc(samples=4,readOp=true,doubt=0)');
    expect(read.samples).toBe(4);
    expect(read.draws).toBeGreaterThan(4);
    expect(decide('pimc(samples=4,readAf=true,readSpek=true,doubt=0)').draws).toBe(4);
    expect(decide('pimc(samples=4)').draws).toBe(4);
  });

  it('keeps drawing within its bound when no deal agrees, and then keeps what comes', () => {
    // A reading that no deal agrees with: 50 draws a sample at most, then each as it comes.
    const obs = OPSEIN();
    const weigh = () => 0;
    let kept = 0;
    const draws = drawDeals(klaverjassen, obs, botContext(0, 4), 5, weigh, () => kept++);
    expect(kept).toBe(5);
    expect(draws).toBe(5 * 50 + 5);
  });
});

describe('pimc giving signals', () => {
  // Partner seat 0 leads AC, seat 1 follows; seat 2 has neither clubs nor trumps, so it
  // discards while its partner seems to win (the signal bot's test position).
  const obs = () => {
    const s = stage(['AC', '7C', '7D QD TD 7S AS 9S JS KS']).play('play', 'AC', '7C');
    return { obs: klaverjassen.observe(s.state, 2), legal: [...klaverjassen.legalActions(s.state)] as string[] };
  };
  const means = (legal: string[], set: Record<string, number>) => legal.map((c) => set[c] ?? -10);

  it('spekt the ten when it costs no more than the slack, and not beyond it', () => {
    const { obs: o, legal } = obs();
    const best = legal.indexOf('7D');
    const pick = (tenCost: number, s: Signals) =>
      legal[withSignal(o, legal, means(legal, { '7D': 0, TD: -tenCost }), best, s, 2)];
    expect(pick(1.5, only('giveSpek'))).toBe('TD');
    expect(pick(2.5, only('giveSpek'))).toBe('7D');
    expect(pick(1.5, NO_SIGNALS)).toBe('7D');
  });

  it('opseint: no low card of a suit without its ace while an honest one is as good', () => {
    const { obs: o, legal } = obs();
    const best = legal.indexOf('7D');
    const pick = (lowSpadeCost: number) =>
      legal[withSignal(o, legal, means(legal, { '7D': 0, '7S': -lowSpadeCost }), best, only('giveOp'), 2)];
    expect(pick(1)).toBe('7S');
    expect(pick(3)).toBe('7D');
  });
});
