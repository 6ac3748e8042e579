// Every game tafel ships passes the conformance suite (see conformance.ts).
import { GAMES } from '../../src/games/registry.js';
import { conformance } from './conformance.js';

// Gesjaakt seats two players only with this option (GS-1).
const ADMIT: Readonly<Record<string, Record<string, unknown>>> = { gesjaakt: { twoPlayers: true } };

for (const game of GAMES) conformance(game, ADMIT[game.id]);
