// How `npm run docs:check` finds and runs the commands of README.md and docs/: the check,
// how commands are found in Markdown and made quick. The commands themselves run in the
// slow tier (commands.slow.test.ts).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedTempFolder } from '../helpers.js';
import { type Checked, checkDoc, type Run, verdictLine } from '../../scripts/docs/check.js';
import { EXEMPT, exemption } from '../../scripts/docs/exempt.js';
import { docCommands, fencedCommands, shellWords, tafelArgs } from '../../scripts/docs/extract.js';
import { fewerGames, quickArgs } from '../../scripts/docs/quick.js';
import { check, repo } from './in-process.js';

const fence = (...lines: string[]) => ['Some prose.', '', '```', ...lines, '```', ''].join('\n');

describe('the check', () => {
  it('fails a doc command with a mistyped flag, as the CLI refuses it', async () => {
    const readme = readFileSync(join(repo, 'README.md'), 'utf8');
    const line = fencedCommands(readme, 'README.md').find((c) => c.text.includes(' --games '))!;
    const [typo] = await check(fence(line.text.replace('--games', '--gmaes')));
    expect(typo.verdict).toBe('failed');
    expect(typo.code).toBe(2);
    expect(typo.detail).toContain('--gmaes');
  });

  it('fails a command that exits non-zero, naming the code and the first line on stderr', async () => {
    const [missing] = await check(fence('tafel replay results/none/records.jsonl'));
    expect(missing).toMatchObject({ verdict: 'failed', code: 2 });
    expect(missing.detail).toMatch(/results\/none\/records\.jsonl/);
    expect(verdictLine(missing)).toMatch(/^FAILED exit 2 doc\.md:4 {2}tafel replay/);
  });

  it('fails a program that is neither tafel nor exempt, and a command behind a pipe', async () => {
    const [npm, piped] = await check(fence('npm run nonesuch', 'tafel list | head'));
    expect(npm.verdict).toBe('failed');
    expect(npm.detail).toMatch(/exempt\.ts/);
    expect(piped).toMatchObject({ verdict: 'failed', detail: 'cannot be checked: a shell operator (|)' });
  });

  it('runs a later command on what an earlier one wrote, in the same scratch folder', async () => {
    const results = await check(
      fence(
        'tafel play gesjaakt --bots greedy,random,random --games 500 --out results/demo',
        'tafel replay results/demo/records.jsonl',
      ),
    );
    expect(results.map((c) => c.verdict)).toEqual(['ok', 'ok']);
  });

  it('prepares a deal file and a bot file the reader would bring', async () => {
    const results = await check(
      fence(
        'tafel play klaverjassen --bots random,random,random,random --deal my-hand.json --games 1000',
        'tafel play gesjaakt --bots ./bots/mine.js,greedy,random --games 100',
      ),
    );
    expect(results.map(verdictLine)).toEqual([expect.stringMatching(/^ok /), expect.stringMatching(/^ok /)]);
  });

  it('copies a bot file the checkout holds, and fails one it lacks outside bots/', async () => {
    const [missing] = await check(fence('tafel play gesjaakt --bots ./bots/examples/none.mjs,greedy,random --games 10'));
    expect(missing).toMatchObject({ verdict: 'failed', code: 2 });
    expect(missing.detail).toMatch(/none\.mjs: no such file/);
    const [held] = await check(fence('tafel play gesjaakt --bots ./test/fixtures/flaky-bot.mjs,greedy,random --games 10'));
    expect(held.verdict).toBe('ok');
  });

  it('saves a file the doc shows whole before its commands run, rather than a stub', async () => {
    const shown = (body: string) =>
      [
        '```js',
        '// bots/mine.js: the example',
        body,
        '```',
        fence('tafel play gesjaakt --bots ./bots/mine.js,greedy,random'),
      ].join('\n');
    const good = 'export default { name: "mine", create: () => ({ act: (_o, legal) => legal[0] }) };';
    expect((await check(shown(good)))[0].verdict).toBe('ok');
    const [broken] = await check(shown('export default { name: "mine" };'));
    expect(broken).toMatchObject({ verdict: 'failed', code: 2 });
    expect(broken.detail).toMatch(/bot file \.\/bots\/mine\.js must export default a bot/);
  });

  it('plays a serve command for one game as its person, through the page', async () => {
    const [served, replayed] = await check(
      fence('tafel serve gesjaakt --bots person,greedy,greedy --out results/mine', 'tafel replay results/mine'),
    );
    expect(served).toMatchObject({ verdict: 'ok', args: [...served.command.words.slice(1), '--once'] });
    expect(replayed.verdict).toBe('ok');
  });

  it('retries a cut count the command refuses with the count the refusal proposes', async () => {
    const ran: string[][] = [];
    const picky: Run = async (args) => {
      ran.push(args);
      const games = args[args.indexOf('--games') + 1];
      return games === '6' ? { code: 0, err: '' } : { code: 2, err: `tafel: use a multiple of 3, not ${games} (e.g. 6)\n` };
    };
    const results: Checked[] = [];
    for await (const c of checkDoc(fence('tafel sweep jatten --bot greedy --vs greedy --games 300'), 'doc.md', repo, picky)) {
      results.push(c);
    }
    expect(ran.map((args) => args.at(-1))).toEqual(['4', '6']);
    expect(results[0]).toMatchObject({ verdict: 'ok', args: expect.arrayContaining(['6']) });
  });

  it('never changes a count the doc gives that the command refuses', async () => {
    const [odd] = await check(fence('tafel play jatten --bots greedy,greedy,random --seating duplicate --games 5'));
    expect(odd).toMatchObject({ verdict: 'failed', code: 2, args: expect.arrayContaining(['5']) });
  });

  it('lists every exemption with why and a test file that exists', () => {
    for (const e of EXEMPT) {
      expect(e.why).not.toBe('');
      expect(existsSync(join(repo, e.test)), e.test).toBe(true);
    }
    expect(exemption('tafel worker --queue redis://127.0.0.1:6379')).toBeDefined();
    expect(exemption('tafel play gesjaakt --bots greedy,random,random')).toBeUndefined();
  });
});

