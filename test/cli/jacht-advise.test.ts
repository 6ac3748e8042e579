// `tafel jacht advise` against opponents (issue 27), in-process: the chance to win beside
// the expected points, the line that says whether the two strategies agree, the flags
// that give the score, and each mistake in them.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '../../src/games/jacht/categories.js';
import { advise } from '../../src/games/jacht/solver/advisor.js';
import { adviseToWin } from '../../src/games/jacht/solver/win-advisor.js';
import { fencedCommands } from '../../scripts/docs/extract.js';
import { getDistributions, getSolution } from '../../src/games/jacht/solver/solution.js';
import { tafel } from './tafel.js';

process.env.TAFEL_CACHE_DIR = mkdtempSync(join(tmpdir(), 'tafel-cli-advise-'));

// Jacht's tables solved once for this file, cold, into its private cache (seconds: the
// sources run slower under vitest than built): every command below reads them, as a
// second run of the CLI does.
beforeAll(() => {
  getSolution();
  getDistributions();
});

/** 15 behind, yacht and choice open on both sheets, 2,2,2,3,4 to write: the two part. */
const BEHIND = ['--dice', '2,2,2,3,4', '--rolls-left', '0', '--open', 'yacht,choice', '--opponent-open', 'yacht,choice'];

describe('tafel jacht advise against an opponent', () => {
  it('lists the chance to win beside the expected points and says where the strategies part', async () => {
    const r = await tafel('jacht', 'advise', ...BEHIND, '--total', '100', '--opponent-total', '115');
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe(
      'Dice 2,2,2,3,4, no rolls left, open: yacht, choice. You 100 to move; the opponent 115 (open: yacht, choice): you trail by 15.',
    );
    expect(lines[1]).toBe(
      'Chance to win against an opponent playing optimal for points (a tie shares it; your later turns valued as optimal plays them) and expected points to the end of the game:',
    );
    expect(r.out).toMatch(/│ # │ choice +│ win vs optimal │ expected │ best for │/);
    expect(r.out).toMatch(/│ 1 │ score choice now \(13 points\) │ +4\.\d\d% │ +15\.301 │ win +│/);
    expect(r.out).toMatch(/│ 2 │ score yacht now \(0 points\) +│ +0\.0\d% │ +23\.333 │ points +│/);
    expect(lines.filter((l) => l !== '').at(-1)).toBe(
      'They disagree: optimal would score yacht now (0 points); playing to win, score choice now (13 points): +4.30% to win against optimal, 8.032 points fewer expected.',
    );
  });

  it('far ahead the two agree, and one line says so', async () => {
    const r = await tafel('jacht', 'advise', ...BEHIND, '--lead', '81');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/you lead by 81\./);
    expect(r.out).toMatch(/│ 1 │ score yacht now \(0 points\) +│ +100\.00% │ +23\.333 │ win, points │/);
    expect(r.out.trim().split('\n').at(-1)).toBe('Both strategies agree: score yacht now (0 points).');
  });

  it('--json carries both numbers per choice, as adviseToWin gives them; --lead is the totals’ difference', async () => {
    const r = await tafel('jacht', 'advise', ...BEHIND, '--lead', '-15', '--json');
    expect(r.code).toBe(0);
    const a = JSON.parse(r.out);
    const open = ['yacht', 'choice'] as const;
    const want = adviseToWin({
      dice: [2, 2, 2, 3, 4],
      rollsLeft: 0,
      open: [...open],
      total: 0,
      opponents: [{ open: [...open], total: 15 }],
    });
    expect(a).toEqual(JSON.parse(JSON.stringify({ schema: 'jacht-advise-win/1', ...want })));
    expect(Object.keys(a)).toEqual([
      'schema',
      'dice',
      'rollsLeft',
      'open',
      'options',
      'total',
      'opponents',
      'model',
      'best',
      'agree',
    ]);
    expect(a.model).toEqual({ opponents: 'optimal', laterTurns: 'optimal' });
    expect(a).toMatchObject({ best: { points: 1, win: 0 }, agree: false });
    for (const o of a.options) expect(Object.keys(o).sort()).toEqual(['category', 'expected', 'loss', 'score', 'win', 'winLoss']);
    const byTotals = JSON.parse(
      (await tafel('jacht', 'advise', ...BEHIND, '--total', '60', '--opponent-total', '75', '--json')).out,
    );
    expect(byTotals.options.map((o: { win: number }) => o.win)).toEqual(a.options.map((o: { win: number }) => o.win));
  });

  it('takes several opponents, --opponent-open and --opponent-total paired in order', async () => {
    const r = await tafel(
      'jacht',
      'advise',
      ...['--dice', '6,6,6,2,2', '--rolls-left', '1', '--open', 'yacht,fullHouse,sixes', '--total', '120'],
      ...['--opponent-open', 'yacht,fullHouse,sixes', '--opponent-total', '130'],
      ...['--opponent-open', 'choice,ones', '--opponent-total', '110', '--json'],
    );
    expect(r.code).toBe(0);
    const a = JSON.parse(r.out);
    expect(a.opponents).toEqual([
      { open: ['yacht', 'fullHouse', 'sixes'], total: 130 },
      { open: ['choice', 'ones'], total: 110 },
    ]);
    expect(a.options.length).toBeGreaterThan(3);
    expect(a.options.every((o: { win: number }) => o.win >= 0 && o.win <= 1)).toBe(true);
  });

  it('the points choice is shown even below the cut, and a gap too small for two decimals still shows', async () => {
    // 35 ahead, big straight and ones left on both sheets: every choice all but wins.
    const r = await tafel(
      'jacht',
      'advise',
      ...[
        '--dice',
        '3,6,4,5,4',
        '--rolls-left',
        '1',
        '--open',
        'bigStraight,ones',
        '--opponent-open',
        'bigStraight,ones',
        '--lead',
        '35',
      ],
    );
    expect(r.code).toBe(0);
    const rows = r.out.split('\n').filter((l) => /^│ +\d+ │/.test(l));
    expect(rows).toHaveLength(11);
    expect(rows[10]).toMatch(/^│ 17 │ keep 3,4,5,6, reroll 1 │ +99\.99% │ +10\.438 │ points +│$/);
    expect(r.out).toMatch(/… and 14 more choices \(--json lists them all\)/);
    expect(r.out.trim().split('\n').at(-1)).toBe(
      'They disagree: optimal would keep 3,4,5,6, reroll 1; playing to win, reroll all five dice: +0.0031% to win against optimal, 3.296 points fewer expected.',
    );
  });

  it('the issue’s example: each chance said to be against optimal, and one point is 1 point', async () => {
    const example = ['--dice', '1,2,4,4,6', '--rolls-left', '0', '--open', 'bigStraight,twos'];
    const r = await tafel('jacht', 'advise', ...example, '--opponent-open', 'fourOfAKind,ones', '--lead', '-1');
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[1]).toMatch(/^Chance to win against an opponent playing optimal for points /);
    expect(r.out).toMatch(/│ 1 │ score twos now \(2 points\) +│ +44\.64% │/);
    expect(r.out).toMatch(/│ 2 │ score bigStraight now \(0 points\) │ +43\.77% │/);
    const two = await tafel(
      'jacht',
      'advise',
      '--dice',
      '1,2,3,4,6',
      '--rolls-left',
      '0',
      '--open',
      'ones,twos',
      ...[
        '--opponent-open',
        'ones,twos',
        '--opponent-open',
        'twos',
        '--total',
        '4',
        '--opponent-total',
        '3',
        '--opponent-total',
        '2',
      ],
    );
    expect(two.code).toBe(0);
    expect(two.out.split('\n')[1]).toMatch(/^Chance to win against opponents each playing optimal for points /);
    expect(two.out).toMatch(/score ones now \(1 point\) /);
    const rows = await tafel(
      'jacht',
      'advise',
      '--dice',
      '1,2,3,4,6',
      '--rolls-left',
      '0',
      '--open',
      'ones,twos,yacht',
      ...['--opponent-open', 'ones', '--lead', '0'],
    );
    expect(rows.code).toBe(2);
    expect(rows.err).toMatch(/the opponent has 1 row open, but with you to move and 3 open/);
  });

  it('an opponent who has finished is written none', async () => {
    const r = await tafel(
      'jacht',
      'advise',
      '--dice',
      '5,5,5,5,1',
      '--rolls-left',
      '2',
      '--open',
      'yacht',
      '--opponent-open',
      'none',
      '--lead',
      '-40',
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/the opponent 40 \(finished\): you trail by 40\./);
    // Only a yacht wins: keep the four fives.
    expect(r.out).toMatch(/│ +1 │ keep 5,5,5,5, reroll 1 +│/);
  });

  it('without an opponent option the advice is today’s, word for word', async () => {
    const args = ['--dice', '1,2,2,4,6', '--rolls-left', '2', '--open', 'all'];
    const json = await tafel('jacht', 'advise', ...args, '--json');
    expect(json.out).toBe(
      `${JSON.stringify({ schema: 'jacht-advise/1', ...advise({ dice: [1, 2, 2, 4, 6], rollsLeft: 2, open: [...CATEGORY_IDS] }) }, null, 2)}\n`,
    );
    const text = await tafel('jacht', 'advise', ...args);
    expect(text.out.split('\n')[0]).toBe(
      'Dice 1,2,2,4,6, 2 rolls left, all categories open. Expected points to the end of the game:',
    );
    expect(text.out).toMatch(/│ +# │ choice +│ expected │ +loss │/);
    expect(text.out).not.toMatch(/win/);
  });

  it.each([
    [['--total', '224', '--opponent-total', '0'], /--total 224 cannot be: your filled rows hold from 0 to 223 points/],
    [['--total', '-3', '--opponent-total', '0'], /--total -3 is not a whole number of points \(0 or more\)/],
    [['--total', '3', '--opponent-total', 'x'], /--opponent-total x is not a whole number of points/],
    [
      ['--total', '3', '--opponent-total', '300'],
      /--opponent-total 300 cannot be: the opponent's filled rows hold from 0 to 223 points/,
    ],
    [['--lead', '5', '--total', '5'], /give either --lead .* or --total with --opponent-total, not both/],
    [['--lead', '-224'], /--lead -224 cannot be: .*the lead lies from -223 to 223/],
    [['--lead', '1.5'], /--lead 1\.5 is not a whole number of points/],
    [['--total', '5'], /the score is missing: give --total <n> with one --opponent-total <n> per --opponent-open, or --lead <n>/],
    [['--lead', '3', '--opponent-open', 'ones,twos'], /--lead is against one opponent, but --opponent-open is given twice:/],
    [
      ['--total', '5', '--opponent-total', '1', '--opponent-total', '2'],
      /--opponent-total is given twice and --opponent-open once: give them in pairs/,
    ],
    [
      ['--total', '5', '--opponent-total', '1', '--opponent-open', 'none', '--opponent-open', 'ones,twos'],
      /--opponent-total is given once and --opponent-open 3 times: give them in pairs/,
    ],
    [['--lead', '3', '--opponent-open', 'kismet'], /--opponent-open: unknown category 'kismet': valid are all, none or yacht/],
    [['--lead', '3', '--opponent-open', 'ones,twos,threes', '--opponent-open', 'ones'], /--lead is against one opponent/],
  ])('bad score %j: one line naming what is valid, exit code 2', async (extra, message) => {
    const r = await tafel('jacht', 'advise', ...BEHIND, ...extra);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(message);
    expect(r.err.trim().split('\n')).toHaveLength(1);
  });

  it.each([
    [
      ['--opponent-open', 'ones,twos,threes,fours', '--lead', '0'],
      /the opponent has 4 rows open, but with you to move and 2 open each opponent has 2 .* or 1/,
    ],
    [['--opponent-open', 'ones,twos,threes', '--lead', '0'], /the opponent has 3 rows open/],
    [['--opponent-open', 'none', '--lead', '0'], /the opponent has 0 rows open/],
    [['--opponent-total', '3'], /need the opponent's open rows: add --opponent-open/],
    [['--total', '9'], /need the opponent's open rows: add --opponent-open/],
  ])('bad sheets %j: one line, exit code 2', async (extra, message) => {
    const r = await tafel('jacht', 'advise', '--dice', '2,2,2,3,4', '--rolls-left', '0', '--open', 'yacht,choice', ...extra);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err.trim().split('\n')).toHaveLength(1);
  });

  it('docs/cli.md shows what its advise example prints', async () => {
    const doc = readFileSync('docs/cli.md', 'utf8');
    const command = fencedCommands(doc, 'docs/cli.md').find(
      (c) => c.text.startsWith('tafel jacht advise') && c.text.includes('--opponent-open'),
    )!;
    const shown = doc.split('\n').slice(command.line + 2); // past the command's fence, into the output's
    const output = shown.slice(1, shown.indexOf('```', 1)).join('\n');
    const r = await tafel(...command.words.slice(1));
    expect(r.code).toBe(0);
    expect(r.out.trim()).toBe(output.trim());
  });
});
