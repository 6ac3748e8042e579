// Memory must not follow a run's length: the same Gesjaakt run at growing lengths, each in
// a child process (bench/memory.ts) so that its peak is that run's alone. One run each:
// peak memory does not wobble the way time does, and the longest run takes most of a minute.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { type Figure, formatNumber, shortCount } from './figure.js';

const child = fileURLToPath(new URL('./memory.js', import.meta.url));

interface MemoryRun {
  readonly games: number;
  readonly seconds: number;
  readonly peakMB: number;
}

async function measure(games: number): Promise<MemoryRun> {
  const { stdout } = await promisify(execFile)(process.execPath, [child, String(games), '2'], { encoding: 'utf8' });
  return JSON.parse(stdout) as MemoryRun;
}

export async function* memoryFigures(counts: readonly number[]): AsyncGenerator<Figure> {
  const runs: MemoryRun[] = [];
  for (const games of counts) {
    const run = await measure(games);
    runs.push(run);
    yield {
      id: `memory.gesjaakt.${shortCount(games)}`,
      what: `peak memory, ${formatNumber(games)}-game Gesjaakt run, 2 workers`,
      value: run.peakMB,
      unit: 'MB',
      better: 'lower',
      note: `whole process; ${formatNumber(run.seconds)} s`,
    };
  }
  const [first, last] = [runs[0], runs[runs.length - 1]];
  yield {
    id: 'memory.gesjaakt.growth',
    what: `peak memory, ${shortCount(last.games)} games ÷ ${shortCount(first.games)} games`,
    value: last.peakMB / first.peakMB,
    unit: '×',
    better: 'lower',
    note: `flat is 1×: ${runs.map((r) => formatNumber(r.peakMB)).join(' / ')} MB`,
  };
}
