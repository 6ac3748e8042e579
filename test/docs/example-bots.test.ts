// The worked bot files of docs/bots.md (examples/bots/*.mjs): each plays whole games
// against `random` without a forfeit, and the doc shows each file as it is, so the doc
// cannot drift from code that runs.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tafel } from '../cli/tafel.js';

const ROOT = join(import.meta.dirname, '..', '..');
const EXAMPLES = join(ROOT, 'examples', 'bots');
const DOC = readFileSync(join(ROOT, 'docs', 'bots.md'), 'utf8');

/** Each example, the game it plays, the name it is labelled by and the tables it is tried
 * at (the example in seat order first, `random` in the other seats; the seats rotate from
 * game to game). */
const TABLES: readonly { file: string; game: string; name: string; players: readonly number[] }[] = [
  { file: 'gesjaakt-bargain.mjs', game: 'gesjaakt', name: 'bargain', players: [3] },
  { file: 'jacht-chaser.mjs', game: 'jacht', name: 'chaser', players: [2] },
  // Two players: the deck is a victim too (JT-13).
  { file: 'jatten-cautious.mjs', game: 'jatten', name: 'cautious', players: [2, 3] },
  // Five players: two decks, whose second deck's cards are written 5C' (FT-1).
  { file: 'fatima-simple.mjs', game: 'fatima', name: 'simple', players: [3, 5] },
  { file: 'klaverjassen-cheap.mjs', game: 'klaverjassen', name: 'cheap', players: [4] },
];

/** The contents of the doc's fenced js blocks, each as a file would hold it. */
function fencedBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```js\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
}

describe('docs/bots.md shows every example bot file as it is', () => {
  it('names one example per game, and no file is left out of the list', () => {
    expect(readdirSync(EXAMPLES).sort()).toEqual(TABLES.map((t) => t.file).sort());
    expect(new Set(TABLES.map((t) => t.game)).size).toBe(5);
  });

  for (const { file } of TABLES) {
    it(`examples/bots/${file}: its whole text is a fenced block, under a heading that names the file`, () => {
      const text = readFileSync(join(EXAMPLES, file), 'utf8');
      expect(fencedBlocks(DOC)).toContain(text);
      expect(DOC).toContain(`\`examples/bots/${file}\``);
    });
  }
});

describe('every example bot plays whole games against random without a forfeit', () => {
  for (const { file, game, name, players } of TABLES) {
    for (const n of players) {
      it(`${file} at ${game} with ${n} players`, async () => {
        const path = join(EXAMPLES, file);
        const lineup = [path, ...Array<string>(n - 1).fill('random')].join(',');
        const r = await tafel('play', game, '--bots', lineup, '--games', '6', '--workers', '1', '--json');
        expect(r.err).toBe('');
        expect(r.code).toBe(0);
        const summary = JSON.parse(r.out);
        expect(summary.forfeits).toEqual([]);
        expect(summary.capped).toBe(0);
        expect(summary.entrants[0]).toMatchObject({ bot: name, games: 6, scoredGames: 6, forfeits: 0 });
      });
    }
  }

  it('the simple Fatima policy takes its pickupMax as the doc writes it, and shows it in its label', async () => {
    const path = join(EXAMPLES, 'fatima-simple.mjs');
    const r = await tafel(
      'play',
      'fatima',
      '--bots',
      `${path}(pickupMax=1),random,random`,
      '--games',
      '6',
      '--workers',
      '1',
      '--json',
    );
    expect(r.err).toBe('');
    expect(JSON.parse(r.out).entrants[0]).toMatchObject({ bot: 'simple(pickupMax=1)', forfeits: 0 });
  });
});
