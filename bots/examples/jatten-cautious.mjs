// Jatten: collect the number it has most of, steal from the fullest hand, and stop once
// stopAt cards lie in the middle.
const most = (list, value) => list.reduce((a, b) => (value(b) > value(a) ? b : a));

export default {
  name: 'cautious',
  summary: 'plays toward its largest number, steals from the fullest hand, stops at stopAt cards',
  games: ['jatten'],
  params: {
    stopAt: { default: 2, doc: 'stops drawing once this many cards lie in the middle', min: 1, max: 10, integer: true },
  },
  create: ({ stopAt }) => ({
    act(view, legal) {
      const mine = (n) => view.numbers[view.seat][n - 1]; // collected cards of number n
      switch (view.phase) {
        case 'play': // the card whose number it holds most of
          return most(legal, (a) => mine(a.play));
        case 'victim': // the opponent with the most cards in hand (the deck last)
          return most(legal, (a) => (a.steal === 'deck' ? -1 : view.handSizes[a.steal]));
        case 'drawOrStop':
          return view.middle.length < stopAt ? 'draw' : 'stop';
        case 'reward': // a card of the number it holds most of
          return most(legal, (a) => mine(a.reward));
        default: // eye: the last seat offered; twoForThree and refill: 'noSwap', 'noRefill' (last)
          return legal[legal.length - 1];
      }
    },
  }),
};
