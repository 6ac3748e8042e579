// Fatima, the simple policy: call when the hand is at most the call limit; otherwise
// discard the group worth most, then take a card from the pile when it is worth at most
// pickupMax, else draw.
const RANKS = 'A23456789TJQK';
// A card's points from its name ('TH', "5C'", 'X1'): a joker's X is no rank, so 0.
const points = (card) => Math.min(10, RANKS.indexOf(card[0]) + 1);
const groupPoints = (discard) => discard.split(' ').reduce((sum, card) => sum + points(card), 0);

export default {
  name: 'simple',
  summary: 'calls at the call limit, discards its most points, takes a card worth pickupMax or less',
  games: ['fatima'],
  params: {
    pickupMax: {
      default: 3,
      doc: 'takes a card from the discard pile worth at most this, else draws',
      min: 0,
      max: 10,
      integer: true,
    },
  },
  create: ({ pickupMax }) => ({
    act(view, legal) {
      if (view.phase === 'pickup') {
        // 'take <card>' for each card that may be taken, then 'draw' (when the pile allows).
        const take = legal.find((a) => a.startsWith('take ') && points(a.slice(5)) <= pickupMax);
        return take ?? legal[legal.length - 1];
      }
      if (view.handPoints <= view.callLimit && legal.includes('call')) return 'call';
      const discards = legal.filter((a) => a !== 'call'); // each written '3C 3D', cards in card order
      return discards.reduce((a, b) => (groupPoints(b) > groupPoints(a) ? b : a));
    },
  }),
};
