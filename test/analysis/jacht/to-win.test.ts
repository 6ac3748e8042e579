// `analyze jacht --to-win` in-process on a few deals: its tallies against the games walked
// again here, position by position, with the bots asked directly and the turn solved
// directly (solveWinTurn), and the shape of what it reports.
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveBot } from '../../../bots/registry.js';
import { SeededChance } from '../../../src/core/chance.js';
import type { AnyGame } from '../../../src/core/game.js';
import { seatContexts } from '../../../src/core/match.js';
import type { Decision, GameWalk } from '../../../src/analysis/jacht/duel.js';
import { DIFF_BUCKETS, ROWS_LEFT, rowsGroup } from '../../../src/analysis/jacht/flips.js';
import { type ToWinAnalysis, analyzeToWin } from '../../../src/analysis/jacht/to-win.js';
import { toWinHtml } from '../../../src/analysis/jacht/to-win-html.js';
import { toWinText } from '../../../src/analysis/jacht/to-win-report.js';
import { CURVE_WIDTH, coarseCurve } from '../../../src/analysis/jacht/win-curve.js';
import { type JachtAction, actionKey, isKeep, keepIndex } from '../../../src/games/jacht/actions.js';
import { CATEGORY_COUNT, CATEGORY_IDS, categoryIndex } from '../../../src/games/jacht/categories.js';
import { HAND_COUNT, HAND_START, MULTISET_FACES, handIndex } from '../../../src/games/jacht/dice.js';
import { SCORE } from '../../../src/games/jacht/score.js';
import { jacht } from '../../../src/games/jacht/index.js';
import { MAX_ROLLS, type JachtState } from '../../../src/games/jacht/state.js';
import { sharesAgainst } from '../../../src/games/jacht/solver/shares.js';
import { getDistributions, getSolution } from '../../../src/games/jacht/solver/solution.js';
import { sheetsOf } from '../../../src/games/jacht/solver/standing.js';
import { ROW_SPAN, type WinTurn, bestKeepOf, solveWinTurn } from '../../../src/games/jacht/solver/win-turn.js';

const DEALS = 12;
const game = jacht as unknown as AnyGame;
let analysis: ToWinAnalysis;
const walks: GameWalk[] = [];
let decisions: Decision[];

beforeAll(async () => {
  getSolution({ cacheDir: false });
  getDistributions({ cacheDir: false });
  analysis = await analyzeToWin({ deals: DEALS, seed: 5, onGame: (w) => walks.push(w) });
  decisions = walks.flatMap((w) => w.decisions);
}, 60_000);

/** The position of a recorded decision, as the match loop would show it to the seat. */
function observation(d: Decision): JachtState {
  const { standing } = d.turn;
  const seat = standing.seat;
  const sheet = new Int8Array(2 * CATEGORY_COUNT).fill(-1);
  return {
    players: 2,
    round: d.turn.round,
    seat,
    rollsUsed: MAX_ROLLS - d.rollsLeft,
    dice: Int8Array.from(MULTISET_FACES[HAND_START + d.hand]),
    filled: Uint16Array.from(standing.filled),
    sheet,
    totals: Int16Array.from(standing.totals),
  };
}

function ask(spec: string): (d: Decision) => JachtAction {
  const r = resolveBot('jacht', spec);
  const bot = r.definition.create(r.params, game);
  const contexts = seatContexts(2).contexts;
  return (d) => {
    const obs = observation(d);
    return bot.act(obs, jacht.legalActions(obs), contexts[obs.seat]) as JachtAction;
  };
}

const differ = (a: JachtAction, b: JachtAction) => actionKey(a) !== actionKey(b);
const diffBucket = (diff: number) => DIFF_BUCKETS.findIndex((b) => diff <= b.max);
const sideOf = (diff: number) => (diff < 0 ? 'behind' : diff > 0 ? 'ahead' : 'level');

/** A choice's win share read off the solved turn: a keep from the keep table of its rolls
 * left, a row from rowWin at the points the hand scores there. */
function valueIn(turn: WinTurn, d: Decision, action: JachtAction): number {
  if (isKeep(action)) return (d.rollsLeft === 2 ? turn.twoRolls : turn.lastRoll).win[keepIndex(action)];
  const c = categoryIndex(action.category);
  return turn.rowWin[c * ROW_SPAN + SCORE[c * HAND_COUNT + d.hand]];
}

