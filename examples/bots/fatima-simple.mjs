// Fatima: call at 5 points or fewer; otherwise discard the group worth most, and take the
// previous discard's card when it is worth at most 3, else draw.
const CALL_AT = 5;
const RANKS = 'A23456789TJQK';
// Points of a card integer (deck * 54 + suit * 13 + rank - 1; 52 and 53 are jokers) ...
const cardPoints = (card) => (card % 54 >= 52 ? 0 : Math.min(10, ((card % 54) % 13) + 1));
// ... and of a card's name ('TH', "5C'", 'X1': a joker's X is no rank, so 0).
const namePoints = (name) => Math.min(10, RANKS.indexOf(name[0]) + 1);
const groupPoints = (action) => action.split(' ').reduce((sum, name) => sum + namePoints(name), 0);

export default {
  name: 'simple',
  summary: 'calls at 5 or fewer, discards its most points, takes a card worth 3 or less',
  games: ['fatima'],
  params: {},
  create: () => ({
    act(obs, legal) {
      if (obs.phase === 1) {
        // Pick-up: 'take <card>' for each card that may be taken, then 'draw'.
        const take = legal.find((a) => a.startsWith('take ') && namePoints(a.slice(5)) <= 3);
        return take ?? legal[legal.length - 1];
      }
      let inHand = 0;
      for (const card of obs.hand) if (card >= 0) inHand += cardPoints(card);
      if (inHand <= CALL_AT && legal[0] === 'call') return 'call';
      const discards = legal.filter((a) => a !== 'call');
      return discards.reduce((a, b) => (groupPoints(b) > groupPoints(a) ? b : a));
    },
  }),
};
