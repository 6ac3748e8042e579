// The gate for the check against the old pimc: exits 0 when the finished run in
// the folder given (default out/check200) has a lower 95% bound of at least -3 points a
// round (a game is 16 rounds), else 1. resume.sh plays the rows again only past it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = process.argv[2] ?? 'out/check200';
const summary = JSON.parse(readFileSync(join(folder, 'summary.json'), 'utf8'));
const low = summary.events[0].tables[0].pairs[0].scoreDiffCI[0] / 16;
console.log(`${folder}: lower bound ${low.toFixed(1)} points a round, the gate -3: ${low >= -3 ? 'passed' : 'failed'}`);
process.exit(low >= -3 ? 0 : 1);
