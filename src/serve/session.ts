// A person's session at the table: the games one after another (game k is game 0 of run
// seed + k), what the page is shown of each, the records and the running score. Every
// change bumps `version`; the page asks for the state since the version it has and is
// answered at the next change (long polling: no timers anywhere).
import type { RecordFile } from '../core/disk.js';
import type { Plan } from '../sim/plan.js';
import type { GameRecord } from '../sim/record.js';
import type { FromTable } from './messages.js';
import { Table } from './table.js';

type Phase = 'play' | 'turn' | 'over' | 'ended';

/** What the page is shown: only what the person's seat may see (the view a bot in that
 * seat gets), the legal actions in words, and the public results. */
interface Shown {
  readonly version: number;
  readonly phase: Phase;
  /** The game of the session, from 1, and its run seed. */
  readonly number: number;
  readonly seed: number;
  /** The person's turns so far in the session: an answer names the turn it answers. */
  readonly turn: number;
  /** The seat's view at its turn, or of the game's end; null before the first turn. */
  readonly view: unknown;
  readonly legal: readonly string[];
  /** The last game's scores and win shares by seat, once it is over. */
  readonly result: { readonly scores: readonly number[]; readonly wins: readonly number[] } | null;
  /** The session's running score by seat: games over, summed scores and win shares. */
  readonly totals: { readonly games: number; readonly scores: readonly number[]; readonly wins: readonly number[] };
  /** Why the session ended, when it ended for a reason other than the person's. */
  readonly problem: string | null;
}

interface SessionSetup {
  readonly plan: Plan;
  readonly seat: number;
  readonly records: RecordFile;
  /** End after the first game (`--once`). */
  readonly once: boolean;
}

/** How a session ended: by the person or `--once` (ok), or what went wrong. */
interface Ending {
  readonly games: number;
  readonly problem?: string;
}

export class Session {
  private table: Table;
  private state: Shown;
  private waiters: (() => void)[] = [];
  private finish!: (ending: Ending) => void;
  /** Resolves once the session has ended and its table's thread is gone. */
  readonly ended = new Promise<Ending>((done) => (this.finish = done));

  constructor(private readonly setup: SessionSetup) {
    const n = setup.plan.entrants.length;
    this.state = {
      version: 1,
      phase: 'play',
      number: 1,
      seed: setup.plan.seed,
      turn: 0,
      view: null,
      legal: [],
      result: null,
      totals: { games: 0, scores: new Array<number>(n).fill(0), wins: new Array<number>(n).fill(0) },
      problem: null,
    };
    this.table = new Table(setup.plan, setup.seat, (m) => this.hear(m));
    this.table.play(this.state.seed);
  }

  get shown(): Shown {
    return this.state;
  }

  /** Resolves once the state is newer than `version` (at once if it is already). */
  changed(version: number): Promise<void> {
    if (this.state.version > version || this.state.phase === 'ended') return Promise.resolve();
    return new Promise((done) => this.waiters.push(done));
  }

  /** The person chooses legal action `choice` at turn `turn`: undefined when taken, else
   * why not (a stale turn, an index out of range). */
  act(turn: number, choice: number): string | undefined {
    const { phase, legal } = this.state;
    if (phase !== 'turn' || turn !== this.state.turn) return `turn ${turn} is not the turn waiting (${this.state.turn})`;
    if (!Number.isInteger(choice) || choice < 0 || choice >= legal.length) {
      return `choice ${choice} is not one of the ${legal.length} legal actions (0 to ${legal.length - 1})`;
    }
    this.update({ phase: 'play', legal: [] });
    this.table.answer(choice);
    return undefined;
  }

  /** Another game, on the next seed: only once the last one is over. */
  next(): string | undefined {
    if (this.state.phase !== 'over') return 'a game is under way: finish it first';
    const seed = this.state.seed + 1;
    this.update({ phase: 'play', number: this.state.number + 1, seed, view: null, legal: [], result: null });
    this.table.play(seed);
    return undefined;
  }

  /** Ends the session: a game under way is dropped, unrecorded. */
  end(problem?: string): Promise<Ending> {
    if (this.state.phase !== 'ended') {
      this.update({ phase: 'ended', legal: [], problem: problem ?? null });
      const games = this.state.totals.games;
      void this.table.close().then(() => this.finish(problem ? { games, problem } : { games }));
    }
    return this.ended;
  }

  private hear(message: FromTable): void {
    if (this.state.phase === 'ended') return;
    if (message.t === 'turn') {
      this.update({ phase: 'turn', turn: this.state.turn + 1, view: message.view, legal: message.legal });
    } else if (message.t === 'over') {
      this.over(message.record, message.view);
    } else if (message.t === 'failed') {
      void this.end(`the table stopped: ${message.message}`);
    }
  }

  private over(line: string, view: unknown): void {
    const { records } = this.setup;
    records.append([line]);
    if (records.failure) {
      void this.end(`${records.failure.message}: the game just played is not kept`);
      return;
    }
    const record = JSON.parse(line) as GameRecord;
    const { scores, wins } = record.result;
    const t = this.state.totals;
    const totals = {
      games: t.games + 1,
      scores: t.scores.map((s, i) => s + scores[i]),
      wins: t.wins.map((w, i) => w + wins[i]),
    };
    this.update({ phase: 'over', view, legal: [], result: { scores, wins }, totals });
    if (this.setup.once) void this.end();
  }

  private update(change: Partial<Shown>): void {
    this.state = { ...this.state, ...change, version: this.state.version + 1 };
    const waiting = this.waiters;
    this.waiters = [];
    for (const done of waiting) done();
  }
}
