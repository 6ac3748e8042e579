// The baseline: points drawn uniformly from the space, ranked by the same model.
import { type Point, Searcher } from './searcher.js';

export class RandomSearch extends Searcher {
  protected search(count: number): Point[] {
    return Array.from({ length: count }, () => this.randomPoint());
  }
}
