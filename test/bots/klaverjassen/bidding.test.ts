// Bidding from hand strength, and the roem claim (KJ-7), in staged positions.
import { describe, expect, it } from 'vitest';
import { handStrength } from '../../../bots/klaverjassen/bidding.js';
import { claim } from '../../../bots/klaverjassen/claim.js';
import { parseCard } from '../../../src/games/klaverjassen/cards.js';
import { klaverjassen } from '../../../src/games/klaverjassen/index.js';
import { PHASE, T } from '../../../src/games/klaverjassen/state.js';
import { stage } from '../../games/klaverjassen/stage.js';
import { decision } from './seat.js';

const mask = (cards: string): number => cards.split(' ').reduce((m, c) => m | (1 << parseCard(c)), 0);
/** Hearts proposed first; seat 0 bids first. J 20 + 9 14 + A 11 + one trump beyond two 6 = 51. */
const HAND = 'JH 9H AH 7C 8C 7D 8D 7S';

describe('klaverjassen heuristic: bidding', () => {
  it('counts the hand as its doc says: J9A of trumps with no side ace is 51', () => {
    expect(handStrength(mask(HAND), 2)).toBe(51);
    // With clubs as trump the same hand holds two small trumps and a side ace: 3 + 3 + 11.
    expect(handStrength(mask(HAND), 0)).toBe(17);
  });

  it('accepts the proposed suit at the threshold and above, passes below it', () => {
    expect(decision('heuristic(threshold=51)', stage([HAND]))).toBe('play');
    expect(decision('heuristic(threshold=40)', stage([HAND]))).toBe('play');
    expect(decision('heuristic(threshold=52)', stage([HAND]))).toBe('pass');
  });

  it('names the suit its hand is strongest in when it must (Utrecht)', () => {
    expect(decision('heuristic', stage([HAND], { trumpChoice: 'utrecht' }))).toBe('trump H');
  });
});

describe('klaverjassen heuristic: the roem claim (KJ-7)', () => {
  // Seat 0 (playing, hearts) leads 7C; 8C, 9C; seat 3 has no clubs: seat 2's 9C takes a
  // trick with 20 roem (7-8-9).
  const claimPhase = () => stage(['7C', '8C', '9C', '7D 8D 9D TD JD QD KD AD']).play('play', '7C', '8C', '9C', '7D');

  it('claims roem that can still help its playing team', () => {
    const s = claimPhase();
    expect(s.state.phase).toBe(PHASE.claim);
    expect(s.state.turn).toBe(2);
    expect(decision('heuristic', s)).toBe('claim');
  });

  it('lets it go once its playing team cannot get past the other any more: nat would hand it over', () => {
    const obs = klaverjassen.observe(claimPhase().state, 2);
    // No card points credited yet but the other team's: with x of them, the players can
    // reach (162 - x) + 20 roem at best, and need strictly more than x (KJ-8).
    obs.t[T.points + 1] = 91; // 71 + 20 = 91: not more, nat whatever happens
    expect(claim(obs)).toBe('noClaim');
    obs.t[T.points + 1] = 90; // 72 + 20 = 92 can still beat 90
    expect(claim(obs)).toBe('claim');
  });

  it('always claims as the defending team', () => {
    const obs = klaverjassen.observe(claimPhase().state, 2);
    (obs as { player: number }).player = 1;
    obs.t[T.points] = 162;
    expect(claim(obs)).toBe('claim');
  });
});
