// Klaverjassen's GamePlay.solver: a round's play solved with every hand open (solver/).
import type { PerfectSolver } from '../../core/game.js';
import type { KlaverjasAction } from './actions.js';
import { cardValues } from './solver/index.js';
import type { KlaverjasState } from './state.js';

export const solver: PerfectSolver<KlaverjasState, KlaverjasAction> = { values: cardValues };
