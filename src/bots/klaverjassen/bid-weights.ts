// Placeholder until bench/bid-model-fit.ts writes the fitted weights.
import type { BidWeights } from './bid-model.js';

const zero = new Array<number>(24).fill(0);
export const BID_WEIGHTS: BidWeights = { margin: 20, play: zero, pass: Array.from({ length: 8 }, () => zero) };
