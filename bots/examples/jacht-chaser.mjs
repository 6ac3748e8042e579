// Jacht: keep the most common face and reroll the rest; then score it in its own row,
// else in choice, else in the first open row of the sheet.
const ROWS = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'];

export default {
  name: 'chaser',
  summary: 'keeps the most common face; scores it in its row, else choice, else the first open row',
  games: ['jacht'],
  params: {},
  create: () => ({
    act(view, legal) {
      const counts = [0, 0, 0, 0, 0, 0, 0];
      for (const die of view.dice) counts[die]++;
      const face = counts.lastIndexOf(Math.max(...counts));
      // A keep is written as its faces, in any order; the rest of the dice are rolled again.
      if (view.rollsUsed < 3 && counts[face] < 5) return { keep: Array(counts[face]).fill(face) };
      const sheet = view.sheets[view.seat]; // rows by name, null while empty
      const open = (row) => sheet[row] === null;
      const row = [ROWS[face - 1], 'choice'].find(open) ?? Object.keys(sheet).find(open);
      return row === undefined ? legal[0] : { category: row };
    },
  }),
};
