// report.html in a real browser: Debian's chromium driven by playwright-core (nothing is
// downloaded; npm's pretest installs the package when it is missing). Every chart must
// have rendered, nothing may be fetched, no console error may occur, and a screenshot is
// kept in test-artifacts/.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tournamentHtml } from '../../src/report/html.js';
import { sweepHtml } from '../../src/sweep/html.js';
import { runTournament } from '../../src/tournament/run.js';
import { resolveTournament } from '../../src/tournament/load.js';
import { runSweep } from '../../src/sweep/run.js';
import { SMALL_POOL, smallTournament } from '../helpers.js';

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
async function open(name: string, html: string) {
  const path = join(dir, `${name}.html`);
  writeFileSync(path, html);
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
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
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
  await page.close();
  return { figures, errors, fetched };
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
    const { figures, errors, fetched } = await open('tournament-report', html);
    expect(errors).toEqual([]);
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
});
