// CPU time beside wall time. process.cpuUsage() covers every thread of this process (the
// workers too); os.cpus() gives the whole machine's busy time, so what is left over was
// used by other processes, which is what makes a scaling figure untrustworthy.
import { cpus } from 'node:os';

/** Other processes using more than this many cores make the two-worker figure unreliable. */
export const LOADED_CORES = 0.1;

interface CpuMark {
  readonly wallMs: number;
  readonly processUs: number;
  readonly machineBusyMs: number;
}

export interface CpuSpan {
  readonly wallS: number;
  /** CPU seconds of this process, all threads. */
  readonly processS: number;
  /** CPU seconds of every other process on the machine. */
  readonly othersS: number;
}

export function markCpu(): CpuMark {
  const { user, system } = process.cpuUsage();
  let busy = 0;
  for (const { times } of cpus()) busy += times.user + times.nice + times.sys + times.irq;
  return { wallMs: performance.now(), processUs: user + system, machineBusyMs: busy };
}

export function cpuSince(mark: CpuMark, now: CpuMark = markCpu()): CpuSpan {
  const wallS = (now.wallMs - mark.wallMs) / 1000;
  const processS = (now.processUs - mark.processUs) / 1e6;
  // The kernel counts machine time in ticks of 10 ms, so a short span can come out a
  // little below this process's own time: that is no load at all, not a negative one.
  const othersS = Math.max(0, (now.machineBusyMs - mark.machineBusyMs) / 1000 - processS);
  return { wallS, processS, othersS };
}

/** Average cores in use over the span. */
export const cores = (seconds: number, span: CpuSpan): number => (span.wallS > 0 ? seconds / span.wallS : 0);
