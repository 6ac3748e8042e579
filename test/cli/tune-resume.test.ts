import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tafel } from './tafel.js';

const root = mkdtempSync(join(tmpdir(), 'tafel-tune-resume-'));
const TUNE = ['tune', 'jatten', '--bot', 'threshold(risk=0.2..0.6:0.1,maxCards=2..5)', '--vs', 'greedy,greedy'];
const ARGS = [...TUNE, '--budget', '2880', '--check', '30', '--seed', '6', '--workers', '1'];
/** Evaluations of the search (72) and of the race (8 + 4 + 2 points). */
const EVALUATIONS = 72 + 14;

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
    expect(numbers(join(root, 'whole')).sort((a, b) => a - b)).toEqual([...Array(EVALUATIONS).keys()]);
    // A tune stopped after 80 evaluations (in the race), killed while writing the 81st
    // line: its log, and no tune.json or report (a stopped tune writes neither).
    const cut = join(root, 'cut');
    expect((await tafel(...ARGS, '--out', cut)).code).toBe(0);
    const lines = readFileSync(join(cut, 'evaluations.jsonl'), 'utf8').split('\n');
    writeFileSync(join(cut, 'evaluations.jsonl'), `${lines.slice(0, 81).join('\n')}\n${lines[81].slice(0, 9)}`);
    rmSync(join(cut, 'tune.json'));
    rmSync(join(cut, 'report.html'));
    const resumed = await tafel('tune', 'jatten', '--resume', cut, '--json', '--workers', '1');
    expect(resumed.code).toBe(0);
    expect(JSON.parse(resumed.out)).toEqual(JSON.parse(whole.out));
    // The 80 logged evaluations were told from the log, the other six played and logged.
    const logged = numbers(cut);
    expect(logged.slice(0, 80)).toEqual([...Array(80).keys()]);
    expect(logged.slice(80).sort((a, b) => a - b)).toEqual([80, 81, 82, 83, 84, 85]);
    expect(JSON.parse(readFileSync(join(cut, 'tune.json'), 'utf8'))).toEqual(JSON.parse(whole.out));
  });

  it('rebuilds the report of a tune killed between tune.json and report.html', async () => {
    const dir = join(root, 'whole');
    const report = readFileSync(join(dir, 'report.html'), 'utf8');
    rmSync(join(dir, 'report.html'));
    const rebuilt = await tafel('tune', 'jatten', '--resume', dir);
    expect(rebuilt.code).toBe(0);
    expect(rebuilt.err).toMatch(/was finished but had no report: report written to .*report\.html/);
    expect(readFileSync(join(dir, 'report.html'), 'utf8')).toBe(report);
  });

  it('refuses the log of an older tafel tune in one line', async () => {
    const old = mkdtempSync(join(root, 'old-'));
    const log = readFileSync(join(root, 'whole', 'evaluations.jsonl'), 'utf8').replace(/^\{"tune":2,/, '{"tune":1,');
    writeFileSync(join(old, 'evaluations.jsonl'), log);
    const r = await tafel('tune', 'jatten', '--resume', old);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /is a log of version 1, from an older tafel tune whose search this one does not repeat \(it reads version 2\): start the tune again/,
    );
    expect(r.err.trim().split('\n')).toHaveLength(1);
  });

  it('refuses settings beside --resume, a finished tune, another game, a folder without a log', async () => {
    const dir = join(root, 'whole');
    const bot = await tafel('tune', 'jatten', '--resume', dir, '--seed', '2');
    expect([bot.code, bot.err]).toEqual([2, `tafel: --resume takes the tune's settings from ${dir}: drop --seed\n`]);
    const done = await tafel('tune', 'jatten', '--resume', dir);
    expect(done.code).toBe(2);
    expect(done.err).toMatch(/holds a finished tune \(tune\.json and report\.html\): there is nothing to continue/);
    const empty = mkdtempSync(join(root, 'empty-'));
    const none = await tafel('tune', 'jatten', '--resume', empty);
    expect(none.err).toMatch(/evaluations\.jsonl is missing: resume a folder a tune wrote with --out/);
    const neither = await tafel('tune', 'jatten');
    expect(neither.err).toMatch(/tune needs --bot and --vs .* or --resume <dir>/);
  });
});
