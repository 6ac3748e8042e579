// A benchmark figure: a stable id (what --save stores and --compare matches on), a number
// with its unit, and which way is better, so a comparison can tell a regression.
type Better = 'higher' | 'lower' | 'info';

export interface Figure {
  readonly id: string;
  readonly what: string;
  readonly value: number;
  readonly unit: string;
  /** 'info' figures (the load other processes put on the machine) are shown, not judged. */
  readonly better: Better;
  readonly note?: string;
  /** Printed below the table: something that makes this run's figures hard to trust. */
  readonly warning?: string;
}

/** Enough digits to read a change of a few percent, no more. */
export function formatNumber(value: number): string {
  const abs = Math.abs(value);
  const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3;
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function formatValue(value: number, unit: string): string {
  return unit === '×' ? `${formatNumber(value)}×` : `${formatNumber(value)} ${unit}`;
}

/** 1M, 500k: game counts short enough to go in an id. */
export function shortCount(n: number): string {
  if (n >= 1e6 && n % 1e5 === 0) return `${n / 1e6}M`;
  if (n >= 1e3 && n % 100 === 0) return `${n / 1e3}k`;
  return String(n);
}
