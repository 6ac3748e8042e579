// The bench's pure parts: flags, comparison against a baseline and the baseline file's
// shape, the steadiness warning and the pairing of runs. No timings here: speed is the
// bench's business, not the tests'.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baselineSchema, type Provenance, toBaseline } from '../../bench/baseline-file.js';
import { compareFigures, formatComparison, judge, missingFigures } from '../../bench/compare.js';
import { type Figure, formatValue, shortCount } from '../../bench/figure.js';
import { parseFlags } from '../../bench/flags.js';
import { coreRates, coresFigure, scalingCeiling } from '../../bench/cores.js';
import { driftFigure } from '../../bench/drift.js';
import { pairedRuns } from '../../bench/measure.js';

const provenance: Provenance = {
  date: '2025-01-01T00:00:00.000Z',
  node: 'v20.19.0',
  cores: 2,
  cpu: 'test',
  commit: null,
  dirty: false,
  quick: false,
  runs: 5,
  othersCores: 0,
};
const fig = (id: string, value: number, better: Figure['better'] = 'higher', unit = 'games/s'): Figure => ({
  id,
  what: id,
  value,
  unit,
  better,
});

describe('bench flags', () => {
  it('takes --save and --compare, alone or together', () => {
    expect(parseFlags([])).toEqual({ ok: true, flags: { save: false, compare: false } });
    expect(parseFlags(['--compare', '--save'])).toEqual({ ok: true, flags: { save: true, compare: true } });
  });

  it('refuses anything else in one line that names the valid flags', () => {
    const parsed = parseFlags(['--save', '--comapre']);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.message).toContain('--comapre');
      expect(parsed.message).toContain('--save, --compare');
      expect(parsed.message).not.toContain('\n');
    }
  });
});

describe('bench comparison', () => {
  it('judges by which way is better, beyond 10%', () => {
    expect(judge('higher', 0.85)).toBe('regression');
    expect(judge('higher', 0.95)).toBe('same');
    expect(judge('higher', 1.2)).toBe('improvement');
    expect(judge('lower', 1.2)).toBe('regression');
    expect(judge('lower', 0.8)).toBe('improvement');
    expect(judge('info', 5)).toBe('unjudged');
    expect(judge('higher', Infinity)).toBe('unjudged');
  });

  it('matches figures by id and unit, and names what the run no longer measures', () => {
    const baseline = toBaseline(provenance, [fig('a', 100), fig('b', 10, 'lower', 'ms'), fig('gone', 1)]);
    const rows = compareFigures([fig('a', 80), fig('b', 10, 'lower', 's'), fig('c', 1)], baseline);
    expect(rows.map((r) => r.verdict)).toEqual(['regression', 'new', 'new']);
    expect(rows[0].ratio).toBeCloseTo(0.8);
    expect(formatComparison(rows[0])).toBe('0.80× REGRESSION');
    expect(formatComparison(rows[2])).toBe('new');
    expect(missingFigures([fig('a', 1)], baseline)).toEqual(['b', 'gone']);
  });

  it('does not judge a figure the run itself warned about', () => {
    const baseline = toBaseline(provenance, [fig('scaling', 1.9, 'higher', '×')]);
    const loaded: Figure = { ...fig('scaling', 1.1, 'higher', '×'), warning: 'machine too loaded' };
    expect(compareFigures([loaded], baseline)[0].verdict).toBe('unjudged');
  });

  it('formats values and counts for reading', () => {
    expect(formatValue(1524076.4, 'games/s')).toBe('1,524,076 games/s');
    expect(formatValue(1.914, '×')).toBe('1.91×');
    expect(formatValue(0.0512, 'cores')).toBe('0.051 cores');
    expect([1_000_000, 10_000_000, 500_000, 123].map(shortCount)).toEqual(['1M', '10M', '500k', '123']);
  });
});

describe('bench baseline file', () => {
  it('keeps only what a comparison needs, and refuses repeated ids', () => {
    const saved = toBaseline(provenance, [{ ...fig('a', 1), note: 'n', warning: 'w' }]);
    expect(saved.figures).toEqual([{ id: 'a', what: 'a', value: 1, unit: 'games/s', better: 'higher' }]);
    expect(baselineSchema.safeParse(saved).success).toBe(true);
    expect(baselineSchema.safeParse({ ...saved, figures: [...saved.figures, ...saved.figures] }).success).toBe(false);
  });

  const file = new URL('../../bench/baseline.json', import.meta.url);
  it.skipIf(!existsSync(file))('bench/baseline.json has that shape', () => {
    const parsed = baselineSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});

describe('bench steadiness', () => {
  it('warns when the bare loop between sections ran more than 10% apart', () => {
    const steady = driftFigure([1_000_000, 1_050_000, 980_000]);
    expect(steady.value).toBeCloseTo(1_050_000 / 980_000);
    expect(steady.warning).toBeUndefined();
    const drifted = driftFigure([1_200_000, 1_000_000, 1_100_000]);
    expect(drifted.value).toBeCloseTo(1.2);
    expect(drifted.warning).toMatch(/drifted by 20%/);
    expect(judge(drifted.better, 2, 0.1)).toBe('unjudged');
  });

  it('says what unequal cores allow two workers at best, and warns below the target', () => {
    expect(scalingCeiling([1_000_000, 1_000_000])).toBe(2);
    // The measured case: one core at 0.92M games/s, the other at 1.17M.
    expect(scalingCeiling([920_000, 1_170_000])).toBeCloseTo(1.786, 3);
    const equal = coresFigure([1_150_000, 1_120_000], 1.8);
    expect(equal.value).toBeCloseTo(1_120_000 / 1_150_000);
    expect(equal.note).toMatch(/at most 1\.97× one/);
    expect(equal.warning).toBeUndefined();
    const unequal = coresFigure([920_000, 1_170_000], 1.8);
    expect(unequal.warning).toMatch(/at most 1\.79× one, below the 1\.80× target/);
    expect(judge(unequal.better, 0.5, 0.1)).toBe('unjudged');
  });

  it('times the bare loop pinned to each core in a process of its own', () => {
    const rates = coreRates(50_000, 1, 2);
    // taskset is Debian's util-linux, on every machine this runs on; two cores here.
    expect(rates).toHaveLength(2);
    for (const rate of rates!) expect(rate).toBeGreaterThan(10_000);
  });

  it('pairs two measurements in turn, the order alternating', async () => {
    const order: string[] = [];
    const paired = await pairedRuns(4, { games: 10, work: () => order.push('a') }, { games: 20, work: () => order.push('b') });
    // A warm-up of each, then ab, ba, ab, ba.
    expect(order.join('')).toBe('ababbaabba');
    expect(paired.ratio).toBeGreaterThan(0);
  });
});
