// The worker pool. Workers load compiled JavaScript, so from TypeScript sources (tests)
// the pool points at the build in dist/, and so does a registered game's module.
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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

/** The URL a worker thread imports for a game's module (see registerGame). A TypeScript
 * source in the repo (a test's or an example's, run by vitest) maps to its compiled
 * JavaScript in dist/, as the worker file does; any other URL is imported as it is. */
export function builtModule(url: string): string {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return url;
  const here = fileURLToPath(import.meta.url);
  // From dist/src/sim/pool.js the repo root is three folders up, from src/sim/pool.ts two.
  const root = join(dirname(here), ...(here.endsWith('.js') ? ['..', '..', '..'] : ['..', '..']));
  const inRepo = relative(root, fileURLToPath(url));
  if (inRepo.startsWith('..') || isAbsolute(inRepo)) {
    throw new Error(`game module ${url} is TypeScript outside ${root}: a worker thread can only import compiled JavaScript`);
  }
  const built = join(root, 'dist', inRepo.replace(/\.ts$/, '.js'));
  if (!existsSync(built)) throw new Error(`no compiled game module at ${built}: run 'npm run build' first`);
  return pathToFileURL(built).href;
}
