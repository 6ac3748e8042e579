// The yardstick: Gesjaakt with random players as a bare loop over typed arrays, no
// framework, no contracts, an inline xorshift. Our figures are reported as ratios to it.
export function bareGesjaakt(games: number, seed: number): number {
  const players = 4;
  const deck = new Int8Array(33);
  const owner = new Int8Array(37);
  const chips = new Int16Array(players);
  let x = seed | 0 || 1;
  const rand = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
  let checksum = 0;
  for (let g = 0; g < games; g++) {
    for (let i = 0; i < 33; i++) deck[i] = 3 + i;
    for (let i = 32; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      const t = deck[i];
      deck[i] = deck[j];
      deck[j] = t;
    }
    owner.fill(-1);
    chips.fill(11);
    let seat = 0;
    let pot = 0;
    for (let next = 9; next < 33;) {
      if (chips[seat] > 0 && rand() < 0.5) {
        chips[seat]--;
        pot++;
        seat = (seat + 1) % players;
      } else {
        owner[deck[next++]] = seat;
        chips[seat] += pot;
        pot = 0;
      }
    }
    for (let c = 3; c <= 35; c++) if (owner[c] >= 0 && owner[c - 1] !== owner[c]) checksum += c;
  }
  return checksum;
}
