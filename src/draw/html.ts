// What every game's drawing shares: escaping, a card as a small face, a seat's label and a
// table of figures. Plain strings: a drawing is HTML with no script, so the same markup
// serves a static page (tafel view) and a live one (tafel serve).

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML: bots' labels and specs come from users. */
export const esc = (text: string | number): string => String(text).replace(/[&<>"']/g, (c) => ENTITIES[c]);

const SUIT_GLYPHS: Readonly<Record<string, string>> = { C: '♣', D: '♦', H: '♥', S: '♠' };

/** A suit letter as its glyph, coloured (hearts and diamonds red). */
export function suitGlyph(suit: string): string {
  const glyph = SUIT_GLYPHS[suit];
  return glyph ? `<span class="suit suit-${suit}">${glyph}</span>` : esc(suit);
}

/** One card face: `label` is what is printed, `suit` colours it; `mark` (a signal, the
 * trick's winner) adds a class and a title that says why. */
export function card(label: string, opts: { suit?: string; mark?: string; title?: string; name?: string } = {}): string {
  const cls = ['card', opts.suit ? `suit-${opts.suit}` : '', opts.mark ? `mark-${opts.mark}` : ''].filter(Boolean).join(' ');
  const title = opts.title ? ` title="${esc(opts.title)}"` : '';
  const name = opts.name ? ` data-card="${esc(opts.name)}"` : '';
  return `<span class="${cls}"${name}${title}>${label}</span>`;
}

/** A card with a suit letter last (`JH`, `5C'`, `TS`): rank and suit glyph, `T` as 10. */
export function suitedCard(name: string, opts: { mark?: string; title?: string } = {}): string {
  const suit = name.replace(/'$/, '').slice(-1);
  const rank = name.replace(/'$/, '').slice(0, -1).replace(/^T$/, '10');
  const second = name.endsWith("'") ? '′' : '';
  if (!SUIT_GLYPHS[suit]) return card(esc(name), { ...opts, name }); // a joker
  return card(`${esc(rank)}${SUIT_GLYPHS[suit]}${second}`, { ...opts, suit, name });
}

/** `n` cards face down: a hand this picture may not see. */
export function backs(n: number): string {
  return `<span class="backs" title="${n} hidden">${'<span class="card back"></span>'.repeat(Math.min(n, 12))}${n > 12 ? ` ×${n}` : ''}</span>`;
}

/** A row of cards, or a dash when there are none. */
export const cards = (faces: readonly string[]): string =>
  faces.length ? `<span class="cards">${faces.join('')}</span>` : '<span class="none">–</span>';

/** Seat `s` as the drawing names it, with its bot's label when the picture has one. */
export function seatName(s: number, labels?: readonly string[]): string {
  const label = labels?.[s];
  return `<span class="seat seat-${s}">seat ${s}${label ? ` <span class="bot">${esc(label)}</span>` : ''}</span>`;
}

/** A small table: a header row and rows of cells already in HTML. */
export function grid(head: readonly string[], rows: readonly (readonly string[])[], cls = ''): string {
  const th = head.map((h) => `<th>${h}</th>`).join('');
  const body = rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('');
  return `<table class="grid ${cls}"><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
}

/** A named box of the table (a seat, the trick, the pile). */
export const box = (title: string, body: string, cls = ''): string =>
  `<section class="box ${cls}"><h4>${title}</h4>${body}</section>`;
