// The worker pool. Workers load compiled JavaScript, so from TypeScript sources (tests)
// the pool points at the build in dist/.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';

function workerFile(): string {
  const here = fileURLToPath(import.meta.url);
  const beside = join(dirname(here), 'worker.js');
  if (here.endsWith('.js') && existsSync(beside)) return beside;
  // Running from src/sim/pool.ts: the repo root is two folders up.
  const built = join(dirname(here), '..', '..', 'dist', 'src', 'sim', 'worker.js');
  if (!existsSync(built)) throw new Error(`no compiled worker at ${built}: run 'npm run build' first`);
  return built;
}

export function createPool(workers: number): Piscina {
  return new Piscina({ filename: workerFile(), minThreads: workers, maxThreads: workers, idleTimeout: 1000 });
}
