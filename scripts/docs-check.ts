// `npm run docs:check`: runs every fenced command of README.md and docs/ with a few games
// (see scripts/docs/), the built CLI as a process per command, one line each; exits 1 when
// any failed. test/docs/commands.test.ts runs the same commands in-process.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkDoc, docFiles, type Run, verdictLine } from './docs/check.js';

// Built to dist/scripts/, two folders below the repository.
const repo = resolve(import.meta.dirname, '..', '..');
const main = join(repo, 'dist', 'src', 'cli', 'main.js');

const run: Run = (args, cwd, onOut) =>
  new Promise((done) => {
    const child = spawn(process.execPath, [main, ...args], { cwd, stdio: ['ignore', onOut ? 'pipe' : 'ignore', 'pipe'] });
    child.stdout?.on('data', (d: Buffer) => onOut?.(String(d)));
    let err = '';
    child.stderr!.on('data', (d: Buffer) => (err += d));
    child.on('close', (code, signal) => done({ code: code ?? (signal ? 128 : 1), err }));
  });

let failed = 0;
let count = 0;
for (const file of docFiles(repo)) {
  // Seconds a command took, printed so a slow doc command can be found (not checked).
  let started = performance.now();
  for await (const checked of checkDoc(readFileSync(join(repo, file), 'utf8'), file, repo, run)) {
    count++;
    if (checked.verdict === 'failed') failed++;
    const seconds = (performance.now() - started) / 1000;
    console.log(`${verdictLine(checked)}${checked.args ? `  [${seconds.toFixed(1)} s]` : ''}`);
    started = performance.now();
  }
}
console.log(failed ? `${failed} of ${count} doc commands FAILED` : `all ${count} doc commands ok or exempt`);
process.exitCode = failed ? 1 : 0;
