// Every fenced command of README.md and docs/, and every seeded command their prose quotes
// for a figure, runs (with a few games) or is exempt on purpose: the in-process twin of
// `npm run docs:check`, in the slow tier (it plays some eighty commands), so CI catches a
// doc command that broke.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Checked, checkDoc, docFiles, type Run, verdictLine } from '../../scripts/docs/check.js';
import { tafelHeard } from '../cli/tafel.js';

const repo = join(import.meta.dirname, '..', '..');

/** Runs tafel in-process in `cwd`: the commands run one at a time, so the process's
 * working folder is theirs while they run. */
const inProcess: Run = async (args, cwd, onOut) => {
  const home = process.cwd();
  process.chdir(cwd);
  try {
    const { code, err } = await tafelHeard(onOut, ...args);
    return { code, err };
  } finally {
    process.chdir(home);
  }
};

async function check(markdown: string, file = 'doc.md'): Promise<Checked[]> {
  const all: Checked[] = [];
  for await (const c of checkDoc(markdown, file, repo, inProcess)) all.push(c);
  return all;
}

describe.each(docFiles(repo))('the commands of %s', (file) => {
  it('each run with a few games and exit 0, or are exempt', { timeout: 600_000 }, async () => {
    const failed = (await check(readFileSync(join(repo, file), 'utf8'), file))
      .filter((c) => c.verdict === 'failed')
      .map(verdictLine);
    expect(failed).toEqual([]);
  });
});
