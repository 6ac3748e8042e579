// Where a duplicate Klaverjassen run's points go, round by round: node where.mjs out/<run>
// Each deal is played at two tables with the pairs' seats swapped, so a round's two tables
// give the same hands to both pairs. A round whose bidding ended alike at both (the same seat
// took the same trump) differs only by the card play; one whose bidding differed is put down
// to the first bid that differed, made on the same hand from the same seat by the two pairs'
// bots. Printed: per kind of round, how many, and the first pair's points minus the second's
// over both tables (the run's figure per round is half that), mean and standard error.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '../../../dist/src');
const { findGame, resolveOptions } = await import(`${dist}/games/registry.js`);
const { SeededChance } = await import(`${dist}/core/chance.js`);
const { findLegal } = await import(`${dist}/core/match.js`);
const { T } = await import(`${dist}/games/klaverjassen/state.js`);

const folder = process.argv[2];
const game = findGame('klaverjassen');
const records = readFileSync(join(folder, 'games.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const firstBot = records[0].lineup[0];

/** Per round: each team's points, and the bids (seat, action) before the first card. */
function rounds(record) {
  const chance = new SeededChance(record.seed);
  const state = game.setup(4, resolveOptions(game, { ...record.options }), chance);
  const out = [];
  let before = [0, 0];
  let bids = [];
  for (const recorded of record.actions) {
    if (game.isTerminal(state)) break;
    const round = state.round;
    if (state.player < 0) bids.push({ seat: game.currentPlayer(state), bid: recorded });
    game.apply(state, findLegal(game, game.legalActions(state), recorded), chance);
    if (state.round === round && !game.isTerminal(state)) continue;
    const totals = [state.t[T.totals], state.t[T.totals + 1]];
    out.push({ points: [totals[0] - before[0], totals[1] - before[1]], bids });
    before = totals;
    bids = [];
  }
  return out;
}

const kinds = new Map();
const count = (kind, d) => {
  const k = kinds.get(kind) ?? kinds.set(kind, { n: 0, sum: 0, squares: 0 }).get(kind);
  k.n++;
  k.sum += d;
  k.squares += d * d;
};
const deals = new Map();
for (const r of records) (deals.get(r.run.index >> 1) ?? deals.set(r.run.index >> 1, []).get(r.run.index >> 1)).push(r);
for (const tables of deals.values()) {
  if (tables.length !== 2) continue; // a deal still half played
  const [a, b] = tables.map(rounds);
  const team = tables.map((r) => (r.lineup[0] === firstBot ? 0 : 1));
  for (let r = 0; r < Math.min(a.length, b.length); r++) {
    const d = a[r].points[team[0]] - a[r].points[1 - team[0]] + b[r].points[team[1]] - b[r].points[1 - team[1]];
    count('every round', d);
    let k = 0;
    while (k < a[r].bids.length && a[r].bids[k].bid === b[r].bids[k].bid) k++;
    if (k === a[r].bids.length) {
      count('bidding alike: the card play', d);
      continue;
    }
    const seat = a[r].bids[k].seat;
    const [mine, theirs] = seat % 2 === team[0] ? [a[r].bids[k], b[r].bids[k]] : [b[r].bids[k], a[r].bids[k]];
    const circle = k < 4 ? 'first circle' : k < 8 ? 'second circle' : 'naming';
    const later = k < 8 ? `, ${3 - (k % 4)} to bid after` : '';
    count(`bidding differs: ${circle}${later}, first pair ${mine.bid}, second ${theirs.bid}`, d);
  }
}
console.log(`${deals.size} deals; first pair ${firstBot}; points over both tables of a round`);
for (const [kind, { n, sum, squares }] of [...kinds].sort(([x], [y]) => x.localeCompare(y))) {
  const mean = sum / n;
  const se = Math.sqrt(Math.max(0, squares / n - mean * mean) / Math.max(1, n - 1));
  console.log(`${kind.padEnd(76)} ${String(n).padStart(5)}  ${mean.toFixed(1).padStart(7)} (se ${se.toFixed(1)})`);
}
