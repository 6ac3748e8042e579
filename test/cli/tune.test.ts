import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tafel } from './tafel.js';

const BOT = 'threshold(risk=0.2..0.6:0.1,maxCards=2..5,victim=fullest|leader)';
const run = (...extra: string[]) => tafel('tune', 'jatten', '--bot', BOT, '--vs', 'greedy,greedy', '--workers', '1', ...extra);

describe('tafel tune', () => {
  it('prints the recommendation, the check on fresh seeds, the trace and the parameters', async () => {
    const { code, out } = await run(
      '--budget',
      '2880',
      '--check',
      '60',
      '--seed',
      '3',
      '--against',
      'threshold(risk=0.45,maxCards=3),greedy',
    );
    expect(code).toBe(0);
    expect(out).toMatch(/^jatten: tune of threshold vs greedy, greedy · ntbea · 7 parameters/);
    expect(out).toMatch(/\nrecommended: threshold\(/);
    expect(out).toMatch(
      /\ncost: search 2,160 games \(72 evaluations of 30, k = 1\), race 720 \(8 points on fresh deals, rounds of 30, 60, 120 games a point\): 2,880 of the 2,880 budget; check 420 \(60 games a row on fresh deals\)\n/,
    );
    expect(out).toMatch(/│ (▶ )?pick +│ threshold\(.*│ \d+\.\d% of 210 +│/);
    expect(out).toMatch(/│ (▶ )?default +│ threshold +│/);
    expect(out).toMatch(/│ (▶ )?against +│ threshold\(risk=0.45,maxCards=3\) +│/);
    expect(out).toMatch(/│ (▶ )?against +│ greedy +│ +│ 0 +│ +│ \d+\.\d% +│/);
    expect(out.match(/▶/g)).toHaveLength(1);
    expect(out).toMatch(/│ (best|tied|below) +│\n/);
    expect(out).toMatch(/best estimate over the search:\n +240 games/);
    expect(out).toMatch(/\nrisk +spread/);
  });

  it("shows an --against bot that is the pick, marked, on the pick's games", async () => {
    const args = ['--budget', '2880', '--check', '30', '--seed', '8'];
    const first = JSON.parse((await run(...args, '--json')).out) as { pick: { label: string } };
    const { code, out } = await run(...args, '--against', first.pick.label);
    expect(code).toBe(0);
    const row = (mark: string) => out.split('\n').find((line) => new RegExp(`^│ (▶ )?${mark} +│`).test(line));
    expect(row('against = pick')).toBeDefined();
    // The same bot, the same check figures.
    const cells = (line: string | undefined) => line!.split('│').slice(2, 3).concat(line!.split('│').slice(6, 8));
    expect(cells(row('against = pick'))).toEqual(cells(row('pick')));
    expect(out).toMatch(/check 150 \(30 games a row/);
  });

  it('writes tune.json and a report with the chart of the best estimate', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'tafel-tune-')), 'out');
    const { code, err } = await run('--budget', '2880', '--check', '30', '--out', dir, '--json');
    expect(code).toBe(0);
    expect(err).toMatch(/tune written to .*tune\.json, report to .*report\.html/);
    const saved = JSON.parse(readFileSync(join(dir, 'tune.json'), 'utf8')) as {
      spent: number;
      trace: unknown[];
      recommended: { label: string };
    };
    expect(saved.spent).toBe(2880);
    expect(saved.trace).toHaveLength(9);
    const html = readFileSync(join(dir, 'report.html'), 'utf8');
    expect(html).toContain('Best estimate over the search');
    expect(html).toContain('Checked on fresh deals');
    expect(html).toContain('<svg');
    expect(html).toContain(saved.recommended.label.replace(/,/g, ','));
  });

  it.each([
    [['--bot', 'threshold(nerve=1..2)'], /tune threshold: the bot has no parameter nerve: valid are risk/],
    [['--bot', 'threshold(risk=0.6..0.2)'], /risk=0.6..0.2 is an empty range: 0.2 is below 0.6/],
    [['--bot', 'threshold(risk=0.1..2)'], /tune threshold: risk=0.1..2 goes above risk's maximum 1: give a range within 0..1/],
    [
      ['--bot', 'threshold(maxCards=1..3:0.5)'],
      /maxCards=1..3:0.5: maxCards must be a whole number, so give whole bounds and step/,
    ],
    [['--budget', '20'], /--budget 20 is too small: .* give at least 2,880/],
    [['--budget', '-5'], /--budget -5 is negative: give the games the search and race may play, e.g. 40000/],
    [['--budget', 'lots'], /--budget lots is not a whole number/],
    [['--block', '31'], /--block 31: a duplicate deal here is 3 games, so give a multiple of 3 \(e.g. 30\)/],
    [['--check', '500'], /--check 500: a duplicate deal here is 3 games, so give a multiple of 3 \(e.g. 501\)/],
    [['--method', 'grid'], /--method grid is unknown: use ntbea or random/],
    [['--explore', 'lots'], /--explore lots is not a number: give k ≥ 0/],
    [['--explore', '-1'], /--explore -1 is negative: give k ≥ 0, e.g. 1/],
    [['--vs', 'greedy,nobody'], /unknown bot 'nobody' for jatten/],
    [['--against', 'threshold(nerve=2)'], /bot threshold has no parameter nerve/],
  ])('refuses %j in one line, exit 2, before any game', async (args, message) => {
    const flags = new Map<string, string>([
      ['--bot', BOT],
      ['--vs', 'greedy,greedy'],
      ['--budget', '300'],
    ]);
    for (let i = 0; i < args.length; i += 2) flags.set(args[i], args[i + 1]);
    const { code, out, err } = await tafel('tune', 'jatten', '--workers', '1', ...[...flags].flat());
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(message);
    expect(err.trim().split('\n')).toHaveLength(1);
  });

  it('refuses a game without the bot, an unknown game and an unknown flag', async () => {
    const gesjaakt = await tafel('tune', 'gesjaakt', '--bot', 'threshold(risk=0.1..0.2)', '--vs', 'greedy,greedy');
    expect(gesjaakt.code).toBe(2);
    expect(gesjaakt.err).toMatch(/unknown bot 'threshold' for gesjaakt: valid bots are .*greedy/);
    const game = await tafel('tune', 'schaak', '--bot', BOT, '--vs', 'greedy');
    expect(game.code).toBe(2);
    expect(game.err).toMatch(/schaak/);
    const flag = await tafel('tune', 'jatten', '--bot', BOT, '--vs', 'greedy', '--budgt', '9');
    expect(flag.code).toBe(2);
    expect(flag.err).toMatch(/unknown option '--budgt'/);
  });
});
