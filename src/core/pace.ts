// How long a run took and how fast it went, as a reader takes them in: the lines a run
// prints at its end and the progress bar while it runs (sim/progress.ts) share them.

/** A duration as a reader takes it in: 850 ms, 12.34 s; past a minute in minutes and
 * seconds (4 min 10 s), past an hour in hours and minutes (2 h 05 min). */
export function seconds(ms: number): string {
  if (ms < 999.5) return `${Math.round(ms)} ms`;
  if (ms < 59_995) return `${(ms / 1000).toFixed(2)} s`;
  const s = Math.round(ms / 1000);
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  const min = Math.round(s / 60);
  return `${Math.floor(min / 60)} h ${String(min % 60).padStart(2, '0')} min`;
}

/** Games played in `ms` as a pace a reader can use: whole games a second where there are
 * ten or more, tenths below that, and a minute's or an hour's games where a game takes
 * longer than a second (a searching Klaverjassen bot plays some 8 a minute). */
export function pace(games: number, ms: number): string {
  const perSecond = games / Math.max(ms / 1000, 1e-9);
  if (perSecond >= 10) return `${Math.round(perSecond).toLocaleString('en-US')} games/s`;
  if (perSecond >= 1) return `${perSecond.toFixed(1)} games/s`;
  if (perSecond * 60 >= 1) return `${(perSecond * 60).toFixed(1)} games/min`;
  return `${(perSecond * 3600).toFixed(1)} games/h`;
}
