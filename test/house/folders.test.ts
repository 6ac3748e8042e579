// The folder map of docs/architecture.md matches the tree: every folder it names exists,
// and every folder of src/ and bots/ (at any depth), every top-level folder and every folder of
// test/ is in it (a test/ folder also by mirroring a folder of src/ or the top level, as
// the map says test/ is laid out).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, namedFolders, section } from './doc.js';

const MAP = new Set(namedFolders(section('Folder map')));

/** What the build, npm and the tests leave at the top, none of it in git. */
const MADE = new Set(['node_modules', 'dist', 'test-artifacts']);

function foldersIn(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => (dir === '.' ? entry.name : `${dir}/${entry.name}`));
}

function foldersUnder(dir: string): string[] {
  return foldersIn(dir).flatMap((folder) => [folder, ...foldersUnder(folder)]);
}

describe('the folder map', () => {
  it('names only folders that exist', () => {
    expect(MAP.size).toBeGreaterThan(0);
    const missing = [...MAP].filter((folder) => !existsSync(join(ROOT, folder)) || !statSync(join(ROOT, folder)).isDirectory());
    expect(missing).toEqual([]);
  });

  it('names every folder of src/ and bots/, at any depth', () => {
    const all = [...foldersUnder('src'), ...foldersUnder('bots')];
    expect(all.filter((folder) => !MAP.has(folder))).toEqual([]);
  });

  it('names every top-level folder', () => {
    const top = foldersIn('.').filter((folder) => !MADE.has(folder));
    expect(top.filter((folder) => !MAP.has(folder))).toEqual([]);
  });

  it('names every folder of test/, or test/ mirrors it', () => {
    const mirrors = (folder: string) => {
      const name = folder.slice('test/'.length);
      return existsSync(join(ROOT, 'src', name)) || (existsSync(join(ROOT, name)) && MAP.has(name));
    };
    expect(foldersIn('test').filter((folder) => !MAP.has(folder) && !mirrors(folder))).toEqual([]);
  });
});
