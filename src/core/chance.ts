// Where a game's luck comes from. A game asks for a stream by what it is drawing (the
// deal; seat 2's turn 5, roll 3), so the same seed deals the same cards and dice to a
// seat however the bots decide. Tests substitute a scripted Chance to stage a position.
import { type Rng, SeededRng, hashedRng } from './rng.js';
import { SeedLanes, botSeed } from './seeds.js';

export interface Chance {
  /** The stream for `key`. It is good until the next call of `stream` on this Chance:
   * draw what it is needed for, then ask for the next (a game never holds two). */
  stream(...key: number[]): Rng;
}

export class SeededChance implements Chance {
  /** One generator, reseeded for every stream: a game opens dozens (a Jatten blind draw,
   * a Jacht roll), and each would otherwise be an object of its own. */
  private readonly rng = new SeededRng(0);
  /** The seed hashed once for all the game's streams. */
  readonly lanes: SeedLanes;
  constructor(seed: number) {
    this.lanes = new SeedLanes(seed);
  }
  /** Starts over as a new SeededChance(seed) would: the match loop keeps one per table
   * instead of making five objects a game. */
  reseed(seed: number): void {
    this.lanes.reseed(seed);
  }
  stream(...key: number[]): Rng {
    this.rng.reseed(this.lanes.mix(key));
    return this.rng;
  }
}

/** Every stream is the one given rng: what a search bot plays forward with. Keys do not
 * matter in a simulation, and no generator is built per card or die. */
export class RngChance implements Chance {
  constructor(private readonly rng: Rng) {}
  stream(): Rng {
    return this.rng;
  }
}

/** The private stream of the bot in `seat` for the game with this seed (and run key). */
export function botRng(gameSeed: number, seat: number, key?: string): Rng {
  return hashedRng(botSeed(gameSeed, seat, key));
}
