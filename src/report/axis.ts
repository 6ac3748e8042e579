// The extent of a chart's value axis, from the data: an axis from 0 would squeeze 1,535
// against 1,536 into one pixel.

/** From the lowest interval end to the highest, with a margin of a twentieth of the span
 * on each side; a share stays within [0, 1]. */
export function axisDomain(lows: readonly number[], highs: readonly number[], share = false): [number, number] {
  const ends = [...lows, ...highs].filter(Number.isFinite);
  if (ends.length === 0) return [0, 1];
  let [low, high] = [Math.min(...ends), Math.max(...ends)];
  // One value and no width: a margin of 1% of it (or of one unit) shows it mid-axis.
  const margin = high > low ? (high - low) / 20 : Math.max(Math.abs(low) / 100, share ? 0.01 : 1);
  [low, high] = [low - margin, high + margin];
  return share ? [Math.max(0, low), Math.min(1, high)] : [low, high];
}
