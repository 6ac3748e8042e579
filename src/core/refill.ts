// In-place observations: a game's observe(state, seat, into) refills the typed arrays of
// an observation it made before. A bot may have replaced one with anything, so each is
// checked for being what it was made as before it is written into.
type Counts = Int8Array | Uint8Array | Int16Array | Uint16Array | Int32Array;

/** %TypedArray%.prototype.set, called as itself: a bot cannot slip its own `set` in.
 * Not shared through a helper (Jacht's and Jatten's observe keep their own): a copy site
 * that always sees one array type is faster than one that sees them all. */
const typedSet = Object.getPrototypeOf(Int8Array.prototype).set as (this: Counts, source: Counts) => void;

/** `into` with `source[start..end)` copied in, when `into` is an array of the source's
 * type and that length; otherwise a new copy. Never `source` itself. */
export function refill<T extends Counts>(into: unknown, source: T, start = 0, end = source.length): T {
  const length = end - start;
  const target = into as T | undefined;
  // A constructor check, not instanceof: with a different array type at every call,
  // instanceof takes its slow path and costs more than the copy.
  if (target == null || target.constructor !== source.constructor || target.length !== length || target === source) {
    return source.slice(start, end) as T;
  }
  // A whole array by native copy; a part element by element, since subarray would make
  // a view (through the species constructor: slow) on every call.
  if (length === source.length) typedSet.call(target, source);
  else for (let i = 0; i < length; i++) target[i] = source[start + i];
  return target;
}

/** `T` with its readonly marks taken off: for the code that fills an observation in. */
export type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** An observation as observe returns it: sealed when new, so that a bot cannot hang
 * anything of its own on it; refilled in place when it came as `into`. */
export function sealedIfNew<O extends object>(obs: O, into: O | undefined): O {
  return into ? obs : Object.seal(obs);
}

/** A class for one game's observations that keeps the parts an observation was made with
 * in a private field: no bot can see or reach it (not by Reflect.ownKeys either), and
 * unlike a WeakMap it costs the collector nothing. A bot that replaces a part of its
 * observation gets it put back at the next refill. Each call makes a class of its own,
 * so one game's observation never passes for another's. */
export function heldParts<P>(): {
  new (parts: P): object;
  /** The parts `obs` was made with; undefined for a new observation or another game's. */
  partsOf(obs: object | undefined): P | undefined;
} {
  return class Held {
    readonly #parts: P;
    constructor(parts: P) {
      this.#parts = parts;
    }
    static partsOf(obs: object | undefined): P | undefined {
      return obs !== undefined && #parts in obs ? (obs as Held).#parts : undefined;
    }
  };
}
