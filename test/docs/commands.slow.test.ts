// Every fenced command of README.md and docs/, and every seeded command their prose quotes
// for a figure, runs (with a few games) or is exempt on purpose: the in-process twin of
// `npm run docs:check`, in the slow tier (it plays some eighty commands), so CI catches a
// doc command that broke. One test a command, so that no test holds a whole doc's (a doc's
// commands run together, some 20 s for the longest): each takes its command's verdict from
// one check of the doc, which runs the commands in order in one folder, as a reader would.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Checked, checkDoc, docFiles, verdictLine } from '../../scripts/docs/check.js';
import { type DocCommand, docCommands } from '../../scripts/docs/extract.js';
import { inProcess, repo } from './in-process.js';

/** Each command named by its text, the same text again by its count: a name that does not
 * move when lines are added above it. */
function named(commands: readonly DocCommand[]): [string, DocCommand][] {
  const seen = new Map<string, number>();
  return commands.map((c) => {
    const n = (seen.get(c.text) ?? 0) + 1;
    seen.set(c.text, n);
    return [n === 1 ? c.text : `${c.text} (${n})`, c];
  });
}

const docs = docFiles(repo)
  .map((file) => ({ file, markdown: readFileSync(join(repo, file), 'utf8') }))
  .map((doc) => ({ ...doc, commands: named(docCommands(doc.markdown, doc.file)) }))
  .filter((doc) => doc.commands.length > 0);

describe.each(docs)('the commands of $file', ({ file, markdown, commands }) => {
  const checked = checkDoc(markdown, file, repo, inProcess);
  // A doc left part-checked (a test filtered out or failed) still has its folder removed.
  afterAll(async () => {
    await checked.return(undefined);
  });

  /** The verdict of `command`: the check runs on through the doc up to it (past the
   * commands of tests a filter left out). */
  async function verdictOf(command: DocCommand): Promise<Checked> {
    for (;;) {
      const next = await checked.next();
      if (next.done) throw new Error(`${file}:${command.line} was never reached by the doc's check`);
      if (next.value.command.line === command.line && next.value.command.text === command.text) return next.value;
    }
  }

  it.each(commands)('%s: runs with a few games and exit 0, or is exempt', { timeout: 600_000 }, async (_, command) => {
    const c = await verdictOf(command);
    expect(c.verdict === 'failed' ? verdictLine(c) : 'ran or exempt').toBe('ran or exempt');
  });
});
