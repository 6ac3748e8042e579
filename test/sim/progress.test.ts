import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { progressBar } from '../../src/sim/progress.js';

function fakeStream(isTTY: boolean) {
  const written: string[] = [];
  return { stream: { isTTY, write: (s: string) => written.push(s) } as unknown as NodeJS.WriteStream, written };
}

// The bar reads the clock: each test moves a fake one, never waits on the real one.
describe('progress bar', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('draws on a terminal once the run lasts more than a moment, and clears itself', () => {
    const { stream, written } = fakeStream(true);
    const bar = progressBar(stream);
    bar.update(10, 100); // too early: nothing yet
    expect(written).toEqual([]);
    vi.advanceTimersByTime(1000);
    bar.update(50, 100);
    expect(written.at(-1)).toMatch(/\[#{15}\.{15}\] 50\/100 games/);
    bar.finish();
    expect(written.at(-1)).toBe('\r\x1b[K');
  });

  it('writes nothing when stderr is not a terminal', () => {
    const { stream, written } = fakeStream(false);
    const bar = progressBar(stream);
    vi.advanceTimersByTime(1000);
    bar.update(50, 100);
    bar.finish();
    expect(written).toEqual([]);
  });

  it('tells a slow run its pace in games a minute and its time left in minutes', () => {
    const { stream, written } = fakeStream(true);
    const bar = progressBar(stream);
    vi.advanceTimersByTime(60_000);
    bar.update(8, 200);
    expect(written.at(-1)).toMatch(/ 8\/200 games · 8\.0 games\/min · 24 min 0 s left /);
  });

  it('counts only the games played since it began toward the pace: a resumed run’s records come back at once', () => {
    const { stream, written } = fakeStream(true);
    const bar = progressBar(stream, 100);
    vi.advanceTimersByTime(10_000);
    bar.update(110, 1000);
    // 10 games in 10 s, 890 to go: not 11 games/s and 81 s left.
    expect(written.at(-1)).toMatch(/ 110\/1,000 games · 1\.0 games\/s · 14 min 50 s left /);
  });
});
