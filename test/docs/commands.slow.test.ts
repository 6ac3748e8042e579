// Every fenced command of README.md and docs/, and every seeded command their prose quotes
// for a figure, runs (with a few games) or is exempt on purpose: the in-process twin of
// `npm run docs:check`, in the slow tier (it plays some eighty commands), so CI catches a
// doc command that broke.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docFiles, verdictLine } from '../../scripts/docs/check.js';
import { check, repo } from './in-process.js';

describe.each(docFiles(repo))('the commands of %s', (file) => {
  it('each run with a few games and exit 0, or are exempt', { timeout: 600_000 }, async () => {
    const failed = (await check(readFileSync(join(repo, file), 'utf8'), file))
      .filter((c) => c.verdict === 'failed')
      .map(verdictLine);
    expect(failed).toEqual([]);
  });
});
