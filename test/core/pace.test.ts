import { describe, expect, it } from 'vitest';
import { pace, seconds } from '../../src/core/pace.js';

describe('a run’s time and pace, as a reader takes them in', () => {
  it('gives milliseconds, seconds, minutes and hours, each where it reads best', () => {
    expect(seconds(850)).toBe('850 ms');
    expect(seconds(999.6)).toBe('1.00 s');
    expect(seconds(12_345)).toBe('12.35 s');
    expect(seconds(59_996)).toBe('1 min 0 s');
    expect(seconds(250_400)).toBe('4 min 10 s');
    // A 200-deal pimc check: some 14 hours, not 50,400 s.
    expect(seconds(7_500_000)).toBe('2 h 05 min');
    expect(seconds(50_400_000)).toBe('14 h 00 min');
  });

  it('gives a pace in games a second, a minute or an hour, never a rounded 0 games/s', () => {
    expect(pace(1_524_076, 1000)).toBe('1,524,076 games/s');
    expect(pace(25, 10_000)).toBe('2.5 games/s');
    // A pimc pair plays some 8 games a minute on two cores.
    expect(pace(8, 60_000)).toBe('8.0 games/min');
    expect(pace(3, 3_600_000)).toBe('3.0 games/h');
  });
});
