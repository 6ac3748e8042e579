// Folds batch results into the run's statistics strictly in plan order, so the summary
// and its digest are the same for any number of workers and any batch size.
import { createHash, type Hash } from 'node:crypto';
import type { BaseOptions, BetterScore } from '../core/game.js';
import { findGame } from '../games/registry.js';
import { resolveBot } from '../../bots/registry.js';
import { DuplicatePairs, type PairSummary } from '../stats/pairs.js';
import { FigureTally, type FigureSummary } from '../stats/ratios.js';
import { type EntrantSummary, Tally } from '../stats/tally.js';
import { type BatchResult, CAPPED, type ForfeitNote, rowWidth } from './batch.js';
import { type Plan, type PlanGuests, type Seating, dealSize, seatsUntrustedGuest } from './plan.js';
import { sourceDigest } from '../guests/source-digest.js';
import { FORMAT } from './record.js';
import { sandboxGaps } from '../guests/sandbox.js';

/** A partnership's figures: its members (entrant indexes, entrant e in team e mod
 * teams), their bots, and the team's games, wins and team score (`bot` is the members'
 * bots joined by +). */
interface TeamSummary extends EntrantSummary {
  readonly team: number;
  readonly members: readonly number[];
}

/** A game's own figures (Game.figures) for one side: an entrant, or a team. */
interface SideFigures {
  readonly bot: string;
  readonly figures: readonly FigureSummary[];
}

/** A bot file or a program, as a summary names it, with the hash of what it was. */
export type EntrantSource = ({ readonly file: string } | { readonly cmd: string; readonly cwd: string }) & {
  readonly sha256: string;
};

export interface RunSummary {
  /** The records' and summaries' format (see FORMAT in record.ts). */
  readonly format: number;
  readonly game: string;
  /** Which scores are the better ones (lower in Gesjaakt and Fatima, which count penalties). */
  readonly betterScore: BetterScore;
  readonly games: number;
  readonly seed: number;
  /** The deal set: runs of one seed, key and deal set deal the same cards and dice. */
  readonly deals: string;
  /** Set when the run had a secret key (kept apart, never in the summary). */
  readonly keyed?: true;
  /** A keyed run: a one-way fingerprint of its key (keyIdOf), so that two runs can be
   * seen to share their deals without either showing the key. */
  readonly keyId?: string;
  /** Set when bots from outside tafel played outside the sandbox (--unsandboxed). */
  readonly unsandboxed?: true;
  /** What the sandbox of its bots from outside could not enforce on this machine. */
  readonly unenforced?: readonly string[];
  readonly options: BaseOptions;
  /** How entrants took the seats: rotate, permute or duplicate. */
  readonly seating: Seating;
  /** Duplicate seating: the games of a deal, one per distinct rotation of the lineup;
   * the intervals count deals. */
  readonly gamesPerDeal?: number;
  /** Search iterations per decision, when the run set them. */
  readonly iterations?: number;
  /** A time budget per decision, when the run set one: such a run is not reproducible. */
  readonly budgetMs?: number;
  /** Entrants that search by the clock (a bot's time budget): then the run is not
   * reproducible either. */
  readonly timed?: readonly string[];
  /** SHA-256 over every game's result in plan order: equal digests, equal runs. */
  readonly digest: string;
  readonly capped: number;
  readonly entrants: readonly EntrantSummary[];
  /** Per entrant, where a bot from outside tafel came from and the SHA-256 of what it
   * was (sourceDigest), null for tafel's own bots; absent when every bot is tafel's. A
   * bot file keeps its label across versions: this tells them apart (tafel compare). */
  readonly sources?: readonly (EntrantSource | null)[];
  /** A team game's partnerships, when the game has them. */
  readonly teams?: readonly TeamSummary[];
  /** A game with figures: per team in a team game, else per entrant. */
  readonly figures?: readonly SideFigures[];
  /** Duplicate seating: each pair of entrants (or teams) compared deal by deal. */
  readonly pairs?: readonly PairSummary[];
  /** The first forfeits, with their seats, decisions and reasons (all are counted per
   * entrant). */
  readonly forfeits: readonly ForfeitNote[];
  /** False when the run was stopped before all its games were played. */
  readonly complete: boolean;
}

const KEPT_FORFEITS = 20;

/** How the plan's bots from outside tafel played, when any played untrusted: outside the
 * sandbox, or in one that cannot enforce all it should here. */
function sandboxNotes(plan: Plan): { unsandboxed?: true; unenforced?: readonly string[] } {
  if (!seatsUntrustedGuest(plan)) return {};
  if (plan.guests?.unsandboxed) return { unsandboxed: true };
  const gaps = sandboxGaps();
  return gaps.length ? { unenforced: gaps } : {};
}

