// The viewer's pages in a real browser: Debian's chromium driven by playwright-core, as the
// report test drives it. Each game is stepped by keys and buttons and what the page shows is
// held against the record itself; the seat toggle, the index's sort, the report's links, the
// width of a 1,280 px window, no console error and no request but the page's own.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findGame } from '../../src/games/registry.js';
import type { GameRecord } from '../../src/sim/record.js';
import { tafel } from '../cli/tafel.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-viewer-'));
const RUNS = {
  klaverjassen: 'signal,heuristic,signal,heuristic',
  jacht: 'optimal,greedy',
  gesjaakt: 'random,random,random',
  jatten: 'random,random,random',
  fatima: 'random,random,random',
} as const;
type GameId = keyof typeof RUNS;
let browser: Browser;
const opened: { errors: string[]; fetched: string[] }[] = [];

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const [game, bots] of Object.entries(RUNS)) {
    const out = join(dir, game);
    // Klaverjassen's first game at seed 3 has rounds that went nat, for the report's links.
    // Gesjaakt's twelve, for an index whose scores have one digit and two.
    const games = { klaverjassen: '3', gesjaakt: '12' }[game] ?? '1';
    expect((await tafel('play', game, '--bots', bots, '--games', games, '--seed', '3', '--out', out)).code).toBe(0);
    expect((await tafel('view', out)).code).toBe(0);
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

const recordOf = (game: GameId, index = 0): GameRecord =>
  JSON.parse(readFileSync(join(dir, game, 'records.jsonl'), 'utf8').split('\n')[index]) as GameRecord;

/** Opens a page of the run's folder at 1,280 px, refusing every request but the file. */
async function open(path: string, ready = '#table[data-step]'): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const seen = { errors: [] as string[], fetched: [] as string[] };
  opened.push(seen);
  page.on('console', (m) => void (m.type() === 'error' && seen.errors.push(m.text())));
  page.on('pageerror', (e) => void seen.errors.push(e.message));
  const file = `file://${path}`;
  await page.route('**/*', (route) => {
    const url = route.request().url();
    // The page itself, and a link followed to another page of the run's folder.
    if (url.split('#')[0] === file || (route.request().isNavigationRequest() && url.startsWith(`file://${dir}/`))) {
      return route.continue();
    }
    seen.fetched.push(url);
    return route.abort();
  });
  await page.goto(file);
  await page.waitForSelector(ready);
  return page;
}

const gamePage = (game: GameId, index = 0) => open(join(dir, game, 'view', `game-${index}.html`));
const step = (page: Page) => page.$eval('#table', (t) => Number(t.getAttribute('data-step')));
const text = (page: Page, sel: string) => page.$eval(sel, (e) => e.textContent ?? '');

/** The decision line for record decision i (from 0), in the game's own words. */
function decisionLine(game: GameId, record: GameRecord, i: number, seat: number): string {
  return `seat ${seat} (${record.lineup[seat]}): ${findGame(game).describe(record.actions[i] as never)}`;
}

