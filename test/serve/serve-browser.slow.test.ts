// tafel serve in a real browser: Debian's chromium driven by playwright-core plays the
// person's seat by clicking, as a person would. Every answer the page receives and the
// page itself at every turn are checked against what the seat may see, worked out from
// the record afterwards with the game's own code; the records replay.
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../../src/records/replay.js';
import type { GameRecord } from '../../src/sim/record.js';
import { tafel } from '../cli/tafel.js';
import { cardsIn, seatTurns } from './seat-views.js';
import { ask, startServe } from './serving.js';

const ARTIFACTS = join(import.meta.dirname, '..', '..', 'test-artifacts');
const dir = mkdtempSync(join(tmpdir(), 'tafel-serve-'));
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
});
afterAll(async () => {
  await browser?.close();
});

/** A state answer as the page receives it. */
interface StateBody {
  phase: string;
  turn: number;
  number: number;
  view: unknown;
  legal: string[];
}

const STATE_KEYS = ['drawing', 'legal', 'number', 'phase', 'problem', 'result', 'seed', 'totals', 'turn', 'version', 'view'];

/** Opens the page, keeping every answer it receives (text and all). */
async function openPage(url: string) {
  const page = await browser.newPage();
  const answers: Promise<{ url: string; text: string } | undefined>[] = [];
  const errors: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  page.on('pageerror', (e) => void errors.push(e.message));
  // Each answer once its body has arrived whole (a poll the server never answered, as it
  // ended, has none).
  page.on('requestfinished', (request) => {
    answers.push(
      request.response().then(
        async (r) => (r ? { url: r.url(), text: await r.text() } : undefined),
        () => undefined,
      ),
    );
  });
  await page.goto(url);
  const received = async () => (await Promise.all(answers)).filter((a) => a !== undefined);
  return { page, received, errors };
}

interface Clicked {
  /** The page at each turn, from 1. */
  readonly pages: string[];
  /** The words of the button clicked at each turn. */
  readonly clicked: string[];
}

/** Plays the page's game to its end by clicking, button `turn mod n` at each turn. */
async function playGame(page: Page, firstTurn: number, screenshot?: string): Promise<Clicked> {
  const pages: string[] = [];
  const clicked: string[] = [];
  for (let turn = firstTurn; ; turn++) {
    await page.waitForSelector(`body[data-phase="turn"][data-turn="${turn}"], body[data-phase="over"], body[data-phase="ended"]`);
    // One look at the page: where the game stands, what it shows, the choices offered.
    const seen = await page.$eval('body', (body) => ({
      phase: body.getAttribute('data-phase'),
      html: [...body.children]
        .filter((e) => e.tagName !== 'SCRIPT')
        .map((e) => e.outerHTML)
        .join('\n'),
      choices: [...body.querySelectorAll('button.choice')].map((b) => b.textContent ?? ''),
    }));
    if (seen.phase !== 'turn') return { pages, clicked };
    pages.push(seen.html);
    // A picture of the fifth turn is kept in test-artifacts/, to look at.
    if (screenshot && turn === firstTurn + 4) {
      mkdirSync(ARTIFACTS, { recursive: true });
      await page.screenshot({ path: join(ARTIFACTS, `${screenshot}.png`), fullPage: true });
    }
    const pick = turn % seen.choices.length;
    clicked.push(seen.choices[pick]);
    await page.click(`button.choice[data-choice="${pick}"]`);
  }
}

