// A progress bar on stderr, only when stderr is a terminal and the run lasts more than a
// moment; pipes and CI logs stay clean.
const DELAY_MS = 400;
const WIDTH = 30;

export function progressBar(stream: NodeJS.WriteStream = process.stderr): {
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
      const rate = done / ((now - started) / 1000);
      const eta = rate > 0 ? Math.ceil((total - done) / rate) : 0;
      stream.write(
        `\r[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} games · ${Math.round(rate).toLocaleString('en-US')}/s · ${eta}s left `,
      );
    },
    finish() {
      if (shown) stream.write('\r\x1b[K');
    },
  };
}
