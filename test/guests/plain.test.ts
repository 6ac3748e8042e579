// The observation a guest gets from a game without `view`: plain arrays all the way down,
// a copy that shares nothing with what it was made from.
import { expect, it } from 'vitest';
import { plainCopy } from '../../src/guests/plain.js';

it('turns typed arrays into plain ones at any depth, and copies everything', () => {
  const chips = new Int16Array([3, 0, 7]);
  const observation = { seat: 1, chips, rows: [{ dice: new Uint8Array([6, 6]) }], phase: 'bid', none: null };
  const copy = plainCopy(observation) as typeof observation;
  expect(copy).toStrictEqual({ seat: 1, chips: [3, 0, 7], rows: [{ dice: [6, 6] }], phase: 'bid', none: null });
  copy.rows[0].dice[0] = 1;
  (copy.chips as unknown as number[])[0] = 9;
  expect(observation.rows[0].dice[0]).toBe(6);
  expect(chips[0]).toBe(3);
});
