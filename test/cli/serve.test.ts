// `tafel serve`'s flags and mistakes, in-process: each refused in one line with exit code
// 2 before a page is served or a folder made; and `person` nowhere but at serve.
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tafel } from './tafel.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-serve-cli-'));

describe('tafel serve refuses', () => {
  it.each([
    [
      ['--bots', 'greedy,greedy'],
      /--bots names no seat person: write person where you sit \(e\.g\. person,greedy,greedy\), or give --seat N/,
    ],
    [['--bots', 'person,greedy,person'], /--bots names person 2 times: one person plays at a table/],
    [['--bots', 'person,greedy', '--seat', '1'], /--seat 1 and person in --bots both place you: give one of them/],
    [['--bots', 'greedy,greedy', '--seat', '3'], /--seat 3 is past the table: with 2 bots your seat is 0 to 2/],
    [['--bots', 'greedy,greedy', '--seat', '-1'], /--seat -1 is not a whole number/],
    [['--bots', 'person(x=1),greedy,greedy'], /bot 'person\(x=1\)': a person's seat takes no parameters, write person/],
    [['--bots', 'person'], /player/],
    [['--bots', 'person,greedy,nosuch'], /unknown bot 'nosuch' for gesjaakt/],
    [['--bots', 'person,greedy,greedy', '--port', '70000'], /--port 70000 is out of range \(expected 0 to 65535\)/],
  ])('%j', async (flags, message) => {
    const out = join(dir, `refused-${flags.join('_').replace(/\W/g, '')}`);
    const { code, err } = await tafel('serve', 'gesjaakt', ...flags, '--out', out);
    expect(code).toBe(2);
    expect(err).toMatch(message);
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(existsSync(out)).toBe(false);
  });

  it('a port in use, in one line', async () => {
    const other = createServer();
    await new Promise<void>((done) => other.listen(0, '127.0.0.1', done));
    const port = (other.address() as AddressInfo).port;
    try {
      const { code, err } = await tafel(
        'serve',
        'gesjaakt',
        '--bots',
        'person,greedy,greedy',
        '--port',
        String(port),
        '--out',
        join(dir, 'busy'),
      );
      expect(code).toBe(2);
      expect(err).toBe(`tafel: --port ${port} cannot be listened on (EADDRINUSE): choose another, or leave it out\n`);
    } finally {
      other.close();
    }
  });

  it('a folder that holds an earlier session’s records', async () => {
    const out = join(dir, 'earlier');
    mkdirSync(out);
    writeFileSync(join(out, 'records.jsonl'), '{}\n');
    const { code, err } = await tafel('serve', 'gesjaakt', '--bots', 'person,greedy,greedy', '--out', out);
    expect(code).toBe(2);
    expect(err).toMatch(/--out .*earlier already holds results \(records\.jsonl\)/);
  });
});

describe('person', () => {
  it.each([
    ['play', ['play', 'gesjaakt', '--bots', 'person,greedy,greedy', '--games', '3']],
    ['sweep', ['sweep', 'gesjaakt', '--bot', 'greedy(threshold=2..3)', '--vs', 'person,greedy', '--games', '3']],
  ])('is no bot for %s: every seat there is a bot', async (_command, args) => {
    const { code, err } = await tafel(...args);
    expect(code).toBe(2);
    expect(err).toMatch(/person is the seat of a person at tafel serve: here every seat is a bot \(see tafel list\)/);
  });
});
