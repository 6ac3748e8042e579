// `open`, the cheat that sees every hand: the match loop hands it the whole state, it
// plays the solver's card on it, and every place that offers it says it is a cheat. A bot
// from outside tafel that claims to see all still gets only its own view.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Bot } from '../../../src/core/bot.js';
import { playGame } from '../../../src/core/match.js';
import { klaverjassen } from '../../../src/games/klaverjassen/index.js';
import { T, type KlaverjasState } from '../../../src/games/klaverjassen/state.js';
import { resolveBot } from '../../../bots/registry.js';
import { closeGuests } from '../../../src/guests/guest.js';
import { buildPlan } from '../../../src/sim/build.js';
import { cheatNote, sweepCheatNote } from '../../../src/cli/cheats.js';
import { botContext } from '../../helpers.js';
import { tafel } from '../../cli/tafel.js';
import { TRUSTED, builtIn, fixture, guest, play } from '../../guests/table.js';
import { positions } from './positions.js';
import { atFirstClaim, lastButOne } from './staged.js';
import { stage } from '../../games/klaverjassen/stage.js';

afterAll(closeGuests);

function openBot(): Bot {
  const resolved = resolveBot('klaverjassen', 'open');
  return resolved.definition.create(resolved.params, klaverjassen);
}

/** The first card of the best value the solver gives on the true state. */
function solversCard(state: KlaverjasState): string {
  const legal = klaverjassen.legalActions(state);
  const out: number[] = [];
  klaverjassen.solver!.values(state, legal, out);
  const values = out.slice(0, legal.length);
  return legal[values.indexOf(Math.max(...values))];
}

const NOTE = "note: this run seats a cheat (open sees every hand): its figures are an upper bound, not a player's";

describe('open', () => {
  it('is declared a cheat, and its bot asks for the whole state', () => {
    expect(resolveBot('klaverjassen', 'open').definition.cheat).toBe('every hand');
    expect(openBot().seesAll).toBe(true);
  });

  it('is handed the whole state by the match loop: every hand, not its observation', () => {
    // A bot that sees all, as open does, in a game of random players: it checks each hand.
    let looked = 0;
    const random = builtIn('klaverjassen', 'random');
    const seer: Bot = {
      seesAll: true,
      act(whole, legal, ctx) {
        const { t } = whole as KlaverjasState;
        const held = [0, 1, 2, 3].filter((s) => t[T.hands + s] !== 0).length;
        if ((whole as KlaverjasState).playedCount === 0) expect(held).toBe(4);
        looked++;
        return random.act(whole, legal, ctx);
      },
    };
    const played = playGame({
      game: klaverjassen,
      options: klaverjassen.options.parse({}),
      bots: [seer, random, random, random],
      seed: 3,
      keepActions: false,
    });
    expect(played.forfeit).toBeUndefined();
    expect(looked).toBeGreaterThan(30);
  });

  it("plays the solver's card on the true state", () => {
    for (const state of [lastButOne(), ...positions(6, 20)]) {
      const card = openBot().act(klaverjassen.clone(state), klaverjassen.legalActions(state), botContext(state.turn, 1));
      expect(card).toBe(solversCard(state));
    }
    expect(openBot().act(klaverjassen.clone(lastButOne()), ['7D', 'AS'], botContext(3, 1))).toBe('7D');
  });

  it('bids on the true deal: plays a proposed suit it holds every card of', () => {
    const bid = (hands: string[]) => {
      const state = stage(hands, {}, ['C', 'H']).state;
      return openBot().act(klaverjassen.clone(state), klaverjassen.legalActions(state), botContext(0, 1));
    };
    expect(bid(['JC 9C AC TC KC QC 8C 7C'])).toBe('play');
  });

  it('claims roem as the heuristic does', () => {
    // Seat 0 won the stuk (9H QH KH 9D) for the playing team, far from nat: it claims.
    const state = atFirstClaim();
    const heuristic = builtIn('klaverjassen', 'heuristic');
    const seen = klaverjassen.observe(state, state.turn);
    const legal = klaverjassen.legalActions(state);
    expect(openBot().act(klaverjassen.clone(state), legal, botContext(state.turn, 1))).toBe('claim');
    expect(heuristic.act(seen, legal, botContext(state.turn, 1))).toBe('claim');
  });
});

describe('a bot from outside tafel', () => {
  it('never sees all, even trusted and with seesAll set: it gets its own view', () => {
    const others = [builtIn('klaverjassen', 'random'), builtIn('klaverjassen', 'random'), builtIn('klaverjassen', 'random')];
    const games = play('klaverjassen', [guest('klaverjassen', fixture('peeker.mjs'), TRUSTED), ...others], [1, 2]);
    for (const g of games) expect(g.forfeit).toBeUndefined();
  });
});

describe('runs that seat a cheat say so', () => {
  it('tafel list marks it', async () => {
    const r = await tafel('list');
    expect(r.out).toMatch(/^ {4}open: CHEAT \(sees every hand\): plays the solver's card/m);
    expect(r.out).not.toMatch(/^ {4}pimc: CHEAT/m);
  });

  it('one line names the cheat in a plan, a tournament or a sweep, and nothing for fair bots', () => {
    const plan = (bots: string) => buildPlan({ game: 'klaverjassen', bots, games: 4, seed: 1 });
    expect(cheatNote([plan('open,heuristic,open(margin=10),heuristic')])).toBe(NOTE);
    expect(cheatNote([plan('pimc,heuristic,pimc,heuristic')])).toBeUndefined();
    expect(sweepCheatNote('klaverjassen', 'open(margin=0..40:20)', 'heuristic,open,heuristic')).toBe(NOTE);
    expect(sweepCheatNote('klaverjassen', 'pimc(samples=5|10)', 'heuristic,heuristic,heuristic')).toBeUndefined();
  });

  it('play, tournament and sweep write it to stderr before anything runs', async () => {
    // Each run stops at once after the note (a queue nobody listens on, two run folders).
    const closed = 'redis://127.0.0.1:1';
    const p = await tafel('play', 'klaverjassen', '--bots', 'open,heuristic,open,heuristic', '--queue', closed);
    expect(p.err.split('\n')[0]).toBe(NOTE);
    const s = await tafel(
      'sweep',
      'klaverjassen',
      '--bot',
      'open(margin=0|20)',
      '--vs',
      'heuristic,random,heuristic',
      '--queue',
      closed,
    );
    expect(s.err.split('\n')[0]).toBe(NOTE);
    const dir = mkdtempSync(join(tmpdir(), 'tafel-cheat-'));
    const file = join(dir, 'cheat.json');
    const matches = [{ game: 'klaverjassen', bots: ['open', 'heuristic', 'open', 'heuristic'], games: 4 }];
    writeFileSync(file, JSON.stringify({ name: 'cheat', seed: 1, matches }));
    const t = await tafel('tournament', file, '--out', join(dir, 'a'), '--resume', join(dir, 'b'));
    expect(t.err.split('\n')[0]).toBe(NOTE);
    const fair = await tafel('play', 'klaverjassen', '--bots', 'pimc,heuristic,pimc,heuristic', '--queue', closed);
    expect(fair.err).not.toMatch(/cheat/);
  });
});
