// Where a run's game pages live: DIR/view/ beside its records. Its own module so the
// folder checks of --out can ask about it without loading the page writers.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const VIEW_FOLDER = 'view';

/** True when `folder` holds game pages of an earlier run: a new run there would leave
 * them beside its own, showing games its records do not hold. */
export function holdsGamePages(folder: string): boolean {
  try {
    return readdirSync(join(folder, VIEW_FOLDER)).length > 0;
  } catch {
    return false; // no view/ folder (or not a folder: the page writer says so)
  }
}
