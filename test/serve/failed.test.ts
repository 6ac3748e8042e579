// A table that cannot play ends the session with its reason, on the page and in one line
// with exit code 1; nothing is recorded. Here a bot program answers when the session is
// checked twice (as every run checks it) and will not start a third time, to play.
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedTempFolder } from '../helpers.js';
import { startServe } from './serving.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'guests');

describe('a session whose table cannot play', () => {
  it('ends at once: the page is told why, the command says so and exits 1, and no game is recorded', async () => {
    const folder = mkdtempSync(join(sharedTempFolder('tafel-serve-failed-'), 'x-'));
    const starts = join(folder, 'starts');
    const out = join(folder, 'session');
    const program = `cmd:node ${join(FIXTURES, 'program.mjs')} checks ${starts}`;
    const served = await startServe('gesjaakt', '--bots', `person,${program},greedy`, '--unsandboxed', '--out', out);
    // Each answer waits for a change past the version the page has, until the session ends.
    let shown = { version: 0, phase: 'play', problem: null as string | null };
    while (shown.phase !== 'ended') {
      shown = (await (await fetch(`${served.url}state?since=${shown.version}`)).json()) as typeof shown;
    }
    expect(shown.problem).toMatch(
      /^the table stopped: bot program "node .*program\.mjs checks .*" cannot start: it exited with code 3/,
    );
    const ended = await served.ended;
    expect(ended.code).toBe(1);
    expect(ended.err).toMatch(/^0 games recorded in /m);
    expect(ended.err).toMatch(/^tafel: the table stopped: .*cannot start/m);
    expect(readFileSync(join(out, 'records.jsonl'), 'utf8')).toBe('');
  });
});
