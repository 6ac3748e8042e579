// A progress bar on stderr, only when stderr is a terminal and the run lasts more than a
// moment; pipes and CI logs stay clean. Its pace counts the games played since it began:
// a resumed run's games from its records come back at once and would make the pace (and
// the time left) look far better than it is.
import { pace, seconds } from '../core/pace.js';

const DELAY_MS = 400;
const WIDTH = 30;

/** `already`: the games a resumed run found played, which count toward the bar but not
 * toward the pace. */
export function progressBar(
  stream: NodeJS.WriteStream = process.stderr,
  already = 0,
): {
  update(done: number, total: number): void;
  finish(): void;
} {
  const started = Date.now();
  let shown = false;
  let last = 0;
  return {
    update(done, total) {
      if (!stream.isTTY) return;
      const now = Date.now();
      if (now - started < DELAY_MS || now - last < 100) return;
      last = now;
      shown = true;
      const filled = Math.round((WIDTH * done) / total);
      const played = done - already;
      const speed = played > 0 ? ` · ${pace(played, now - started)}` : '';
      const left = played > 0 ? ` · ${seconds(((total - done) * (now - started)) / played)} left` : '';
      // The line may shrink (2 h 05 min left, then 59 min 3 s): what it leaves is cleared.
      stream.write(
        `\r[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} games${speed}${left} \x1b[K`,
      );
    },
    finish() {
      if (shown) stream.write('\r\x1b[K');
    },
  };
}
