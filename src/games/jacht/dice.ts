// Every multiset of 0..5 dice, indexed once, so rules, bots and the solver can work on
// small integers and lookup tables instead of arrays. Multisets are numbered by size,
// then by their sorted faces: index 0 is the empty keep, the 252 hands of five dice are
// indices HAND_START..MULTISET_COUNT-1.
export const FACES = 6;
export const DICE = 5;

/** 6^(face-1): a multiset's code is the sum over its dice, i.e. its face counts in base 6. */
const POW6 = [1, 6, 36, 216, 1296, 7776];
const CODE_LIMIT = 46656; // 6^6

function enumerate(): number[][] {
  const bySize: number[][][] = [[[]]];
  for (let size = 1; size <= DICE; size++) {
    const next: number[][] = [];
    for (const smaller of bySize[size - 1]) {
      const last = smaller.length ? smaller[smaller.length - 1] : 1;
      for (let f = last; f <= FACES; f++) next.push([...smaller, f]);
    }
    bySize.push(next);
  }
  return bySize.flat();
}

const ALL = enumerate();

export const MULTISET_COUNT = ALL.length; // 462
export const HAND_COUNT = 252;
export const HAND_START = MULTISET_COUNT - HAND_COUNT; // 210

/** The sorted faces of each multiset. */
export const MULTISET_FACES: readonly (readonly number[])[] = ALL.map((m) => Object.freeze(m));

const CODE_TO_INDEX = new Int16Array(CODE_LIMIT).fill(-1);
for (let i = 0; i < ALL.length; i++) CODE_TO_INDEX[codeOf(ALL[i])] = i;

function codeOf(faces: ArrayLike<number>): number {
  let code = 0;
  for (let i = 0; i < faces.length; i++) code += POW6[faces[i] - 1];
  return code;
}

/** The index of a multiset of 0..5 faces in any order, or -1 when a face is not 1..6. */
export function multisetIndex(faces: ArrayLike<number>): number {
  let code = 0;
  for (let i = 0; i < faces.length; i++) {
    const f = faces[i];
    if (!(f >= 1 && f <= FACES) || !Number.isInteger(f)) return -1;
    code += POW6[f - 1];
  }
  return faces.length <= DICE ? CODE_TO_INDEX[code] : -1;
}

/** Hand number 0..251 of five dice (any order). */
export function handIndex(dice: ArrayLike<number>): number {
  return multisetIndex(dice) - HAND_START;
}

/** ADD[i*6 + f]: multiset i with one more die showing f+1 (-1 when i has five dice). */
export const ADD = new Int16Array(MULTISET_COUNT * FACES).fill(-1);
/** SUB[i*6 + f]: multiset i with one die showing f+1 removed (-1 when it has none). */
export const SUB = new Int16Array(MULTISET_COUNT * FACES).fill(-1);
for (let i = 0; i < MULTISET_COUNT; i++) {
  const m = ALL[i];
  for (let f = 1; f <= FACES; f++) {
    if (m.length < DICE) ADD[i * FACES + f - 1] = CODE_TO_INDEX[codeOf(m) + POW6[f - 1]];
    if (m.includes(f)) SUB[i * FACES + f - 1] = CODE_TO_INDEX[codeOf(m) - POW6[f - 1]];
  }
}

/** KEEPS_OF_HAND[h]: the distinct multisets of 0..4 dice that hand h can keep before a
 * reroll (keeping all five is not a roll). Sizes ascending. */
export const KEEPS_OF_HAND: readonly Int16Array[] = Array.from({ length: HAND_COUNT }, (_, h) => {
  const hand = ALL[HAND_START + h];
  const seen = new Set<number>();
  for (let bits = 0; bits < 31; bits++) {
    const kept: number[] = [];
    for (let d = 0; d < DICE; d++) if (bits & (1 << d)) kept.push(hand[d]);
    seen.add(CODE_TO_INDEX[codeOf(kept)]);
  }
  return Int16Array.from([...seen].sort((a, b) => a - b));
});
