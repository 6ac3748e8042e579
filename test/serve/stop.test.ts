// Ctrl-C ends a session, as it stops any run: the games finished are kept, the one under
// way is dropped, exit code 130. A real signal to the compiled bin: the process is what is
// tested. Every wait is on an event (the address printed, the state answered), never a time.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAIN } from '../cli/tafel.js';

interface State {
  version: number;
  phase: string;
  turn: number;
  number: number;
}

describe('a session stopped by Ctrl-C', () => {
  it('keeps the game finished, drops the one under way, and exits 130', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'tafel-serve-stop-')), 'session');
    const child = spawn(process.execPath, [MAIN, 'serve', 'gesjaakt', '--bots', 'person,greedy,greedy', '--out', out], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d));
    const closed = new Promise<number>((done) => child.on('close', (code) => done(code ?? -1)));
    const url = await new Promise<string>((done) => {
      let text = '';
      child.stdout.on('data', (d: Buffer) => {
        text += d;
        const found = /play at (\S+)/.exec(text)?.[1];
        if (found) done(found);
      });
    });
    // One whole game, always the first choice, then the second game's first turn.
    let state: State = { version: 0, phase: 'play', turn: 0, number: 1 };
    while (state.number === 1 || state.phase !== 'turn') {
      state = (await (await fetch(`${url}state?since=${state.version}`)).json()) as State;
      if (state.phase === 'turn' && state.number === 1) {
        await fetch(`${url}act`, { method: 'POST', body: JSON.stringify({ turn: state.turn, choice: 0 }) });
      } else if (state.phase === 'over') await fetch(`${url}next`, { method: 'POST' });
    }
    child.kill('SIGINT');
    expect(await closed).toBe(130);
    expect(err).toMatch(/Ctrl-C: stopping/);
    expect(err).toMatch(/^1 game recorded in /m);
    expect(err).toMatch(/tafel: stopped: the game under way \(if any\) was dropped/);
    const records = readFileSync(join(out, 'records.jsonl'), 'utf8').trim().split('\n');
    expect(records).toHaveLength(1);
    expect(JSON.parse(records[0])).toMatchObject({ run: { seed: 1, index: 0 }, lineup: ['person', 'greedy', 'greedy'] });
  });
});