/** Per game of `batch`, the side that forfeited it: the entrant, or in a team game (entrant
 * e in team e mod teams) its team; -1 for a game played out. */
export function forfeitingSides(batch: BatchResult, teams: number): Int32Array {
  const sides = new Int32Array(batch.count).fill(-1);
  for (const f of batch.forfeits) sides[f.index - batch.start] = teams ? f.entrant % teams : f.entrant;
  return sides;
}

/** A game's score and win share for one side. The side that forfeited it keeps its loss
 * but not its score: the game was cut short where the forfeit came, and a score so far
 * (low penalties in Fatima or Gesjaakt) would flatter it. */
function addTo(tally: Tally, score: number, winShare: number, forfeited: boolean): void {
  if (forfeited) tally.addForfeited(winShare);
  else tally.add(score, winShare);
}

export class Merger {
  private readonly tallies: Tally[];
  /** Entrant e is in team e mod teams; 0 when the game has no partnerships. */
  private readonly teams: number;
  private readonly teamTallies: Tally[];
  /** Per side (team, or entrant when there are no teams): the game's own figures. */
  private readonly figureTallies?: FigureTally[];
  private readonly kinds: number;
  private readonly pairs?: DuplicatePairs;
  private readonly hash: Hash = createHash('sha256');
  /** The figures' counts in plan order, hashed apart from the rows so that batch
   * boundaries cannot interleave them differently; the digest joins both. */
  private readonly countHash?: Hash;
  private readonly forfeits: ForfeitNote[] = [];
  private capped = 0;
  private readonly timed: string[];
  played = 0;
  private readonly first: number;

  /** Games per duplicate deal, whose intervals count deals; 1 when games are the units. */
  private readonly deal: number;

  constructor(private readonly plan: Plan) {
    this.deal = plan.seating === 'duplicate' ? dealSize(plan) : 1;
    const byDeal = this.deal > 1;
    this.tallies = plan.entrants.map(() => new Tally(byDeal));
    this.first = plan.first ?? 0;
    // A bot from outside tafel says nothing of its clock (its budget is the run's).
    this.timed = plan.entrants.filter((spec, e) => {
      if (plan.guests?.sources[e]) return false;
      const bot = resolveBot(plan.game, spec);
      return bot.definition.timed?.(bot.params) ?? false;
    });
    const n = plan.entrants.length;
    this.teams = findGame(plan.game).teams ?? 0;
    this.teamTallies = Array.from({ length: this.teams }, () => new Tally(byDeal));
    const { figures } = findGame(plan.game);
    this.kinds = figures?.counts.length ?? 0;
    if (figures) {
      this.figureTallies = Array.from({ length: this.teams || n }, () => new FigureTally(figures, byDeal));
      this.countHash = createHash('sha256');
    }
    if (plan.seating === 'duplicate' && this.first % this.deal === 0) {
      const names = this.teams ? this.teamNames() : plan.entrants;
      this.pairs = new DuplicatePairs(names, this.deal);
    }
  }

  private members(team: number): number[] {
    return this.plan.entrants.map((_, e) => e).filter((e) => e % this.teams === team);
  }

  private teamNames(): string[] {
    return this.teamTallies.map((_, t) =>
      this.members(t)
        .map((e) => this.plan.entrants[e])
        .join('+'),
    );
  }

  add(batch: BatchResult): void {
    const expected = this.first + this.played;
    if (batch.start !== expected) throw new Error(`batch at ${batch.start} merged out of order (expected ${expected})`);
    const n = this.plan.entrants.length;
    const width = rowWidth(n);
    const { rows } = batch;
    this.hash.update(new Uint8Array(rows.buffer, rows.byteOffset, rows.byteLength));
    const { teams, teamTallies, pairs, figureTallies, kinds, deal } = this;
    const { counts } = batch;
    if (counts) this.countHash?.update(new Uint8Array(counts.buffer, counts.byteOffset, counts.byteLength));
    // Most batches have no forfeit: they skip the look-up (this loop runs a million times
    // a second in the fastest games).
    const out = batch.forfeits.length ? forfeitingSides(batch, teams) : undefined;
    for (let k = 0; k < batch.count; k++) {
      const row = k * width;
      const side = out ? out[k] : -1;
      if (side < 0) {
        for (let e = 0; e < n; e++) this.tallies[e].add(rows[row + e], rows[row + n + e]);
        // Partners share the team's score and win, so the team's first member speaks for it.
        for (let t = 0; t < teams; t++) teamTallies[t].add(rows[row + t], rows[row + n + t]);
      } else this.addForfeited(rows, row, side);
      // Side s is entrant s, or team s, whose first member is entrant s.
      pairs?.addGame(rows, row, row + n, side);
      if (rows[row + 2 * n] & CAPPED) this.capped++;
      // Side s is team s (its first member, entrant s, speaks for it) or entrant s.
      if (figureTallies && counts)
        for (let s = 0; s < figureTallies.length; s++) figureTallies[s].add(counts, (k * n + s) * kinds);
      // The deal's last game closes it, for every tally that counts deals.
      if (deal > 1 && (batch.start + k + 1) % deal === 0) this.endDeal();
    }
    for (const f of batch.forfeits) {
      this.tallies[f.entrant].forfeits++;
      if (teams) teamTallies[f.entrant % teams].forfeits++;
      if (this.forfeits.length < KEPT_FORFEITS) this.forfeits.push(f);
    }
    this.played += batch.count;
  }

