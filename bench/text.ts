// The run's figures as one table, with the baseline's figures beside them when comparing.
import Table from 'cli-table3';
import { type Comparison, formatComparison } from './compare.js';
import { type Figure, formatValue } from './figure.js';

const describe = (f: Figure) => (f.note ? `${f.what} (${f.note})` : f.what);

export function figureTable(figures: readonly Figure[]): string {
  const table = new Table({
    head: ['id', 'figure', 'what'],
    colAligns: ['left', 'right', 'left'],
    style: { head: [], border: [], compact: true },
  });
  for (const f of figures) table.push([f.id, formatValue(f.value, f.unit), describe(f)]);
  return table.toString();
}

export function comparisonTable(rows: readonly Comparison[]): string {
  const table = new Table({
    head: ['id', 'figure', 'baseline', 'now ÷ baseline', 'what'],
    colAligns: ['left', 'right', 'right', 'right', 'left'],
    style: { head: [], border: [], compact: true },
  });
  for (const c of rows) {
    const base = c.base === undefined ? '' : formatValue(c.base, c.figure.unit);
    table.push([c.figure.id, formatValue(c.figure.value, c.figure.unit), base, formatComparison(c), describe(c.figure)]);
  }
  return table.toString();
}
