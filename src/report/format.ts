// Number formats shared by every report.
export function percent(x: number, digits = 1): string {
  return `${(100 * x).toFixed(digits)}%`;
}

export function fixed(x: number, digits = 2): string {
  return Number.isFinite(x) ? x.toFixed(digits) : '–';
}

/** Rating points, whole and signed: +63, -12, 0. */
export function points(x: number): string {
  if (!Number.isFinite(x)) return '–';
  const whole = Math.round(x);
  return whole > 0 ? `+${count(whole)}` : count(whole === 0 ? 0 : whole);
}

export function count(x: number): string {
  return Number.isInteger(x) ? x.toLocaleString('en-US') : x.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

export function seconds(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}