describe('tafel view in headless chromium', () => {
  it('Klaverjassen: stepping through the first round shows every card of the record where it was played', async () => {
    const record = recordOf('klaverjassen');
    const cards = (record.actions as string[]).filter((a) => /^[789TJQKA][CDHS]$/.test(a)).slice(0, 32);
    const page = await gamePage('klaverjassen');
    let played = 0;
    for (let i = 0; played < 32; i++) {
      await page.keyboard.press('ArrowRight');
      expect(await step(page)).toBe(i + 1);
      if (record.actions[i] !== cards[played]) continue;
      played++;
      // The card lies on the table or among the round's tricks, in no hand; the round's
      // tricks and the trick on the table hold every card played.
      const where = await page.$eval(`#table [data-card="${cards[played - 1]}"]`, (c) => c.closest('.box')!.className);
      if (played < 32) expect(where).toMatch(/trick/);
      if (played < 32) {
        const rows = await page.$$eval('.tricks tbody tr', (r) => r.length);
        const onTable = await page.$$eval('.trick [data-card]', (c) => c.length);
        expect(rows * 4 + onTable).toBe(played);
      }
      const hands = await page.$$eval('.hand [data-card]', (c) => c.length);
      expect(hands).toBe(played < 32 ? 32 - played : 32); // the next round is dealt with the last card
    }
    await page.close();
  });

  it('Klaverjassen: the seat toggle shows one seat’s hand and no card of the others’', async () => {
    const page = await gamePage('klaverjassen');
    await page.selectOption('#seat', '2'); // seat 1
    const hands = await page.$$eval('.hand', (all) => all.map((h) => h.querySelectorAll('[data-card]').length));
    expect(hands).toEqual([0, 8, 0, 0]);
    expect(await page.$$eval('.hand .back', (b) => b.length)).toBe(24);
    await page.selectOption('#seat', '0');
    expect(await page.$$eval('.hand [data-card]', (c) => c.length)).toBe(32);
    await page.close();
  });

  it('Klaverjassen: cards the signal conventions read are marked, each on a trick', async () => {
    const page = await gamePage('klaverjassen');
    let marked = 0;
    for (let i = 0; i < 300 && marked === 0; i++) {
      await page.keyboard.press('ArrowRight');
      marked = await page.$$eval('.tricks .mark-signal, .trick .mark-signal', (m) => m.length);
    }
    expect(marked).toBeGreaterThan(0);
    expect(await page.$$eval('.hand .mark-signal', (m) => m.length)).toBe(0);
    expect(await page.$eval('.mark-signal', (m) => m.getAttribute('title'))).toMatch(/^(opsein|afsein|spek): /);
    await page.close();
  });

  it('Jacht: the sheets at the end are the recorded scores; each decision has optimal’s advice', async () => {
    const record = recordOf('jacht');
    const page = await gamePage('jacht');
    await page.keyboard.press('ArrowRight');
    expect(await text(page, '#decision')).toBe(decisionLine('jacht', record, 0, 0));
    // Both models, each named: expected points, and the chance to win against optimal.
    expect(await text(page, '#advice')).toMatch(/^points: optimal .* · to win: optimal\(objective=win\) .*\d%/);
    expect(await text(page, '.note')).toContain('expected points');
    expect(await text(page, '.note')).toContain('chance to win');
    await page.keyboard.press('End');
    expect(await step(page)).toBe(record.actions.length);
    const totals = await page.$$eval('.total', (t) => t.map((x) => Number(x.textContent)));
    expect(totals).toEqual(record.result.scores);
    await page.close();
  });

  it('Gesjaakt, Jatten, Fatima: buttons and keys step forward, back, to the start and the end', async () => {
    for (const game of ['gesjaakt', 'jatten', 'fatima'] as const) {
      const record = recordOf(game);
      const page = await gamePage(game);
      expect(await text(page, '#decision')).toBe('the deal');
      await page.click('#forward');
      await page.keyboard.press('ArrowRight');
      expect(await step(page)).toBe(2);
      await page.click('#back');
      expect(await text(page, '#decision')).toMatch(/^seat \d \(random\): /);
      await page.click('#end');
      expect(await step(page)).toBe(record.actions.length);
      const last = record.actions.length - 1;
      expect(await text(page, '#decision')).toMatch(
        new RegExp(`: ${escapeRe(findGame(game).describe(record.actions[last] as never))}$`),
      );
      await page.keyboard.press('Home');
      expect(await step(page)).toBe(0);
      await page.keyboard.press('ArrowLeft'); // nothing before the deal
      expect(await step(page)).toBe(0);
      await page.close();
    }
  });

  it('the index sorts by an entrant’s score (as numbers) and by who won', async () => {
    const gesjaakt = await open(join(dir, 'gesjaakt', 'view', 'index.html'), '#games');
    const column = (page: Page, n: number) =>
      page.$$eval(`#games tbody tr`, (rows, n) => rows.map((r) => r.children[n].getAttribute('data-v')!), n);
    // Games 0 to 11: sorted as text, 10 would come before 2.
    await gesjaakt.click('th:has-text("game")');
    expect((await column(gesjaakt, 0)).map(Number)).toEqual([...Array(12).keys()]);
    await gesjaakt.click('th:has-text("random")');
    const up = (await column(gesjaakt, 1)).map(Number);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(new Set(up).size).toBeGreaterThan(1);
    await gesjaakt.click('th:has-text("random")');
    expect((await column(gesjaakt, 1)).map(Number)).toEqual([...up].reverse());
    await gesjaakt.close();
    const klaverjassen = await open(join(dir, 'klaverjassen', 'view', 'index.html'), '#games');
    await klaverjassen.click('th:has-text("won by")');
    const won = await column(klaverjassen, 3);
    expect(new Set(won).size).toBe(2);
    expect(won).toEqual([...won].sort((a, b) => a.localeCompare(b)));
    await klaverjassen.close();
  });

  it('a report’s links land on the game they name, a nat round at its step', async () => {
    const page = await open(join(dir, 'klaverjassen', 'report.html'), '#games');
    const links = await page.$$eval('#games a', (as) => as.map((a) => ({ href: a.getAttribute('href')!, text: a.textContent! })));
    const best = links.find((l) => l.text.startsWith('signal: best'))!;
    const nat = links.find((l) => / went nat$/.test(l.text))!;
    expect(nat).toBeDefined();
    await page.click(`a[href="${best.href}"]`);
    await page.waitForSelector('#table[data-step]');
    expect(await text(page, 'h1')).toBe(`game ${/game (\d+)\)$/.exec(best.text)![1]}`);
    await page.goBack();
    await page.click(`a[href="${nat.href}"]`);
    await page.waitForSelector('#table[data-step]');
    expect(await step(page)).toBe(Number(nat.href.split('#')[1]));
    const round = Number(/round (\d+):/.exec(nat.text)![1]);
    const rows = await page.$$eval('.history tbody tr', (r) => r.map((x) => x.textContent ?? ''));
    expect(rows).toHaveLength(round); // scored just now: the last row is this round
    expect(rows[round - 1]).toContain('nat');
    await page.close();
  });

  it('every page fits a 1,280 px window, fetched nothing and logged no error', async () => {
    for (const game of Object.keys(RUNS) as GameId[]) {
      const page = await gamePage(game);
      await page.keyboard.press('End');
      expect(await page.$eval('html', (h) => h.scrollWidth), game).toBeLessThanOrEqual(1280);
      await page.close();
    }
    for (const seen of opened) {
      expect(seen.errors).toEqual([]);
      expect(seen.fetched).toEqual([]);
    }
  });
});

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
