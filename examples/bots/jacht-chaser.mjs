// Jacht: keep the most common face and reroll the rest; then score it in its own row,
// else in choice, else in the first open row.
const ROWS = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'];

export default {
  name: 'chaser',
  summary: 'keeps the most common face; scores it in its row, else choice, else the first open row',
  games: ['jacht'],
  params: {},
  create: () => ({
    act(obs, legal) {
      const counts = [0, 0, 0, 0, 0, 0, 0];
      for (const die of obs.dice) counts[die]++;
      const face = counts.lastIndexOf(Math.max(...counts));
      // A new object equal to a legal keep is accepted: actions are matched by their key.
      if (obs.rollsUsed < 3 && counts[face] < 5) return { keep: Array(counts[face]).fill(face) };
      const rows = legal.filter((a) => 'category' in a);
      return rows.find((a) => a.category === ROWS[face - 1]) ?? rows.find((a) => a.category === 'choice') ?? rows[0];
    },
  }),
};