function recordsOf(folder: string): GameRecord[] {
  return readFileSync(join(folder, 'records.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as GameRecord);
}

/** Every state answer holds exactly the state's fields, and the seat's view in it is the
 * one a bot in the seat got at that turn (or at the end); at turn k no answer and no page
 * holds a card another seat held hidden at turn k. */
function checkSeen(
  bodies: readonly { url: string; text: string }[],
  pages: readonly string[],
  turns: ReturnType<typeof seatTurns>['turns'],
  end: unknown,
  /** The session's number of the game's first turn. */
  first = 1,
) {
  let states = 0;
  for (const { url, text } of bodies) {
    if (!url.includes('/state')) {
      expect(cardsIn(text).filter((c) => turns[0].hidden.has(c))).toEqual([]);
      continue;
    }
    const body = JSON.parse(text) as StateBody;
    expect(Object.keys(body).sort()).toEqual(STATE_KEYS);
    states++;
    if (body.view === null) {
      expect(body.phase).toBe('play'); // dealing: nothing shown yet
    } else if (body.phase === 'over' || body.phase === 'ended') {
      expect(body.view).toEqual(end);
    } else {
      const at = turns[body.turn - first];
      expect(body.view).toEqual(at.view);
      expect(cardsIn(text).filter((c) => at.hidden.has(c))).toEqual([]);
    }
  }
  expect(states).toBeGreaterThan(turns.length);
  pages.forEach((html, k) => expect(cardsIn(html).filter((c) => turns[k].hidden.has(c))).toEqual([]));
}

describe('tafel serve in headless chromium', () => {
  // Some sixty clicks, each a round trip through the page, its server and the table's thread.
  it(
    'a person plays two whole Gesjaakt games by clicking, sees its seat only, and the session keeps the score',
    { timeout: 120_000 },
    async () => {
      const out = join(dir, 'gesjaakt');
      const served = await startServe('gesjaakt', '--bots', 'greedy,person,greedy', '--seed', '7', '--out', out);
      const { page, received, errors } = await openPage(served.url);
      const first = await playGame(page, 1);
      await page.waitForSelector('body[data-phase="over"]');
      await page.click('button.next');
      await page.waitForSelector('body[data-number="2"]');
      const second = await playGame(page, first.clicked.length + 1);
      await page.waitForSelector('body[data-phase="over"]');
      const score = await page.locator('tr.you').textContent();
      await page.click('button.end');
      await page.waitForSelector('body[data-phase="ended"]');
      const ended = await served.ended;
      expect(ended.code).toBe(0);
      expect(ended.err).toMatch(/^2 games recorded in /m);

      const records = recordsOf(out);
      expect(records.map((r) => [r.run?.seed, r.run?.index, r.lineup])).toEqual([
        [7, 0, ['greedy', 'person', 'greedy']],
        [8, 0, ['greedy', 'person', 'greedy']],
      ]);
      const bodies = await received();
      let games = [first, second];
      records.forEach((record, g) => {
        const { turns, end } = seatTurns(record, 1);
        // The button clicked at each turn is the decision the record holds.
        expect(games[g].clicked).toEqual(turns.map((t) => t.chose));
        const own = bodies.filter((b) => !b.url.includes('/state') || (JSON.parse(b.text) as StateBody).number === g + 1);
        checkSeen(own, games[g].pages, turns, end, g === 0 ? 1 : first.clicked.length + 1);
        expect(replay(record).mismatch).toBeUndefined();
      });
      games = [];
      // The running score: the person's summed scores and wins over both games.
      const total = records[0].result.scores[1] + records[1].result.scores[1];
      const wins = records[0].result.wins[1] + records[1].result.wins[1];
      expect(score).toBe(`1 you${records[1].result.scores[1]}${total}${Math.round(wins * 100) / 100}`);
      expect(errors).toEqual([]);
      const replayed = await tafel('replay', out);
      expect(replayed.code).toBe(0);
      expect(replayed.out).toMatch(/^2 of 2 records replay exactly$/m);
      await page.close();
    },
  );

  it('a person plays a Klaverjassen round as seat 2, and no answer or page ever holds a card of another hand', async () => {
    const out = join(dir, 'klaverjassen');
    const ranks = ['7', '8', '9', 'T', 'J', 'Q', 'K', 'A'];
    // Each seat two ranks of every suit: the test knows every hand from the record.
    const hands = [0, 1, 2, 3].map((s) =>
      ['C', 'D', 'H', 'S'].flatMap((suit) => [ranks[(2 * s + 3) % 8], ranks[(2 * s + 4) % 8]].map((r) => r + suit)),
    );
    const deal = JSON.stringify({ dealer: 1, hands, trumps: ['H', 'S'] });
    const served = await startServe(
      'klaverjassen',
      '--bots',
      'heuristic,signal,heuristic',
      '--seat',
      '2',
      '--option',
      `deal=${deal}`,
      '--once',
      '--out',
      out,
    );
    const { page, received, errors } = await openPage(served.url);
    const game = await playGame(page, 1, 'serve-klaverjassen');
    await page.waitForSelector('body[data-phase="ended"]');
    expect((await served.ended).code).toBe(0);
    const [record] = recordsOf(out);
    expect(record.lineup).toEqual(['heuristic', 'signal', 'person', 'heuristic']);
    const { turns, end } = seatTurns(record, 2);
    // A round: the bidding, eight cards and the roem it wins; each turn hides the three
    // other hands, all 24 of their cards at the first.
    expect(turns.length).toBeGreaterThanOrEqual(8);
    expect(turns[0].hidden.size).toBe(24);
    expect(game.clicked).toEqual(turns.map((t) => t.chose));
    // The page shows the seat's own hand (so the look for other cards reads cards at all).
    const own = (turns[0].view as { hand: string[] }).hand;
    expect(cardsIn(game.pages[0])).toEqual(expect.arrayContaining(own));
    checkSeen(await received(), game.pages, turns, end);
    expect(errors).toEqual([]);
    expect(replay(record).mismatch).toBeUndefined();
    expect((await tafel('replay', out)).code).toBe(0);
    await page.close();
  });

  it('a web page of another origin in the same browser can neither read the seat nor click for it, even knowing the token', async () => {
    const served = await startServe('gesjaakt', '--bots', 'person,greedy,greedy', '--out', join(dir, 'foreign'));
    const port = Number(new URL(served.url).port);
    const host = { host: `127.0.0.1:${port}` };
    const path = new URL(served.url).pathname;
    const before = JSON.parse((await ask(port, 'GET', `${path}state?since=1`, host)).body) as { version: number };
    // Another site on loopback, whose script knows the page's whole address.
    const script = `const target = ${JSON.stringify(served.url)};
      Promise.allSettled([
        fetch(target + 'act', { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: '{"turn":1,"choice":0}' }),
        fetch(target + 'next', { method: 'POST', mode: 'no-cors' }),
        fetch(target + 'state?since=0').then((r) => r.text()),
      ]).then((all) => { document.body.dataset.tried = all.map((r) => r.status).join(','); });`;
    const foreign = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end(`<body><script>${script}</script></body>`),
    );
    await new Promise<void>((done) => foreign.listen(0, '127.0.0.1', done));
    const page = await browser.newPage();
    const statuses: number[] = [];
    page.on('response', (r) => void (r.url().startsWith(served.url) && statuses.push(r.status())));
    await page.goto(`http://127.0.0.1:${(foreign.address() as AddressInfo).port}/`);
    await page.waitForSelector('body[data-tried]');
    // Both clicks reached the server and were refused; the read failed in the browser
    // (refused by the server as test/serve/guard.test.ts shows, and by CORS besides).
    expect(await page.getAttribute('body', 'data-tried')).toBe('fulfilled,fulfilled,rejected');
    expect(statuses.slice(0, 2)).toEqual([403, 403]);
    expect(statuses.filter((s) => s !== 403)).toEqual([]);
    const after = JSON.parse((await ask(port, 'GET', `${path}state?since=1`, host)).body) as {
      version: number;
      phase: string;
      turn: number;
    };
    expect(after).toMatchObject({ version: before.version, phase: 'turn', turn: 1 });
    await page.close();
    foreign.close();
    await ask(port, 'POST', `${path}end`, host);
    await ask(port, 'GET', `${path}state?since=${after.version}`, host);
    expect((await served.ended).code).toBe(0);
  });
});
