// Writes on real devices, no mocks: a tmpfs the size of a few pages fills for real (a
// short write, then ENOSPC), /dev/full refuses every write, a read-only mount refuses
// the open. What was complete stays complete, and each failure is one line.
import { mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DiskError, diskError, openRecordFile, temporaryName, writeFileAtomic } from '../../src/core/disk.js';
import { smallDisk } from '../fixtures/small-disk.js';

const PAGE = 4096;
const disks: { remove(): void }[] = [];
afterAll(() => disks.forEach((d) => d.remove()));
function disk(bytes: number, readOnly = false) {
  const made = smallDisk(bytes, readOnly);
  disks.push(made);
  return made;
}

function failure(action: () => void): DiskError {
  try {
    action();
  } catch (e) {
    expect(e).toBeInstanceOf(DiskError);
    return e as DiskError;
  }
  throw new Error('the write did not fail');
}

describe('a whole file (writeFileAtomic)', () => {
  it('on a disk that fills midway fails in one line and leaves the earlier file as it was', () => {
    const { path } = disk(4 * PAGE);
    const file = join(path, 'report.html');
    writeFileAtomic(file, (write) => write('the earlier report\n'));
    // One write of more than the disk holds: the kernel takes what fits and says so only
    // by the count it returns.
    const e = failure(() => writeFileAtomic(file, (write) => write('x'.repeat(6 * PAGE))));
    expect(e.message).toBe(`cannot write ${file}: the disk is full (ENOSPC): free some space or write to another disk`);
    expect(e.exitCode).toBe(2);
    expect(readFileSync(file, 'utf8')).toBe('the earlier report\n');
    expect(readdirSync(path)).toEqual(['report.html']);
  });

  it('where every write is refused (/dev/full), and the refused file is not left behind', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tafel-full-'));
    const file = join(dir, 'summary.json');
    symlinkSync('/dev/full', temporaryName(file));
    const e = failure(() => writeFileAtomic(file, (write) => write('{}\n')));
    expect(e.code).toBe('ENOSPC');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('on a read-only disk', () => {
    const { path } = disk(4 * PAGE, true);
    const e = failure(() => writeFileAtomic(join(path, 'sweep.json'), (write) => write('{}\n')));
    expect(e.message).toMatch(
      /sweep\.json: the file system is read-only \(EROFS\): make it writable or write to a writable disk$/,
    );
  });

  it('is written whole when it fits, in as many pieces as it comes', () => {
    const { path } = disk(4 * PAGE);
    const file = join(path, 'a.json');
    writeFileAtomic(file, (write) => {
      write('[1,');
      write(Buffer.from('2]\n'));
    });
    expect(readFileSync(file, 'utf8')).toBe('[1,2]\n');
  });
});

describe('a file of records (openRecordFile)', () => {
  it('ends on its last whole line when the disk fills, writes nothing more, and says why', () => {
    const { path } = disk(2 * PAGE);
    const file = join(path, 'games.jsonl');
    writeFileSync(file, '{"game":0}\n');
    const records = openRecordFile(file, 'a');
    // Lines of some 700 bytes, three at a time: one batch is cut partway by the full disk.
    const line = (n: number) => JSON.stringify({ game: n, padding: 'p'.repeat(690) });
    let n = 1;
    while (!records.failure) {
      records.append([line(n), line(n + 1), line(n + 2)]);
      n += 3;
    }
    expect(records.failure.code).toBe('ENOSPC');
    expect(records.lost.aborted).toBe(true);
    const text = readFileSync(file, 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    const kept = text.trimEnd().split('\n');
    expect(kept.map((l) => JSON.parse(l).game)).toEqual(Array.from({ length: kept.length }, (_, k) => k));
    expect(kept).toHaveLength(1 + records.lines);
    records.append([line(n)]); // ignored: the disk has room again only after the cut
    expect(readFileSync(file, 'utf8')).toBe(text);
    records.close();
  });

  it('on /dev/full: the first append fails, nothing is thrown at the run', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tafel-full-'));
    symlinkSync('/dev/full', join(dir, 'records.jsonl'));
    const records = openRecordFile(join(dir, 'records.jsonl'), 'w');
    records.append(['{}']);
    expect(records.failure?.message).toMatch(/records\.jsonl: the disk is full \(ENOSPC\)/);
    expect(records.lines).toBe(0);
    records.close();
  });
});

describe('what each refusal says', () => {
  // EDQUOT, EIO and EACCES (root passes every permission) cannot be had for real here:
  // the errors are made as Node makes them, to check the words.
  it.each([
    ['EDQUOT', 'the disk quota is used up (EDQUOT): free some of your space or write to another disk'],
    ['EIO', 'the disk reported an I/O error (EIO): check the disk or write to another disk'],
    ['EACCES', 'permission denied (EACCES): make the folder writable or write to a folder you may write to'],
  ])('%s', (code, words) => {
    const e = diskError('/r/games.jsonl', Object.assign(new Error(`${code}: something, write`), { code }));
    expect((e as DiskError).message).toBe(`cannot write /r/games.jsonl: ${words}`);
  });

  it('an error of no file system passes as it is', () => {
    const bug = new TypeError('not a disk');
    expect(diskError('/r/x', bug)).toBe(bug);
  });
});
