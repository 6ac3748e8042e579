// How fast a tournament under way plays, for `tafel status` to tell its time left. The
// records carry no times (a run's files are the same on any machine), so the run keeps
// when it began and the games its records held then in a file of its own beside its lock,
// and removes it when it ends, as it does the lock.
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pace, seconds } from '../core/pace.js';
import { progressBar } from '../sim/progress.js';

const PACE_FILE = '.tafel.pace';

interface Pace {
  /** When the run began (or resumed), in ms since the epoch. */
  readonly since: number;
  /** The games its records held then (a resumed run's). */
  readonly games: number;
}

/** A tournament's progress, told both ways: the bar on its terminal and its pace kept in
 * `dir` for status, from now until `finish`. `already`: the games a resumed run found. */
export function runProgress(dir: string, already: number): ReturnType<typeof progressBar> {
  const bar = progressBar(process.stderr, already);
  beginPace(dir, already);
  return {
    update: bar.update,
    finish() {
      bar.finish();
      endPace(dir);
    },
  };
}

/** Kept for `tafel status`: the run in `dir` begins now, its records holding `games`. */
function beginPace(dir: string, games: number): void {
  try {
    writeFileSync(join(dir, PACE_FILE), `${JSON.stringify({ since: Date.now(), games })}\n`);
  } catch {
    // Only status's time left is lost; the run's own files are written or refused elsewhere.
  }
}

function endPace(dir: string): void {
  try {
    unlinkSync(join(dir, PACE_FILE));
  } catch {
    // never written, or gone
  }
}

/** The run's pace since it began and the time left to `total` games at that pace, when
 * the run in `dir` kept its pace and has counted games since; `counted`: the games status
 * counts now. */
export function paceOf(
  dir: string,
  counted: number,
  total: number,
  now = Date.now(),
): { pace: string; left: string } | undefined {
  const kept = readPace(dir);
  if (!kept) return undefined;
  const played = counted - kept.games;
  const took = now - kept.since;
  if (played <= 0 || took <= 0) return undefined;
  return { pace: pace(played, took), left: seconds(((total - counted) * took) / played) };
}

function readPace(dir: string): Pace | undefined {
  try {
    const kept = JSON.parse(readFileSync(join(dir, PACE_FILE), 'utf8')) as Pace;
    return Number.isFinite(kept.since) && Number.isInteger(kept.games) ? kept : undefined;
  } catch {
    return undefined;
  }
}
