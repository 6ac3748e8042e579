// report.html in a real browser: Debian's chromium driven by playwright-core (nothing is
// downloaded; npm's pretest installs the package when it is missing). Every chart must
// have rendered, nothing may be fetched, no console error may occur, and a screenshot is
// kept in test-artifacts/.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tournamentHtml } from '../../src/report/html.js';
import { sweepHtml } from '../../src/sweep/html.js';
import { runTournament } from '../../src/tournament/run.js';
import { resolveTournament } from '../../src/tournament/load.js';
import { runSweep } from '../../src/sweep/run.js';
import { tuneHtml } from '../../src/tune/html.js';
import { runTune } from '../../src/tune/run.js';
import { SMALL_POOL, smallTournament } from '../helpers.js';
import { tafel } from '../cli/tafel.js';

const ARTIFACTS = join(import.meta.dirname, '..', '..', 'test-artifacts');
const dir = mkdtempSync(join(tmpdir(), 'tafel-report-'));
let browser: Awaited<ReturnType<typeof chromium.launch>>;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
});
afterAll(async () => {
  await browser?.close();
});

/** Opens `html` as a file; returns the figures' rendered marks, the console errors and
 * every request other than the page itself. */
async function open(name: string, html: string, at?: string) {
  const path = at ?? join(dir, `${name}.html`);
  if (!at) writeFileSync(path, html);
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  const fetched: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  page.on('pageerror', (e) => void errors.push(e.message));
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url === `file://${path}`) return route.continue();
    fetched.push(url);
    return route.abort();
  });
  await page.goto(`file://${path}`);
  const figures = await page.$$eval('figure.chart', (all) =>
    all.map((f) => {
      const svg = f.querySelector('svg');
      const box = svg?.getBoundingClientRect();
      return {
        title: f.querySelector('figcaption')?.textContent ?? '',
        width: box?.width ?? 0,
        height: box?.height ?? 0,
        // Drawn data: the items of every mark group that is not an axis, legend or title.
        marks: svg
          ? [...svg.querySelectorAll('g.role-mark')]
              .filter((g) => !g.closest('.role-axis, .role-legend, .role-title') && !g.classList.contains('mark-group'))
              .reduce((n, g) => n + g.querySelectorAll('path, circle, text, line').length, 0)
          : 0,
        text: svg?.textContent ?? '',
      };
    }),
  );
  const layout = await page.$eval('html', (html) => ({
    width: html.scrollWidth,
    // Intervals in cells that run over more than one line (an interval must not wrap; a
    // figure above its interval, split by a <br>, is two lines by design).
    wrapped: [...html.querySelectorAll('td')]
      .flatMap((td) => [...td.childNodes].filter((n) => n.nodeType === 3 /* text */ && n.textContent?.includes('–')))
      .filter((text) => {
        const range = text.ownerDocument!.createRange();
        range.selectNodeContents(text);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
      })
      .map((text) => text.textContent),
    // Every in-page link lands on an element of the page.
    dangling: [...html.querySelectorAll('a[href^="#"]')]
      .map((a) => a.getAttribute('href')!.slice(1))
      .filter((id) => !html.ownerDocument.getElementById(id)),
    contents: html.querySelectorAll('nav.contents a').length,
    // The headings of tables drawn wider than zero: each shown, not only written.
    tables: [...html.querySelectorAll('h3')]
      .filter((h) => (h.nextElementSibling?.nextElementSibling?.getBoundingClientRect().width ?? 0) > 300)
      .map((h) => h.textContent),
  }));
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
  await page.close();
  return { figures, errors, fetched, layout };
}

