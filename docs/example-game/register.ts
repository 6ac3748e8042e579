// Importing this module adds Bluf to tafel's games: in this thread, and through the
// module's own URL in every worker thread that plays it.
import { registerGame } from '../../src/games/registry.js';
import { bluf } from './index.js';

registerGame(bluf, import.meta.url);
