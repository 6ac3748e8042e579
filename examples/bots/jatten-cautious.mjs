// Jatten: collect the number it has most of, steal from the fullest hand, and stop once
// two cards lie in the middle.
const most = (list, value) => list.reduce((a, b) => (value(b) > value(a) ? b : a));

export default {
  name: 'cautious',
  summary: 'plays toward its largest number, steals from the fullest hand, stops at two cards',
  games: ['jatten'],
  params: {},
  create: () => ({
    act(obs, legal) {
      const mine = (n) => obs.numbers[obs.seat * 7 + n - 1];
      switch (obs.phase) {
        case 0: // play: the card whose number it holds most of
          return most(legal, (a) => mine(a.play));
        case 1: // victim: the opponent with the most cards in hand (the deck last)
          return most(legal, (a) => (a.steal === 'deck' ? -1 : obs.handSize[a.steal]));
        case 2: // draw or stop
          return obs.middle.length < 2 ? 'draw' : 'stop';
        case 5: // reward: a card of the number it holds most of
          return most(legal, (a) => mine(a.reward));
        default: // eye: the last seat offered; 2→3 and refill: 'noSwap', 'noRefill' (last)
          return legal[legal.length - 1];
      }
    },
  }),
};
