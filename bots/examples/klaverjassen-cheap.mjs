// Klaverjassen: play the proposed trump with its jack and nine in hand; in a trick, give
// the partner the legal card worth most while the partner wins it, else play the one worth
// fewest points; claim every roem.
const RANKS = '789TJQKA';
const TRUMP_POINTS = [0, 0, 14, 10, 20, 3, 4, 11]; // by rank 7 8 9 T J Q K A
const PLAIN_POINTS = [0, 0, 0, 10, 2, 3, 4, 11];

export default {
  name: 'cheap',
  summary: 'plays a trump it holds the jack and nine of; smears on its partner, else plays cheap; claims roem',
  games: ['klaverjassen'],
  params: {},
  create: () => ({
    act(view, legal) {
      const holds = (card) => view.hand.includes(card); // cards are rank then suit: 'JH'
      switch (view.phase) {
        case 'bid':
          return holds(`J${view.proposed}`) && holds(`9${view.proposed}`) ? 'play' : 'pass';
        case 'name': // 'trump C' … : the suit it holds the jack of, else the first offered
          return legal.find((a) => holds(`J${a.slice(-1)}`)) ?? legal[0];
        case 'play': {
          const points = (card) => (card[1] === view.trump ? TRUMP_POINTS : PLAIN_POINTS)[RANKS.indexOf(card[0])];
          const smear = view.trick.winning === view.partner;
          return legal.reduce((a, b) => ((smear ? points(b) > points(a) : points(b) < points(a)) ? b : a));
        }
        default: // claim the roem of a trick it won
          return legal.includes('claim') ? 'claim' : legal[0];
      }
    },
  }),
};