describe('report.html in headless chromium', () => {
  it('a tournament: standings, win rates, histograms, the heat map and ratings all render, offline', async () => {
    // A label with markup in it, to see it shown as text.
    const entrants = [{ ...SMALL_POOL[0], label: 'tight <b>' }, ...SMALL_POOL.slice(1)];
    const t = resolveTournament(
      smallTournament({ name: 'report', seed: 4, entrants, stop: { rule: 'fixed', games: 120 } }),
      'report.json',
    );
    const html = await tournamentHtml(await runTournament(t, { workers: 1 }));
    expect(html).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)/); // nothing to run, nothing to fetch
    const { figures, errors, fetched, layout } = await open('tournament-report', html);
    expect(errors).toEqual([]);
    expect(layout.width).toBeLessThanOrEqual(1280);
    expect(layout.wrapped).toEqual([]);
    expect(layout.dangling).toEqual([]);
    expect(fetched).toEqual([]);
    expect(figures.map((f) => f.title.split(':')[0].split(' (')[0])).toEqual([
      'Standings',
      'Win rate with its 95% Wilson interval',
      'Score distributions',
      'Head to head',
      'Ratings',
    ]);
    for (const f of figures) {
      expect(f.width, f.title).toBeGreaterThan(100);
      expect(f.height, f.title).toBeGreaterThan(50);
      expect(f.marks, f.title).toBeGreaterThanOrEqual(4); // at least one per entrant
      expect(f.text, f.title).toContain('standard'); // the entrants are on every chart
    }
    expect(figures[0].text).toContain('tight <b>'); // a label is text, not markup
    // Each head-to-head cell says how many games it rests on.
    const cells = [...figures[3].text.matchAll(/(\d+) games/g)].map((m) => Number(m[1]));
    expect(cells.length).toBeGreaterThanOrEqual(12);
    expect(cells.every((n) => n > 0)).toBe(true);
  });

  it('a tune: every checked point’s label shown whole, the page within 1,280 px', async () => {
    const r = await runTune({
      game: 'jatten',
      bot: 'threshold(risk=0.1..0.7:0.1,maxCards=2..5,victim=fullest|leader)',
      vs: 'greedy,greedy',
      budget: 2880,
      seed: 4,
      check: 60,
      workers: 1,
    });
    const { figures, errors, fetched, layout } = await open('tune-report', await tuneHtml(r));
    expect(errors).toEqual([]);
    expect(fetched).toEqual([]);
    expect(layout.width).toBeLessThanOrEqual(1280);
    expect(layout.wrapped).toEqual([]);
    const checked = figures.find((f) => f.title.startsWith('Checked on fresh deals'))!;
    const labels = [r.pick, ...r.runnersUp, ...r.references].filter((p) => p.check).map((p) => p.label);
    expect(labels.length).toBeGreaterThan(1);
    for (const label of labels) expect(checked.text).toContain(label);
    expect(checked.text).not.toContain('…');
    expect(checked.width).toBeLessThanOrEqual(1100);
  });

  it('a sweep: the response curve over one parameter and the surface over two', async () => {
    const cases = [
      [
        'sweep-curve',
        'gesjaakt',
        'greedy(threshold=0..12:4)',
        'greedy,greedy',
        /^Response curve: win rate of greedy by threshold/,
      ],
      [
        'sweep-surface',
        'jatten',
        'threshold(risk=0.2|0.5,maxCards=2|3)',
        'greedy',
        /^Response surface: win rate by risk and maxCards/,
      ],
    ] as const;
    for (const [name, game, bot, vs, title] of cases) {
      const result = await runSweep({ game, bot, vs, games: 40, seed: 1, workers: 1 });
      const { figures, errors, fetched } = await open(name, await sweepHtml(result));
      expect(errors).toEqual([]);
      expect(fetched).toEqual([]);
      expect(figures).toHaveLength(1);
      expect(figures[0].title).toMatch(title);
      expect(figures[0].marks).toBeGreaterThan(3);
    }
  });

  it('a match on duplicate deals: its game figures and paired differences within 1,280 px, no interval wrapped', async () => {
    const match = { game: 'klaverjassen', bots: ['heuristic', 'random', 'heuristic', 'random'], games: 8, seating: 'duplicate' };
    const t = resolveTournament({ name: 'duplicate report', seed: 2, matches: [match] }, 'duplicate.json');
    const { errors, fetched, layout } = await open(
      'duplicate-report',
      await tournamentHtml(await runTournament(t, { workers: 1 })),
    );
    expect([errors, fetched]).toEqual([[], []]);
    expect(layout.width).toBeLessThanOrEqual(1280);
    expect(layout.wrapped).toEqual([]);
    expect(layout.tables).toContain('Paired on duplicate deals');
    expect(layout.tables).toContain('Game figures');
  });

  it('a compare: both charts, the deals that moved most, and a link that opens its game in its run', async () => {
    const play = async (name: string, bots: string) => {
      const out = join(dir, name);
      const args = ['--bots', bots, '--seating', 'duplicate', '--games', '20', '--seed', '8', '--workers', '1'];
      expect((await tafel('play', 'jacht', ...args, '--out', out)).code).toBe(0);
      return out;
    };
    const [a, b] = [await play('cmp-a', 'greedy,random'), await play('cmp-b', 'greedy(lookahead=0),random')];
    const out = join(dir, 'cmp');
    expect((await tafel('compare', a, b, '--out', out)).code).toBe(0);
    const report = join(out, 'report.html');
    const { figures, errors, fetched, layout } = await open('compare', readFileSync(report, 'utf8'), report);
    expect(errors).toEqual([]);
    expect(fetched).toEqual([]);
    expect(layout.width).toBeLessThanOrEqual(1280);
    expect(figures.map((f) => f.marks > 0)).toEqual([true, true]);
    // The first game of the deal where B did best opens in B's viewer, at its first step.
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => void pageErrors.push(e.message));
    await page.goto(`file://${report}`);
    const link = page.locator('#swings table').first().locator('td:nth-child(4) a').first();
    const game = (await link.textContent())!;
    await link.click();
    await page.waitForURL(/cmp-b\/view\/game-\d+\.html/);
    expect(await page.title()).toMatch(new RegExp(`${game}$`));
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
