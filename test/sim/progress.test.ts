import { describe, expect, it, vi } from 'vitest';
import { progressBar } from '../../src/sim/progress.js';

function fakeStream(isTTY: boolean) {
  const written: string[] = [];
  return { stream: { isTTY, write: (s: string) => written.push(s) } as unknown as NodeJS.WriteStream, written };
}

describe('progress bar', () => {
  it('draws on a terminal once the run lasts more than a moment, and clears itself', () => {
    vi.useFakeTimers();
    try {
      const { stream, written } = fakeStream(true);
      const bar = progressBar(stream);
      bar.update(10, 100); // too early: nothing yet
      expect(written).toEqual([]);
      vi.advanceTimersByTime(1000);
      bar.update(50, 100);
      expect(written.at(-1)).toMatch(/\[#{15}\.{15}\] 50\/100 games/);
      bar.finish();
      expect(written.at(-1)).toBe('\r\x1b[K');
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes nothing when stderr is not a terminal', () => {
    vi.useFakeTimers();
    try {
      const { stream, written } = fakeStream(false);
      const bar = progressBar(stream);
      vi.advanceTimersByTime(1000);
      bar.update(50, 100);
      bar.finish();
      expect(written).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