describe('finding commands in Markdown', () => {
  it('reads shell fences only, line by line, skipping output shown', () => {
    const doc = [
      '```',
      'tafel list                 # games and bots',
      'risk  0.1  29.4',
      '```',
      '```json',
      '{ "tafel": "no" }',
      'tafel list',
      '```',
      '```sh',
      '$ tafel play jacht \\',
      '    --bots "greedy,greedy(lookahead=0)" --games 20',
      '```',
      'tafel play outside a fence',
    ].join('\n');
    const found = fencedCommands(doc, 'x.md');
    expect(found.map((c) => [c.line, c.words])).toEqual([
      [2, ['tafel', 'list']],
      [10, ['tafel', 'play', 'jacht', '--bots', 'greedy,greedy(lookahead=0)', '--games', '20']],
    ]);
    expect(found[0].text).toBe('tafel list');
  });

  it('splits words as a shell does: quotes, escapes, variables set earlier in the block, comments', () => {
    const doc = fence(
      'OP="signal(giveAf=false)"   # opseinen alone',
      `tafel play klaverjassen --bots "$OP,heuristic,\${OP}" '#x' a\\ b # c`,
    );
    expect(fencedCommands(doc, 'x.md')[0].words).toEqual([
      'tafel',
      'play',
      'klaverjassen',
      '--bots',
      'signal(giveAf=false),heuristic,signal(giveAf=false)',
      '#x',
      'a b',
    ]);
    expect(shellWords(`a 'it''s' "$NONE"x`).words).toEqual(['a', 'its', 'x']);
    expect(shellWords('tafel list | head -3 # the first lines')).toEqual({
      words: ['tafel', 'list'],
      text: 'tafel list | head -3 ',
      operator: '|',
    });
  });

  it('takes from the prose only the seeded commands that reproduce a figure, wrapped or not', () => {
    const doc = [
      'It wins 56.6% (`tafel play jatten --bots "threshold,greedy,greedy"',
      '--games 30000 --seed 1`); `tafel replay DIR` checks a folder.',
      '```',
      'tafel list --json   # `tafel play x --seed 1` in a comment',
      '```',
    ].join('\n');
    expect(docCommands(doc, 'x.md').map((c) => [c.line, c.text])).toEqual([
      [1, 'tafel play jatten --bots "threshold,greedy,greedy" --games 30000 --seed 1'],
      [4, 'tafel list --json'],
    ]);
    expect(docCommands(doc, 'x.md')[0].words.slice(3, 5)).toEqual(['--bots', 'threshold,greedy,greedy']);
  });

  it('knows the three forms of the tafel command', () => {
    expect(tafelArgs(['tafel', 'list'])).toEqual(['list']);
    expect(tafelArgs(['npx', 'tafel', 'list'])).toEqual(['list']);
    expect(tafelArgs(['node', 'dist/src/cli/main.js', 'list'])).toEqual(['list']);
    expect(tafelArgs(['node', 'scripts/versus-bare.mjs'])).toBeUndefined();
  });
});

