// The report's links into the viewer (tafel view): games worth a look, grouped (each
// entrant's best, median and worst game, the biggest upsets, forfeits, Klaverjassen rounds
// that went nat), each a link to its page in the run's view/ folder. Chosen and written by
// src/view/links.ts; report.html shows them (html.ts, gameLinksSection).

export interface GameLink {
  /** The page, relative to report.html (view/game-3.html#245: its step 245). */
  readonly href: string;
  readonly text: string;
}

export interface GameLinkGroup {
  readonly title: string;
  /** What the group holds and how it was chosen. */
  readonly note: string;
  readonly links: readonly GameLink[];
}
