// Klaverjassen: play the proposed trump with its jack and nine in hand; in a trick, play
// the legal card worth fewest points; claim every roem.
const RANKS = '789TJQKA';
const SUITS = 'CDHS';
const TRUMP_POINTS = [0, 0, 14, 10, 20, 3, 4, 11]; // by rank 7 8 9 T J Q K A
const PLAIN_POINTS = [0, 0, 0, 10, 2, 3, 4, 11];
const holds = (hand, card) => (hand & (1 << card)) !== 0; // card = suit * 8 + rank

export default {
  name: 'cheap',
  summary: 'plays a trump it holds the jack and nine of, then its cheapest legal card; claims roem',
  games: ['klaverjassen'],
  params: {},
  create: () => ({
    act(obs, legal) {
      if (obs.phase === 0) {
        const suit = obs.t[8 + obs.shown - 1]; // the proposal on the table
        return holds(obs.hand, suit * 8 + 4) && holds(obs.hand, suit * 8 + 2) ? 'play' : 'pass';
      }
      if (obs.phase === 2) {
        const points = (name) => (SUITS.indexOf(name[1]) === obs.trump ? TRUMP_POINTS : PLAIN_POINTS)[RANKS.indexOf(name[0])];
        return legal.reduce((a, b) => (points(b) < points(a) ? b : a));
      }
      return obs.phase === 3 ? 'claim' : legal[0]; // naming a trump: the first suit offered
    },
  }),
};
