// The drawing of any game's table: the one entry tafel view and tafel serve call. A drawing
// is self-contained HTML with no script and nothing fetched; TABLE_CSS styles it.
//
//   drawTable(pictureOfState(play, state, players))            every hand open (the viewer)
//   drawTable(pictureOfView(game, players, seat, view))         one seat's table (serve)
import type { FatimaView } from '../games/fatima/view.js';
import type { GesjaaktView } from '../games/gesjaakt/view.js';
import type { JachtView } from '../games/jacht/view.js';
import type { JattenView } from '../games/jatten/view.js';
import type { KlaverjasView } from '../games/klaverjassen/view.js';
import { drawFatima } from './fatima.js';
import { drawGesjaakt } from './gesjaakt.js';
import { esc } from './html.js';
import { drawJacht } from './jacht.js';
import { drawJatten } from './jatten.js';
import { drawKlaverjassen } from './klaverjassen.js';
import type { TablePicture } from './picture.js';

export { TABLE_CSS } from './style.js';
export { pictureOfState, pictureOfView } from './picture.js';

/** The table as HTML, drawn for its game; a game without a drawing shows its views as JSON. */
export function drawTable(p: TablePicture): string {
  switch (p.game) {
    case 'klaverjassen':
      return drawKlaverjassen(p as TablePicture<KlaverjasView>);
    case 'jacht':
      return drawJacht(p as TablePicture<JachtView>);
    case 'jatten':
      return drawJatten(p as TablePicture<JattenView>);
    case 'gesjaakt':
      return drawGesjaakt(p as TablePicture<GesjaaktView>);
    case 'fatima':
      return drawFatima(p as TablePicture<FatimaView>);
    default:
      // A game registered from outside tafel (docs/writing-a-game.md) has no drawing.
      return `<pre class="table">${esc(JSON.stringify(p.views, null, 1))}</pre>`;
  }
}
