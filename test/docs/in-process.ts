// The docs check run in-process, for the tests of how it works (commands.test.ts) and of
// every doc's commands (commands.slow.test.ts).
import { join } from 'node:path';
import { type Checked, checkDoc, type Run } from '../../scripts/docs/check.js';
import { tafelHeard } from '../cli/tafel.js';

export const repo = join(import.meta.dirname, '..', '..');

/** Runs tafel in-process in `cwd`: the commands run one at a time, so the process's
 * working folder is theirs while they run. */
export const inProcess: Run = async (args, cwd, onOut) => {
  const home = process.cwd();
  process.chdir(cwd);
  try {
    const { code, err } = await tafelHeard(onOut, ...args);
    return { code, err };
  } finally {
    process.chdir(home);
  }
};

/** Every command of `markdown` checked, as `npm run docs:check` checks it. */
export async function check(markdown: string, file = 'doc.md'): Promise<Checked[]> {
  const all: Checked[] = [];
  for await (const c of checkDoc(markdown, file, repo, inProcess)) all.push(c);
  return all;
}
