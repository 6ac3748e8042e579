// A Chance whose dice are chosen by the test: the faces each (seat, round, roll) stream
// yields. An unscripted stream throws, so a test notices a roll it did not plan.
import type { Chance } from '../../../src/core/chance.js';
import type { Rng } from '../../../src/core/rng.js';
import { STREAM } from '../../../src/core/seeds.js';

export class ScriptedDice implements Chance {
  readonly opened: string[] = [];
  private readonly faces = new Map<string, number[]>();

  /** The faces the stream of (seat, round, roll) yields, in draw order. */
  set(seat: number, round: number, roll: number, faces: number[]): this {
    this.faces.set(`${seat},${round},${roll}`, faces);
    return this;
  }

  stream(...key: number[]): Rng {
    if (key[0] !== STREAM.roll) throw new Error(`unexpected stream ${key.join(',')}`);
    const name = key.slice(1).join(',');
    this.opened.push(name);
    const faces = this.faces.get(name);
    if (!faces) throw new Error(`no dice scripted for seat,round,roll ${name}`);
    let i = 0;
    const draw = (): number => {
      if (i >= faces.length) throw new Error(`stream ${name} ran out of scripted dice`);
      return faces[i++];
    };
    return { int: (n: number) => (n === 6 ? draw() - 1 : 0), next: () => (draw() - 0.5) / 6 };
  }
}