describe('the games played', () => {
  it('every deal from both seats, the win-seeking bot once in each', () => {
    expect(analysis).toMatchObject({ deals: DEALS, requested: DEALS, complete: true, seed: 5 });
    expect(walks.map((w) => w.seat)).toEqual(Array.from({ length: 2 * DEALS }, (_, i) => i % 2));
    expect(analysis.result.games).toBe(2 * DEALS);
    for (const w of walks) {
      expect(w.turns.map((t) => t.rowsLeft)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
      expect([0, 0.5, 1]).toContain(w.winShare);
      expect(w.winShare).toBe(w.winScore > w.pointsScore ? 1 : w.winScore < w.pointsScore ? 0 : 0.5);
    }
    const share = walks.reduce((s, w) => s + w.winShare, 0) / walks.length;
    expect(analysis.result.winShare).toBeCloseTo(share, 12);
    expect(analysis.result.winShareCI[0]).toBeLessThan(share);
    expect(analysis.result.meanScore.win).toBeCloseTo(walks.reduce((s, w) => s + w.winScore, 0) / walks.length, 9);
  });

  it('the same dice reach a seat in both games of a deal, whoever sits there', () => {
    const options = jacht.options.parse({});
    for (let i = 0; i < walks.length; i += 2) {
      expect(walks[i + 1].seed).toBe(walks[i].seed);
      if (i > 0) expect(walks[i].seed).not.toBe(walks[i - 2].seed);
      const state = jacht.setup(2, options, new SeededChance(walks[i].seed));
      // Seat 0's first roll: the win-seeking bot's first hand in the deal's first game.
      expect(walks[i].decisions[0].hand).toBe(handIndex(state.dice));
      // Seat 1's first roll, whatever seat 0 wrote: its first hand in the second game.
      jacht.apply(state, { category: 'choice' }, new SeededChance(walks[i].seed));
      expect(walks[i + 1].decisions[0].hand).toBe(handIndex(state.dice));
    }
  });
});

describe('a deviation is counted only where the two choices differ', () => {
  it('optimal asked directly in each recorded position gives the recorded choice, and the same count', () => {
    const optimal = ask('optimal');
    const toWin = ask('optimal(objective=win)');
    let differing = 0;
    for (const d of decisions) {
      const p = optimal(d);
      expect(actionKey(p)).toBe(actionKey(d.points));
      expect(actionKey(toWin(d))).toBe(actionKey(d.win));
      if (differ(d.win, p)) differing++;
    }
    expect(differing).toBeGreaterThan(0);
    expect(analysis.decisions.disagreements).toBe(differing);
    expect(analysis.decisions.decisions).toBe(decisions.length);
    expect(analysis.decisions.keeps).toBe(decisions.filter((d) => isKeep(d.win)).length);
  });

  it('a flip of each type is what its name says', () => {
    const { byType } = analysis.decisions;
    const rows = decisions.filter((d) => differ(d.win, d.points) && !isKeep(d.win) && !isKeep(d.points)).length;
    const keeps = decisions.filter((d) => differ(d.win, d.points) && isKeep(d.win)).length;
    expect(byType).toEqual({ row: rows, keep: keeps, stop: analysis.decisions.disagreements - rows - keeps });
    for (const x of analysis.deviations) {
      if (x.type === 'row') expect(x.instead).not.toBe(x.row);
      if (x.type === 'stop') expect(x.instead).toBeNull();
    }
  });
});

describe('the gains are solveWinTurn’s values', () => {
  it('each choice valued by the turn solved directly, and the sums by kind', () => {
    const { dist } = getDistributions();
    const { values } = getSolution();
    let gain = 0;
    for (const d of decisions) {
      const { me, others } = sheetsOf(d.turn.standing);
      const base = Math.min(me.total, others[0].total);
      const turn = solveWinTurn(me, sharesAgainst(others, base, dist), dist, values);
      expect(d.turn.start).toBe(turn.start);
      expect(d.winValue).toBe(valueIn(turn, d, d.win));
      expect(d.pointsValue).toBe(valueIn(turn, d, d.points));
      // The bot chooses by the model: its choice never wins less (but for the points' tie-break).
      expect(d.winValue - d.pointsValue).toBeGreaterThan(-1e-6);
      if (differ(d.win, d.points)) gain += d.winValue - d.pointsValue;
    }
    const games = 2 * DEALS;
    expect(gain).toBeGreaterThan(0);
    expect(analysis.decisions.gain).toBeCloseTo(gain / games, 12);
  });

  it('the chosen keep is worth the best keep of the hand, the chosen row the best row', () => {
    const { dist } = getDistributions();
    let keeps = 0;
    let rows = 0;
    for (const d of decisions.slice(0, 200)) {
      const { me, others } = sheetsOf(d.turn.standing);
      const turn = solveWinTurn(me, sharesAgainst(others, Math.min(me.total, others[0].total), dist), dist, getSolution().values);
      if (isKeep(d.win)) {
        const table = d.rollsLeft === 2 ? turn.twoRolls : turn.lastRoll;
        expect(d.winValue).toBe(table.win[bestKeepOf(table, d.hand)]);
        keeps++;
      } else {
        expect(d.winValue).toBe(turn.score.win[d.hand]);
        rows++;
      }
    }
    expect(keeps).toBeGreaterThan(0);
    expect(rows).toBeGreaterThan(0);
  });
});

describe('the tallies add up', () => {
  it('situations, types and kinds each sum to the whole', () => {
    const a = analysis;
    const sum = <T>(xs: readonly T[], f: (x: T) => number) => xs.reduce((s, x) => s + f(x), 0);
    expect(a.situations).toHaveLength(DIFF_BUCKETS.length * ROWS_LEFT.length);
    expect(sum(a.situations, (s) => s.decisions)).toBe(a.decisions.decisions);
    expect(sum(a.situations, (s) => s.disagreements)).toBe(a.decisions.disagreements);
    expect(sum(a.situations, (s) => s.gain)).toBeCloseTo(a.decisions.gain, 12);
    expect(sum(a.deviations, (x) => x.count)).toBe(a.decisions.disagreements);
    expect(sum(a.deviations, (x) => x.gain)).toBeCloseTo(a.decisions.gain, 12);
    const t = a.decisions.gainByType;
    expect(t.row + t.keep + t.stop).toBeCloseTo(a.decisions.gain, 12);
    expect(a.decisions.keeps + a.decisions.rows).toBe(a.decisions.decisions);
    // Each game writes twelve rows.
    expect(a.decisions.rows).toBe(12 * a.result.games);
  });

  it('each situation counts the decisions of its score difference and rows left', () => {
    for (const s of analysis.situations) {
      const i = DIFF_BUCKETS.findIndex((b) => b.label === s.diff);
      const j = ROWS_LEFT.findIndex((g) => g.label === s.rowsLeft);
      const here = decisions.filter((d) => diffBucket(d.turn.diff) === i && rowsGroup(d.turn.rowsLeft) === j);
      expect(s.decisions).toBe(here.length);
      expect(s.disagreements).toBe(here.filter((d) => differ(d.win, d.points)).length);
      if (s.decisions) expect(s.rate).toBeCloseTo(s.disagreements / s.decisions, 12);
    }
  });

  it('each kind counts its side, its rows and the row its turn ended in', () => {
    for (const x of analysis.deviations) {
      const here = decisions.filter(
        (d) =>
          differ(d.win, d.points) &&
          sideOf(d.turn.diff) === x.side &&
          CATEGORY_IDS[d.endRow] === x.row &&
          (isKeep(d.points) ? x.instead === null : x.instead === d.points.category) &&
          (isKeep(d.win) ? x.type === 'keep' : x.type !== 'keep'),
      );
      expect(here.length, `${x.side} ${x.type} ${x.row} ${x.instead}`).toBe(x.count);
    }
  });
});

describe('the win chance over the score difference', () => {
  it('one series per rows-left group, buckets of 5 in order, every turn start counted once', () => {
    const pts = analysis.curve.points;
    expect(analysis.curve.width).toBe(CURVE_WIDTH);
    const groups = [...new Set(pts.map((p) => p.rowsLeft))];
    expect(groups).toEqual(ROWS_LEFT.map((g) => g.label));
    const perGame = [4, 4, 3, 1]; // 12–9, 8–5, 4–2, 1
    groups.forEach((g, i) => {
      const series = pts.filter((p) => p.rowsLeft === g);
      for (let k = 1; k < series.length; k++) expect(series[k].from).toBeGreaterThan(series[k - 1].from);
      expect(series.reduce((s, p) => s + p.turns, 0)).toBe(perGame[i] * analysis.result.games);
    });
    const turns = walks.flatMap((w) => w.turns.map((t) => ({ t, outcome: w.winShare })));
    for (const p of pts) {
      expect(p.to - p.from).toBe(5);
      const here = turns.filter(
        ({ t }) => t.diff >= p.from && t.diff < p.to && ROWS_LEFT[rowsGroup(t.rowsLeft)].label === p.rowsLeft,
      );
      expect(here.length).toBe(p.turns);
      expect(p.model).toBeCloseTo(here.reduce((s, x) => s + x.t.start, 0) / here.length, 12);
      expect(p.actual).toBeCloseTo(here.reduce((s, x) => s + x.outcome, 0) / here.length, 12);
    }
    // At the first turn of seat 0 the two stand level: the model's chance is near even.
    const first = pts.find((p) => p.rowsLeft === '12–9' && p.from === 0)!;
    expect(first.model).toBeGreaterThan(0.4);
    expect(first.model).toBeLessThan(0.7);
  });

  it('the terminal table keeps every turn in coarser buckets', () => {
    const rows = coarseCurve(analysis.curve.points);
    const total = rows.reduce((s, r) => s + r.cells.reduce((c, x) => c + (x?.turns ?? 0), 0), 0);
    expect(total).toBe(12 * analysis.result.games);
  });

  it('the chart: a line and points per group, rendered to SVG in the page', async () => {
    const html = await toWinHtml(analysis);
    expect(html).toMatch(/<svg/);
    // One line per rows-left group, one point per bucket.
    expect(html.split('aria-roledescription="line mark"').length - 1).toBe(ROWS_LEFT.length);
    expect(html.split('aria-roledescription="point"').length - 1).toBe(analysis.curve.points.length);
    expect(html).toContain('Win chance of optimal(objective=win) over the score difference');
    expect(html).toContain('the model (lines, against optimal for points)');
    expect(html).toContain("the model's win chances assume the opponent plays optimal for points");
    expect(html).toContain('behind &#62;30'); // escaped
  }, 30_000);
});

describe('the report', () => {
  it('text: the result, the counts, the situations, the kinds and the curve', () => {
    const text = toWinText(analysis);
    expect(text).toMatch(/^jacht: optimal\(objective=win\) against optimal, 12 deals, each from both seats \(24 games\), seed 5/);
    expect(text).toContain(`decisions: ${analysis.decisions.decisions.toLocaleString('en-US')}`);
    expect(text).toMatch(/by situation/);
    expect(text).toMatch(/win chance at the turn start by score difference: the model's \(against optimal for points\)/);
    expect(text).toContain(
      "the model's win chances (here and below) assume the opponent plays optimal for points and value the bot's later turns as optimal plays them",
    );
    expect(text).not.toMatch(/[−-]0\.0+%/);
    const one = toWinText({ ...analysis, deals: 1, requested: 1, result: { ...analysis.result, games: 2 } });
    expect(one).toMatch(/^jacht: optimal\(objective=win\) against optimal, 1 deal, each from both seats \(2 games\)/);
    expect(text).toMatch(/(behind|ahead|level): optimal\(objective=win\)/);
  });

  it('JSON: the fields documented, numbers where numbers are due', () => {
    const json = JSON.parse(JSON.stringify(analysis));
    expect(Object.keys(json)).toEqual([
      'game',
      'mode',
      'bots',
      'model',
      'deals',
      'requested',
      'complete',
      'seed',
      'result',
      'decisions',
      'situations',
      'deviations',
      'curve',
    ]);
    expect(json.bots).toEqual({ win: 'optimal(objective=win)', points: 'optimal' });
    expect(json.model).toEqual({ opponents: 'optimal', laterTurns: 'optimal' });
    expect(Object.keys(json.result)).toEqual(['games', 'winShare', 'winShareCI', 'meanScore']);
    expect(json.result.winShareCI).toHaveLength(2);
    expect(Object.keys(json.decisions)).toEqual(['decisions', 'keeps', 'rows', 'disagreements', 'byType', 'gain', 'gainByType']);
    expect(Object.keys(json.situations[0])).toEqual(['diff', 'rowsLeft', 'decisions', 'disagreements', 'rate', 'gain']);
    expect(Object.keys(json.deviations[0])).toEqual([
      'side',
      'type',
      'row',
      'instead',
      'count',
      'meanScore',
      'meanInsteadScore',
      'gain',
      'meanGain',
    ]);
    expect(Object.keys(json.curve.points[0])).toEqual(['rowsLeft', 'from', 'to', 'turns', 'model', 'actual']);
  });
});

describe('determinism and stopping', () => {
  it('the same seed gives the same analysis; another seed another', async () => {
    const again = await analyzeToWin({ deals: 4, seed: 5 });
    const once = await analyzeToWin({ deals: 4, seed: 5 });
    expect(again).toEqual(once);
    const other = await analyzeToWin({ deals: 4, seed: 6 });
    expect(other.curve).not.toEqual(once.curve);
  }, 60_000);

  it('a stop keeps the deals done, each from both seats', async () => {
    const stop = new AbortController();
    const a = await analyzeToWin({ deals: 1e9, seed: 5, signal: stop.signal, onProgress: () => stop.abort() });
    expect(a).toMatchObject({ complete: false, requested: 1e9, deals: 8 });
    expect(a.result.games).toBe(16);
    expect(a.decisions.rows).toBe(12 * 16);
  }, 60_000);
});
