// Where a game's luck comes from. A game asks for a stream by what it is drawing (the
// deal; seat 2's turn 5, roll 3), so the same seed deals the same cards and dice to a
// seat however the bots decide. Tests substitute a scripted Chance to stage a position.
import { type Rng, SeededRng } from './rng.js';
import { STREAM, streamSeed } from './seeds.js';

export interface Chance {
  stream(...key: number[]): Rng;
}

export class SeededChance implements Chance {
  constructor(readonly seed: number) {}
  stream(...key: number[]): Rng {
    return new SeededRng(streamSeed(this.seed, key));
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

/** The seed of the private stream of the bot in `seat` for the game with this seed. */
export function botSeed(gameSeed: number, seat: number): number {
  return streamSeed(gameSeed, [STREAM.bot, seat]);
}

/** The private stream of the bot in `seat` for the game with this seed. */
export function botRng(gameSeed: number, seat: number): Rng {
  return new SeededRng(botSeed(gameSeed, seat));
}
