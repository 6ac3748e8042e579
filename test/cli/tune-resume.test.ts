import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tafel } from './tafel.js';

const root = mkdtempSync(join(tmpdir(), 'tafel-tune-resume-'));
const TUNE = ['tune', 'jatten', '--bot', 'threshold(risk=0.2..0.6:0.1,maxCards=2..5)', '--vs', 'greedy,greedy'];
const ARGS = [...TUNE, '--budget', '480', '--check', '30', '--seed', '6', '--workers', '1'];

/** The evaluations a log holds, by number. */
const numbers = (dir: string) =>
  readFileSync(join(dir, 'evaluations.jsonl'), 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => (JSON.parse(line) as { n: number }).n);

describe('tafel tune --resume', () => {
  it('continues a cut-short tune to the very result of an uninterrupted one, playing only what is missing', async () => {
    const whole = await tafel(...ARGS, '--json', '--out', join(root, 'whole'));
    expect(whole.code).toBe(0);
    expect(numbers(join(root, 'whole')).sort((a, b) => a - b)).toEqual([...Array(16).keys()]);
    // A tune stopped after 10 evaluations, killed while writing the 11th line: its log,
    // and no tune.json or report (a stopped tune writes neither).
    const cut = join(root, 'cut');
    expect((await tafel(...ARGS, '--out', cut)).code).toBe(0);
    const lines = readFileSync(join(cut, 'evaluations.jsonl'), 'utf8').split('\n');
    writeFileSync(join(cut, 'evaluations.jsonl'), `${lines.slice(0, 11).join('\n')}\n${lines[11].slice(0, 9)}`);
    rmSync(join(cut, 'tune.json'));
    rmSync(join(cut, 'report.html'));
    const resumed = await tafel('tune', 'jatten', '--resume', cut, '--json', '--workers', '1');
    expect(resumed.code).toBe(0);
    expect(JSON.parse(resumed.out)).toEqual(JSON.parse(whole.out));
    // The ten logged evaluations were told from the log, the other six played and logged.
    const logged = numbers(cut);
    expect(logged.slice(0, 10)).toEqual([...Array(10).keys()]);
    expect(logged.slice(10).sort((a, b) => a - b)).toEqual([10, 11, 12, 13, 14, 15]);
    expect(JSON.parse(readFileSync(join(cut, 'tune.json'), 'utf8'))).toEqual(JSON.parse(whole.out));
  });

  it('refuses settings beside --resume, a finished tune, another game, a folder without a log', async () => {
    const dir = join(root, 'whole');
    const bot = await tafel('tune', 'jatten', '--resume', dir, '--seed', '2');
    expect([bot.code, bot.err]).toEqual([2, `tafel: --resume takes the tune's settings from ${dir}: drop --seed\n`]);
    const done = await tafel('tune', 'jatten', '--resume', dir);
    expect(done.code).toBe(2);
    expect(done.err).toMatch(/holds a finished tune \(tune\.json\): there is nothing to continue/);
    const empty = mkdtempSync(join(root, 'empty-'));
    const none = await tafel('tune', 'jatten', '--resume', empty);
    expect(none.err).toMatch(/evaluations\.jsonl is missing: resume a folder a tune wrote with --out/);
    const neither = await tafel('tune', 'jatten');
    expect(neither.err).toMatch(/tune needs --bot and --vs .* or --resume <dir>/);
  });
});
