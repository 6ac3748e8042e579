// Explicit Klaverjassen deals on the command line: `play --deal FILE` plays bots on a hand
// typed in from a real table, `replay` accepts the records it writes, and every mistake in
// a deal file or a record is one line with exit code 2.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tafel } from './tafel.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-kj-'));

const HANDS = ['JC 9C AC TC KC QC 8C 7C', 'JD 9D AD TD KD QD 8D 7D', 'JH 9H AH TH KH QH 8H 7H', 'JS 9S AS TS KS QS 8S 7S'];
const DEAL = { dealer: 3, hands: HANDS, trumps: ['C', 'H'] };

function dealFile(name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
}

const play = (...flags: string[]) =>
  tafel('play', 'klaverjassen', '--bots', 'random,random,random,random', '--workers', '1', ...flags);

describe('play --deal', () => {
  it('plays the given hands: every game is that one round, and replay accepts the records', async () => {
    const out = join(dir, 'run');
    const r = await play('--games', '8', '--deal', dealFile('deal.json', DEAL), '--out', out);
    expect(r.code, r.err).toBe(0);
    const records = readFileSync(join(out, 'records.jsonl'), 'utf8').trim().split('\n');
    expect(records).toHaveLength(8);
    for (const line of records) {
      const record = JSON.parse(line) as { options: { deal: unknown }; actions: string[] };
      expect(record.options.deal).toEqual(DEAL);
      // One round: its 32 cards, after the bidding.
      const cards = record.actions.filter((a) => a.length === 2);
      expect(cards).toHaveLength(32);
    }
    const again = await tafel('replay', join(out, 'records.jsonl'));
    expect(again.code, again.out + again.err).toBe(0);
  });

  it('a list of rounds plays that many rounds', async () => {
    const next = { dealer: 0, hands: [HANDS[1], HANDS[2], HANDS[3], HANDS[0]], trumps: ['S', 'D'] };
    const r = await play('--games', '2', '--deal', dealFile('two.json', [DEAL, next]), '--json');
    expect(r.code, r.err).toBe(0);
  });
});

describe('bad input: one line, exit code 2', () => {
  const refused = async (value: unknown, pattern: RegExp) => {
    const r = await play('--games', '1', '--deal', dealFile('bad.json', value));
    expect(r.code).toBe(2);
    expect(r.err.trim()).not.toContain('\n');
    expect(r.err).toMatch(pattern);
  };
  const swapped = (seat: number, hand: string) => ({ ...DEAL, hands: HANDS.map((h, s) => (s === seat ? hand : h)) });

  it('a card twice', () =>
    refused(swapped(1, 'JD 9D AD TD KD QD 8D JC'), /bad\.json: card JC is in hand 1 and in hand 0: every card is dealt once/));

  it('a missing card and a hand of the wrong size', () =>
    refused(swapped(3, 'JS 9S AS TS KS QS 8S'), /bad\.json: hand 3 has 7 cards, not 8; card 7S in no hand/));

  it('a hand of nine', () =>
    refused(
      { ...DEAL, hands: [HANDS[0], 'JD 9D AD TD KD QD 8D 7D 7S', HANDS[2], 'JS 9S AS TS KS QS 8S'] },
      /hand 1 has 9 cards, not 8/,
    ));

  it('an unknown card name', () =>
    refused(swapped(2, 'JH 9H AH 10H KH QH 8H 7H'), /hand 2: unknown card '10H': a card is a rank/));

  it('an unknown suit, a repeated proposal, a dealer that is no seat', async () => {
    await refused({ ...DEAL, trumps: ['C', 'X'] }, /unknown suit "X": use C, D, H or S/);
    await refused({ ...DEAL, trumps: ['C', 'C'] }, /proposes C twice/);
    await refused({ ...DEAL, dealer: 4 }, /dealer 4 is not a seat: use 0 to 3/);
  });

  it('a file that is not JSON, and --deal for a game without deals', async () => {
    await refused('{ dealer: 3', /bad\.json is not valid JSON/);
    const r = await tafel('play', 'gesjaakt', '--bots', 'random,random,random', '--deal', dealFile('g.json', DEAL));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--deal is for a game dealt from a file \(klaverjassen\), not gesjaakt/);
  });

  it('an unknown variant', async () => {
    const r = await play('--games', '1', '--option', 'trumping=utrecht');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/option trumping=utrecht of klaverjassen is invalid/);
  });

  it('an illegal card in a record, and a name that is no card', async () => {
    const out = join(dir, 'tamper');
    expect((await play('--games', '1', '--deal', dealFile('d.json', DEAL), '--out', out)).code).toBe(0);
    const record = JSON.parse(readFileSync(join(out, 'records.jsonl'), 'utf8')) as { actions: string[] };
    // The second card of the first trick replaced by the first: a card already on the
    // table is in nobody's hand.
    const first = record.actions.findIndex((a) => a.length === 2);
    const led = record.actions[first];
    const illegal = { ...record, actions: record.actions.map((a, i) => (i === first + 1 ? led : a)) };
    writeFileSync(join(dir, 'illegal.json'), JSON.stringify(illegal));
    const r = await tafel('replay', join(dir, 'illegal.json'));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      new RegExp(`illegal\\.json: decision ${first + 2} \\(seat \\d\\) is "${led}", which is not legal there: legal are`),
    );
    const unknown = { ...record, actions: record.actions.map((a, i) => (i === first ? 'ZZ' : a)) };
    writeFileSync(join(dir, 'unknown.json'), JSON.stringify(unknown));
    const u = await tafel('replay', join(dir, 'unknown.json'));
    expect(u.code).toBe(2);
    expect(u.err).toMatch(/decision \d+ \(seat \d\) is "ZZ", which is not legal there/);
  });
});
