// A game's page carries its steps' drawings cut into pieces, each distinct piece once: the
// page's data, unpacked as its script does, gives every table of every step character for
// character (the browser tests see it drawn), at a fraction of the drawings' size.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/sim/record.js';
import { stepsOf } from '../../src/view/steps.js';
import { tafel } from '../cli/tafel.js';

interface Packed {
  pieces: string[];
  steps: [number, string, string, number[][]][];
}

describe('a game page’s steps', () => {
  it('unpack to every drawing of the game exactly, each recurring piece kept once', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'tafel-page-data-')), 'run');
    const bots = 'random,random,random,random';
    // The report links the run's one game (its entrants' best, median and worst): its page is written.
    expect((await tafel('play', 'klaverjassen', '--bots', bots, '--games', '1', '--workers', '1', '--out', dir)).code).toBe(0);
    const html = readFileSync(join(dir, 'view', 'game-0.html'), 'utf8');
    const data = /<script type="application\/octet-stream" id="steps">([^<]*)<\/script>/.exec(html)![1];
    const packed = JSON.parse(gunzipSync(Buffer.from(data, 'base64')).toString('utf8')) as Packed;
    const record = JSON.parse(readFileSync(join(dir, 'records.jsonl'), 'utf8').split('\n')[0]) as GameRecord;
    const steps = stepsOf(record);
    expect(packed.steps).toHaveLength(steps.length);
    packed.steps.forEach(([seat, decision, advice, tables], i) => {
      expect([seat, decision, advice]).toEqual([steps[i].seat, steps[i].decision, steps[i].advice ?? '']);
      expect(tables.map((t) => t.map((p) => packed.pieces[p]).join(''))).toEqual(steps[i].tables);
    });
    const whole = steps.reduce((n, s) => n + s.tables.reduce((m, t) => m + t.length, 0), 0);
    const kept = packed.pieces.reduce((n, p) => n + p.length, 0);
    expect(new Set(packed.pieces).size).toBe(packed.pieces.length);
    expect(kept).toBeLessThan(whole / 5);
  });
});
