// A picture of a table: what one drawing shows, made either from the full state (tafel
// view: every hand open) or from one seat's view as a bot receives it (tafel serve: only
// what that seat may see). Both are the game's own `view` (GamePlay.view, the plain JSON a
// bot from outside tafel gets), one per seat: the full picture holds every seat's, a seat's
// picture only its own. So a hidden card is absent from the data, never merely hidden.

/** What a drawing module draws. `V` is the game's view (KlaverjasView, JachtView, …). */
export interface TablePicture<V = unknown> {
  /** The game's id. */
  readonly game: string;
  /** By seat: what that seat sees, or null where this picture may not look. At least one
   * is present; public facts are read from the first present. */
  readonly views: readonly (V | null)[];
  /** By seat: the bot's label, when the page knows it. */
  readonly labels?: readonly string[];
  /** Cards to mark, by name (`JH`), with why: the cards the `signal` bot's conventions read
   * as signals (Klaverjassen), shown on the tricks where they lie. */
  readonly marks?: Readonly<Record<string, string>>;
}

/** What a drawing module needs of a game to picture its state. */
interface Viewing<S> {
  readonly id: string;
  observe(state: S, seat: number): unknown;
  view?(observation: never): unknown;
}

/** The picture of a full state: every seat's view, so every hand open; with `seat`, only
 * that seat's, as that seat's bot would receive it. */
export function pictureOfState<S>(
  play: Viewing<S>,
  state: S,
  players: number,
  more: { seat?: number; labels?: readonly string[]; marks?: Readonly<Record<string, string>> } = {},
): TablePicture {
  // A game without a view (a test's fixture, a game from outside tafel): its observation
  // as plain data, as bots from outside then get it.
  const toView =
    (play.view as ((o: unknown) => unknown) | undefined) ??
    ((o: unknown) =>
      JSON.parse(JSON.stringify(o, (_, v: unknown) => (ArrayBuffer.isView(v) ? Array.from(v as Uint8Array) : v))) as unknown);
  const views = Array.from({ length: players }, (_, s) =>
    more.seat === undefined || more.seat === s ? toView(play.observe(state, s)) : null,
  );
  return { game: play.id, views, ...(more.labels ? { labels: more.labels } : {}), ...(more.marks ? { marks: more.marks } : {}) };
}

/** The picture one seat may see: its view as its bot received it (a `tafel serve` page). */
export function pictureOfView<V>(
  game: string,
  players: number,
  seat: number,
  view: V,
  labels?: readonly string[],
): TablePicture<V> {
  const views = Array.from({ length: players }, (_, s) => (s === seat ? view : null));
  return { game, views, ...(labels ? { labels } : {}) };
}

/** The first view present: where public facts are read. */
export function publicView<V>(picture: TablePicture<V>): V {
  const v = picture.views.find((x) => x !== null);
  if (v === undefined || v === null) throw new Error('a picture needs at least one seat view');
  return v;
}
