// bench/baseline.json: the figures of one saved run and where they were taken, kept in the
// repository so that `npm run bench -- --compare` shows a regression in review.
import { existsSync, readFileSync } from 'node:fs';
import { writeFileAtomic } from '../src/core/disk.js';
import { z } from 'zod';
import type { Figure } from './figure.js';

const savedFigure = z.strictObject({
  id: z.string().min(1),
  what: z.string(),
  value: z.number().finite(),
  unit: z.string(),
  better: z.enum(['higher', 'lower', 'info']),
});

export const baselineSchema = z.strictObject({
  date: z.iso.datetime(),
  node: z.string(),
  cores: z.number().int().positive(),
  cpu: z.string(),
  /** null outside a git checkout. */
  commit: z.string().nullable(),
  /** Uncommitted changes to the measured code: the figures are not quite the commit's. */
  dirty: z.boolean(),
  /** Quick runs are shorter, so their figures do not compare with full ones. */
  quick: z.boolean(),
  runs: z.number().int().positive(),
  /** Cores that other processes used on average during the run. */
  othersCores: z.number().nonnegative(),
  figures: z.array(savedFigure).refine((fs) => new Set(fs.map((f) => f.id)).size === fs.length, 'figure ids repeat'),
});

export type Baseline = z.infer<typeof baselineSchema>;
export type Provenance = Omit<Baseline, 'figures'>;

export function toBaseline(provenance: Provenance, figures: readonly Figure[]): Baseline {
  return {
    ...provenance,
    figures: figures.map(({ id, what, value, unit, better }) => ({ id, what, value, unit, better })),
  };
}

/** The saved baseline, or a one-line reason there is none to compare with. */
export function readBaseline(path: string, shown = path): Baseline | string {
  if (!existsSync(path)) return `no ${shown} to compare with: run 'npm run bench -- --save' first`;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    return `${shown} is not JSON: ${(err as Error).message}`;
  }
  const parsed = baselineSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `${shown} is not a bench baseline: ${issue.path.join('.') || '(top)'}: ${issue.message}`;
  }
  return parsed.data;
}

export function writeBaseline(path: string, baseline: Baseline): void {
  writeFileAtomic(path, (write) => write(`${JSON.stringify(baseline, null, 2)}\n`));
}
