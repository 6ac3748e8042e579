// The tournament file the --resume tests cut and resume (resume.test.ts and, for the run
// killed with SIGKILL, resume-killed.slow.test.ts), each file in a folder of its own.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { smallTournament } from '../helpers.js';

export const dir = mkdtempSync(join(tmpdir(), 'tafel-resume-'));
export const file = join(dir, 'pool.json');
writeFileSync(
  file,
  JSON.stringify(smallTournament({ name: 'resume', seed: 11, stop: { rule: 'sequential', every: 600, maxGames: 3000 } })),
);
/** The files a resumed run must end with, byte for byte as an uninterrupted run's. */
export const FILES = ['tournament.json', 'games.jsonl', 'summary.json'];
/** The lines of a file, 0 when it is not there yet. */
export const lines = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8').split('\n').length - 1 : 0);