  private endDeal(): void {
    for (const t of this.tallies) t.endDeal();
    for (const t of this.teamTallies) t.endDeal();
    for (const f of this.figureTallies ?? []) f.endDeal();
  }

  /** A game that `side` forfeited (an entrant, or a team): its loss counts, its score
   * does not (see addTo). */
  private addForfeited(rows: Float64Array, row: number, side: number): void {
    const { teams, teamTallies } = this;
    const n = this.plan.entrants.length;
    for (let e = 0; e < n; e++) addTo(this.tallies[e], rows[row + e], rows[row + n + e], side === (teams ? e % teams : e));
    for (let t = 0; t < teams; t++) addTo(teamTallies[t], rows[row + t], rows[row + n + t], side === t);
  }

  /** The tally of each side of the table: an entrant, or in a team game a team. */
  sideTallies(): readonly Tally[] {
    return this.teams ? this.teamTallies : this.tallies;
  }

  private teamSummaries(): TeamSummary[] {
    const names = this.teamNames();
    return this.teamTallies.map((t, team) => ({ team, members: this.members(team), ...t.summary(names[team]) }));
  }

  private digest(): string {
    const rows = this.hash.copy().digest('hex');
    if (!this.countHash) return rows;
    return createHash('sha256').update(rows).update(this.countHash.copy().digest('hex')).digest('hex');
  }

  private figureSummaries(): SideFigures[] {
    const names = this.teams ? this.teamNames() : this.plan.entrants;
    return (this.figureTallies ?? []).map((f, s) => ({ bot: names[s], figures: f.summary() }));
  }

  summary(): RunSummary {
    const { plan } = this;
    return {
      format: FORMAT,
      game: plan.game,
      betterScore: findGame(plan.game).betterScore ?? 'higher',
      games: this.played,
      seed: plan.seed,
      deals: plan.deals,
      ...(plan.key !== undefined ? { keyed: true as const, keyId: keyIdOf(plan.key) } : {}),
      ...sandboxNotes(plan),
      options: plan.options,
      seating: plan.seating ?? 'rotate',
      ...(plan.seating === 'duplicate' ? { gamesPerDeal: dealSize(plan) } : {}),
      ...(plan.iterations !== undefined ? { iterations: plan.iterations } : {}),
      ...(plan.budgetMs !== undefined ? { budgetMs: plan.budgetMs } : {}),
      ...(this.timed.length ? { timed: this.timed } : {}),
      digest: this.digest(),
      capped: this.capped,
      entrants: this.tallies.map((t, e) => t.summary(plan.entrants[e])),
      ...(plan.guests ? { sources: entrantSources(plan.guests) } : {}),
      ...(this.teams ? { teams: this.teamSummaries() } : {}),
      ...(this.figureTallies ? { figures: this.figureSummaries() } : {}),
      ...(this.pairs ? { pairs: this.pairs.summary() } : {}),
      forfeits: this.forfeits,
      complete: this.played === plan.games,
    };
  }
}

/** Each entrant's source with its digest (see EntrantSource); a plan made before digests
 * were kept (a test's by hand) hashes its sources now. */
function entrantSources(guests: PlanGuests): (EntrantSource | null)[] {
  return guests.sources.map((source, e) => (source ? { ...source, sha256: guests.digests?.[e] ?? sourceDigest(source) } : null));
}

/** A run key's fingerprint: 64 bits of SHA-256 over a key of at least 128, which tell
 * keys apart and give nothing of them away. */
function keyIdOf(key: string): string {
  return createHash('sha256').update(`tafel run key\0${key}`).digest('hex').slice(0, 16);
}
