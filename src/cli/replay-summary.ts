// What `tafel replay` checks of a folder's summary.json once its records replay: the
// summary made again from the records, as the run made it (its tables' events folded by
// runTournament, nothing played), and every figure in which the two differ, named by its
// path: a summary edited after the run (wins +5, a digest zeroed) is found.
import { statSync } from 'node:fs';
import { recordSource } from '../records/record-source.js';
import { count } from '../report/format.js';
import { runTournament } from '../tournament/run.js';
import type { WrittenSummary } from './replay-folder.js';

/** A figure of summary.json that the records do not give. */
interface Difference {
  readonly path: string;
  readonly written: unknown;
  readonly recomputed: unknown;
}

/** The summary `records` give, in JSON's own values (NaN as null, nothing undefined). */
export async function recomputed(records: string, written: WrittenSummary): Promise<unknown> {
  const games = Number.MAX_SAFE_INTEGER;
  const replayed = recordSource(records, statSync(records).size, games, written.tournament);
  // Nothing is played: past the records, the run stops where the records stop.
  const summary = await runTournament(written.tournament, { workers: 1, replayed, signal: AbortSignal.abort() });
  return JSON.parse(JSON.stringify(written.shape(summary)));
}

/** Every leaf in which `written` and `recomputed` differ, in the written order. A
 * summary.json of an earlier tafel (no schema field) is compared on the fields both
 * hold. */
export function differences(written: unknown, recomputed: unknown): Difference[] {
  const out: Difference[] = [];
  const both = !(written && typeof written === 'object' && 'schema' in written);
  walk(written, recomputed, '', out, both);
  return out;
}

function walk(a: unknown, b: unknown, path: string, out: Difference[], common: boolean): void {
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const keys = Array.isArray(a)
      ? Array.from({ length: Math.max(a.length, (b as unknown[]).length) }, (_, i) => i)
      : [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const key of keys) {
      const x = (a as Record<string, unknown>)[key];
      const y = (b as Record<string, unknown>)[key];
      if (common && (x === undefined || y === undefined)) continue;
      walk(x, y, typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key, out, common);
    }
    return;
  }
  if (a !== b) out.push({ path, written: a, recomputed: b });
}

/** A difference as one line: the path, what summary.json says and what the records give. */
export function differenceText(d: Difference): string {
  const shown = (v: unknown) => (v === undefined ? 'nothing' : JSON.stringify(v));
  const { written: a, recomputed: b } = d;
  const by = typeof a === 'number' && typeof b === 'number' ? ` (${a > b ? '+' : '−'}${count(Math.abs(a - b))})` : '';
  return `${d.path}: summary.json says ${shown(a)}${by}, the records give ${shown(b)}`;
}
