// The baseline: points drawn uniformly from the space, recommended by the same model.
import { type Point, Searcher } from './searcher.js';

export class RandomSearch extends Searcher {
  ask(count: number): Point[] {
    return Array.from({ length: count }, () => this.randomPoint());
  }
}
