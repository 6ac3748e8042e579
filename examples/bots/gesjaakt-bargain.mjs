// Gesjaakt: take a card that joins a run of ours or carries chips worth a third of it.
export default {
  name: 'bargain',
  summary: 'takes a card next to one of its own, or with chips worth a third of its value',
  games: ['gesjaakt'],
  params: {},
  create: () => ({
    act(obs, legal) {
      if (legal.length === 1) return legal[0]; // no chips left: 'take' is all there is
      const joinsRun = obs.owner[obs.card - 1] === obs.seat || obs.owner[obs.card + 1] === obs.seat;
      return joinsRun || 3 * obs.pot >= obs.card ? 'take' : 'pay';
    },
  }),
};
