// The seat's table drawn from its view (what a bot in the seat gets), never from the
// state: a plain drawing of every field of the view, until the viewer's per-game
// drawings (src/view) take its place.

/** HTML for the view of a seat of game `gameId`: self-contained, escaped. */
export function drawSeat(gameId: string, view: unknown): string {
  if (view === null || view === undefined) return '<p class="waiting">the cards are being dealt…</p>';
  return `<div class="view view-${escapeHtml(gameId)}">${drawValue(view)}</div>`;
}

function drawValue(value: unknown): string {
  if (value === null) return '<span class="none">—</span>';
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v !== 'object')) {
      return value.length === 0 ? '<span class="none">none</span>' : value.map((v) => drawValue(v)).join(' ');
    }
    return `<ol start="0">${value.map((v) => `<li>${drawValue(v)}</li>`).join('')}</ol>`;
  }
  if (typeof value === 'object') {
    const rows = Object.entries(value as Record<string, unknown>)
      .map(([key, v]) => `<dt>${escapeHtml(key)}</dt><dd>${drawValue(v)}</dd>`)
      .join('');
    return `<dl>${rows}</dl>`;
  }
  return `<span class="v">${escapeHtml(String(value))}</span>`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
