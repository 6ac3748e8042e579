// docs/cli.md is the reference of the command line: every command tafel has, and every
// option of each, read from the program's own help, is named there.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tafel } from '../cli/tafel.js';

const doc = readFileSync('docs/cli.md', 'utf8');

/** The commands a help text lists (without `help`). */
function commandsIn(help: string): string[] {
  const section = help.split(/^Commands:$/m)[1] ?? '';
  return [...section.matchAll(/^ {2}([a-z]+)/gm)].map((m) => m[1]).filter((c) => c !== 'help');
}

/** The long options a help text lists (without `--help`). */
function optionsIn(help: string): string[] {
  const section = (help.split(/^Options:$/m)[1] ?? '').split(/^Commands:$/m)[0];
  return [...section.matchAll(/^ {2}(?:-\w, )?(--[a-z-]+)/gm)].map((m) => m[1]).filter((o) => o !== '--help');
}

/** Every command path (`jacht solve`) with its options. */
async function commands(path: string[] = []): Promise<{ path: string; options: string[] }[]> {
  const help = (await tafel(...path, '--help')).out;
  const found = path.length ? [{ path: path.join(' '), options: optionsIn(help) }] : [];
  for (const sub of commandsIn(help)) found.push(...(await commands([...path, sub])));
  return found;
}

describe('docs/cli.md', () => {
  it('names every command and every option of each', async () => {
    const all = await commands();
    expect(all.map((c) => c.path)).toEqual(expect.arrayContaining(['play', 'jacht solve', 'worker']));
    const missing: string[] = [];
    for (const { path, options } of all) {
      if (!doc.includes(`\`tafel ${path}`)) missing.push(`tafel ${path}`);
      for (const option of options) if (!doc.includes(`\`${option}`)) missing.push(`tafel ${path} ${option}`);
    }
    expect(missing).toEqual([]);
  });
});