describe('the quick form of a command', () => {
  const dir = sharedTempFolder('tafel-quick-');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const ws = { repo, dir };

  it('cuts game counts to a few, in whole duplicate deals, and leaves smaller ones', () => {
    expect(quickArgs(['play', 'jatten', '--bots', 'a,b(x=1,y=2),c', '--games', '20000'], ws)).toContain('4');
    expect(quickArgs(['play', 'jatten', '--bots', 'a,b(x=1,y=2),c', '--seating', 'duplicate', '--games', '120'], ws)).toEqual([
      'play',
      'jatten',
      '--bots',
      'a,b(x=1,y=2),c',
      '--seating',
      'duplicate',
      '--games',
      '6',
    ]);
    expect(quickArgs(['play', 'jacht', '--bots', 'a', '--games=2'], ws)).toEqual(['play', 'jacht', '--bots', 'a', '--games=2']);
  });

  it('copies a bot file the checkout holds, and makes a stub only in bots/', () => {
    quickArgs(['play', 'gesjaakt', '--bots', './test/fixtures/flaky-bot.mjs,./bots/mine.js(x=1),./bots/examples/none.mjs'], ws);
    const flaky = 'test/fixtures/flaky-bot.mjs';
    expect(readFileSync(join(dir, flaky), 'utf8')).toBe(readFileSync(join(repo, flaky), 'utf8'));
    expect(readFileSync(join(dir, 'bots', 'mine.js'), 'utf8')).toMatch(/^export default \{/m);
    expect(existsSync(join(dir, 'bots', 'examples', 'none.mjs'))).toBe(false);
  });

  it("copies the script a program's command runs from the checkout", () => {
    quickArgs(['play', 'gesjaakt', '--bots', 'cmd:python3 bots/examples/python/gesjaakt_bot.py(ratio=0.6),greedy'], ws);
    const script = 'bots/examples/python/gesjaakt_bot.py';
    expect(readFileSync(join(dir, script), 'utf8')).toBe(readFileSync(join(repo, script), 'utf8'));
    expect(existsSync(join(dir, 'python3'))).toBe(false);
  });

  it('cuts a tune to one-deal evaluations and a few hundred deals, and its check to a few deals', () => {
    expect(
      quickArgs(['tune', 'jatten', '--bot', 'threshold', '--vs', 'greedy,greedy', '--budget', '40000', '--check', '60000'], ws),
    ).toEqual([
      'tune',
      'jatten',
      '--bot',
      'threshold',
      '--vs',
      'greedy,greedy',
      '--budget',
      '600',
      '--check',
      '6',
      '--block',
      '3',
    ]);
    expect(quickArgs(['tune', 'fatima', '--bot', 'heuristic', '--vs', 'greedy', '--budget', '300', '--block', '20'], ws)).toEqual(
      ['tune', 'fatima', '--bot', 'heuristic', '--vs', 'greedy', '--budget', '300', '--block', '20'],
    );
  });

  it('cuts search iterations to a few, in bot specs and --iterations, and keeps a swept range', () => {
    expect(
      quickArgs(['sweep', 'jatten', '--bot', 'mc(iterations=100..1000:100)', '--vs', 'ismcts(iterations=1000,c=1),greedy'], ws),
    ).toEqual(['sweep', 'jatten', '--bot', 'mc(iterations=100..1000:100)', '--vs', 'ismcts(iterations=20,c=1),greedy']);
    expect(quickArgs(['play', 'jatten', '--bots', 'mc(iterations=5)', '--iterations', '500'], ws)).toEqual([
      'play',
      'jatten',
      '--bots',
      'mc(iterations=5)',
      '--iterations',
      '20',
    ]);
  });

  it('moves an absolute output folder into the scratch folder', () => {
    expect(quickArgs(['play', 'jacht', '--bots', 'a', '--out', '/srv/runs/demo'], ws)).toEqual([
      'play',
      'jacht',
      '--bots',
      'a',
      '--out',
      join(dir, 'demo'),
    ]);
  });

  it('copies a tournament file with its counts cut to whole rounds of its tables', () => {
    quickArgs(['tournament', 'tournaments/default.json'], ws);
    const copy = JSON.parse(readFileSync(join(dir, 'tournaments', 'default.json'), 'utf8')) as {
      matches: { bots: string[]; games: number }[];
    };
    expect(copy.matches.map((m) => m.games)).toEqual(copy.matches.map((m) => (m.bots.length === 3 ? 6 : 4)));
    expect(fewerGames({ players: 3, stop: { rule: 'sequential', every: 600, maxGames: 12000 } }).stop).toEqual({
      rule: 'sequential',
      every: 6,
      maxGames: 12,
    });
  });
});
