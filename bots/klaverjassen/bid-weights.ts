// Placeholder until bench/bid-model-fit.ts writes the fitted weights (bid-model.ts types them).
const zero = new Array<number>(24).fill(0);
export const BID_WEIGHTS = { margin: 20, play: zero, pass: Array.from({ length: 8 }, () => zero) };
