// Where a duplicate Klaverjassen run's points go, round by round (issue 39). Each deal is
// played at two tables with the pairs' seats swapped, so a round's two tables give the same
// hands to both pairs. A round whose bidding went alike at both (the same bids in the same
// order) differs only by the card play; one whose bidding differed is put down to the first
// bid that differed, made on the same hand from the same seat by the two pairs' bots.
// Printed: per kind of round, how many, and the first pair's points minus the second's over
// both tables (the run's figure a round is half that), mean and standard error.
//
//   npm run build && node dist/bench/where-points.js FOLDER
//
// FOLDER is a finished or running duplicate run: a tournament's (games.jsonl) or a `play
// --out` folder (records.jsonl). A deal whose second table is not yet written is left out.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Action } from '../src/core/game.js';
import { findGame, resolveOptions } from '../src/games/registry.js';
import { T, type KlaverjasState } from '../src/games/klaverjassen/state.js';
import { RecordWalk, haltInWords } from '../src/records/record-walk.js';
import type { GameRecord } from '../src/sim/record.js';

const game = findGame('klaverjassen');

/** One round of a game: each team's points, and the bids (seat, action) before its first card. */
interface RoundPlayed {
  readonly points: readonly [number, number];
  readonly bids: readonly { readonly seat: number; readonly bid: Action }[];
}

/** The record's rounds, replayed from its seed. */
export function roundsOf(record: GameRecord): RoundPlayed[] {
  const walk = new RecordWalk<KlaverjasState>(game, resolveOptions(game, { ...record.options }), record);
  const { state } = walk;
  const out: RoundPlayed[] = [];
  let before = [0, 0];
  let bids: { seat: number; bid: Action }[] = [];
  // No trump yet (player < 0): a bid or the naming of a suit.
  const isBid = (): { round: number; bidding: boolean } => ({ round: state.round, bidding: state.player < 0 });
  for (const { seat, action, before: was } of walk.decisions(isBid)) {
    if (was.bidding) bids.push({ seat, bid: action });
    if (state.round === was.round && !game.isTerminal(state)) continue;
    const totals = [state.t[T.totals], state.t[T.totals + 1]];
    out.push({ points: [totals[0] - before[0], totals[1] - before[1]], bids });
    before = totals;
    bids = [];
  }
  if (walk.halt?.seat !== undefined) throw new Error(`game ${record.seed}: ${haltInWords(walk.halt)}`);
  return out;
}

/** A kind of round: how many, and the first pair's points less the second's over both tables. */
interface Kind {
  readonly kind: string;
  readonly rounds: number;
  readonly mean: number;
  readonly se: number;
}

/** The kinds of round of a duplicate run's records (two tables a deal, `run.index` 2d and
 * 2d + 1), `every round` first; the first pair is the first record's first seat's bot. */
export function whereThePointsGo(records: readonly GameRecord[]): { firstPair: string; deals: number; kinds: Kind[] } {
  const firstPair = records[0].lineup[0];
  const sums = new Map<string, { n: number; sum: number; squares: number }>();
  const count = (kind: string, d: number): void => {
    const k = sums.get(kind) ?? sums.set(kind, { n: 0, sum: 0, squares: 0 }).get(kind)!;
    k.n++;
    k.sum += d;
    k.squares += d * d;
  };
  const tablesOf = new Map<number, GameRecord[]>();
  for (const r of records) {
    const deal = (r.run?.index ?? 0) >> 1;
    (tablesOf.get(deal) ?? tablesOf.set(deal, []).get(deal)!).push(r);
  }
  let deals = 0;
  for (const tables of tablesOf.values()) {
    if (tables.length !== 2) continue;
    deals++;
    const [a, b] = tables.map(roundsOf);
    // The first pair's team (0: seats 0 and 2) at each table.
    const team = tables.map((r) => (r.lineup[0] === firstPair ? 0 : 1));
    for (let r = 0; r < Math.min(a.length, b.length); r++) {
      const d = a[r].points[team[0]] - a[r].points[1 - team[0]] + b[r].points[team[1]] - b[r].points[1 - team[1]];
      count('every round', d);
      let k = 0;
      while (k < a[r].bids.length && k < b[r].bids.length && a[r].bids[k].bid === b[r].bids[k].bid) k++;
      if (k === a[r].bids.length && k === b[r].bids.length) {
        count('bidding alike: the card play', d);
        continue;
      }
      const seat = a[r].bids[k].seat;
      const [mine, theirs] = seat % 2 === team[0] ? [a[r].bids[k], b[r].bids[k]] : [b[r].bids[k], a[r].bids[k]];
      const circle = k < 4 ? 'first circle' : k < 8 ? 'second circle' : 'naming';
      const later = k < 8 ? `, ${3 - (k % 4)} to bid after` : '';
      count(`bidding differs: ${circle}${later}, first pair ${String(mine.bid)}, second ${String(theirs.bid)}`, d);
    }
  }
  const kinds = [...sums].map(([kind, { n, sum, squares }]) => {
    const mean = sum / n;
    return { kind, rounds: n, mean, se: Math.sqrt(Math.max(0, squares / n - mean * mean) / Math.max(1, n - 1)) };
  });
  kinds.sort((x, y) => (x.kind === 'every round' ? -1 : y.kind === 'every round' ? 1 : x.kind.localeCompare(y.kind)));
  return { firstPair, deals, kinds };
}

/** The kinds as printed lines. */
function whereTable({ firstPair, deals, kinds }: ReturnType<typeof whereThePointsGo>): string {
  const lines = [`${deals} deals; first pair ${firstPair}; points over both tables of a round`];
  for (const k of kinds) {
    const figure = `${k.mean.toFixed(1).padStart(7)} (se ${k.se.toFixed(1)})`;
    lines.push(`${k.kind.padEnd(76)} ${String(k.rounds).padStart(5)}  ${figure}`);
  }
  return lines.join('\n');
}

function main(args: readonly string[]): void {
  const folder = args[0];
  const file = ['games.jsonl', 'records.jsonl'].map((f) => join(folder ?? '', f)).find(existsSync);
  if (!folder || !file) {
    console.error(
      `where-points: ${folder ? `${folder} holds neither games.jsonl nor records.jsonl` : 'no folder given'}: give a duplicate Klaverjassen run's folder`,
    );
    process.exit(2);
  }
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
  console.log(whereTable(whereThePointsGo(lines.map((l) => JSON.parse(l) as GameRecord))));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
