// Gesjaakt: take a card that joins a run of ours, or one whose chips pay for enough of it.
export default {
  name: 'bargain',
  summary: 'takes a card next to one of its own, or one whose chips times share reach its value',
  games: ['gesjaakt'],
  params: {
    share: { default: 3, doc: 'takes a card when its chips times this reach its value', min: 1, max: 35, integer: true },
  },
  create: ({ share }) => ({
    act(view, legal) {
      if (legal.length === 1) return legal[0]; // no chips left: 'take' is all there is
      const mine = view.taken[view.seat];
      const joinsRun = mine.includes(view.card - 1) || mine.includes(view.card + 1);
      return joinsRun || share * view.pot >= view.card ? 'take' : 'pay';
    },
  }),
};
