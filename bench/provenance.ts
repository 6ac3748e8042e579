// Where and when a run's figures were taken: the baseline file records it, so that a
// comparison against another machine, Node or commit can say so.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder with package.json, from bench/ in the sources or dist/bench/ in the build. */
export function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('no package.json above the bench');
    dir = up;
  }
  return dir;
}

function git(args: readonly string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: repoRoot(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

export function machine() {
  // The measured code only: the baseline file itself changes with every --save.
  const changes = git(['status', '--porcelain', '--', 'src', 'bots', 'bench', ':!bench/baseline.json', 'package.json']);
  return {
    node: process.version,
    cores: availableParallelism(),
    cpu: cpus()[0]?.model ?? 'unknown',
    commit: git(['rev-parse', 'HEAD']),
    dirty: changes !== null && changes !== '',
  };
}
