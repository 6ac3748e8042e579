// What two runs must share to be compared game by game, and which entrant is compared.
// Runs of one game, seed, key, deal set, seating and options deal the same cards and dice
// in deal k, rotation r, whoever plays (docs/seating.md): anything else differing and the
// games no longer pair, so it is refused, naming what differs. The entrant compared is the
// one whose bot differs, by its label or by what its file or program was (its sha256),
// paired by its position in the lineup.
import { UsageError } from '../core/errors.js';
import { findGame } from '../games/registry.js';
import type { EntrantSource, RunSummary } from '../sim/merge.js';
import type { RunSide } from './run-side.js';

/** Undefined when A and B deal the same games; otherwise why not, in one line. */
function termsDiffer(a: RunSummary, b: RunSummary): string | undefined {
  const differs = (what: string, x: unknown, y: unknown) => `${what} differs (${show(x)} in A, ${show(y)} in B)`;
  if (a.game !== b.game) return `they play different games (${a.game} in A, ${b.game} in B)`;
  if (a.entrants.length !== b.entrants.length) return differs('the number of players', a.entrants.length, b.entrants.length);
  if (a.seed !== b.seed) return differs('the seed', a.seed, b.seed);
  if (a.deals !== b.deals) return differs('the deal set', a.deals, b.deals);
  if ((a.keyed ?? false) !== (b.keyed ?? false))
    return differs('the secret key', a.keyed ? 'one' : 'none', b.keyed ? 'one' : 'none');
  if (a.keyId !== b.keyId) return differs('the secret key', `key ${a.keyId}`, `key ${b.keyId}`);
  if (a.seating !== b.seating) return differs('the seating', a.seating, b.seating);
  const [oa, ob]: Record<string, unknown>[] = [{ ...a.options }, { ...b.options }];
  const keys = [...new Set([...Object.keys(oa), ...Object.keys(ob)])];
  const option = keys.find((k) => JSON.stringify(oa[k]) !== JSON.stringify(ob[k]));
  if (option !== undefined) return differs(`the option ${option}`, oa[option], ob[option]);
  if (a.iterations !== b.iterations) return differs('the search iterations', a.iterations ?? 'none', b.iterations ?? 'none');
  if (a.budgetMs !== b.budgetMs) return differs('the time budget', a.budgetMs ?? 'none', b.budgetMs ?? 'none');
  return undefined;
}

function show(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? 'none');
}

/** The refusal of two runs that do not deal the same games. */
export function checkTerms(a: RunSide, b: RunSide): void {
  const why = termsDiffer(a.summary, b.summary);
  if (why === undefined) return;
  throw new UsageError(
    `${a.name} (A) and ${b.name} (B) are not played on the same deals: ${why}; compare runs of one game, seed, deal set, seating and options, e.g. play B with --deals-of A`,
  );
}

/** An entrant as a comparison tells it apart: its label, and what its file or program was. */
interface Entrant {
  readonly label: string;
  readonly source: EntrantSource | null;
}

export function entrantsOf(summary: RunSummary): Entrant[] {
  return summary.entrants.map((e, i) => ({ label: e.bot, source: summary.sources?.[i] ?? null }));
}

const same = (x: Entrant, y: Entrant) => x.label === y.label && (x.source?.sha256 ?? null) === (y.source?.sha256 ?? null);

/** The position compared (from 0) and the other positions that differ too. In a team game
 * a position stands for its partnership, whose members share every result. */
export function chosenPosition(a: RunSide, b: RunSide, bot: string | undefined): { position: number; alsoDiffer: number[] } {
  const [ea, eb] = [entrantsOf(a.summary), entrantsOf(b.summary)];
  const teams = findGame(a.summary.game).teams ?? 0;
  const sideOf = (p: number) => (teams ? p % teams : p);
  const differing = ea.flatMap((e, p) => (same(e, eb[p]) ? [] : [p]));
  const firstOfSide = (positions: number[]) =>
    positions.filter((p, i) => positions.findIndex((q) => sideOf(q) === sideOf(p)) === i);
  const sides = firstOfSide(differing);
  const pair = (p: number) => `${p + 1} (${name(ea[p])} in A, ${name(eb[p])} in B)`;
  if (bot === undefined) {
    if (sides.length === 1) return { position: sides[0], alsoDiffer: [] };
    if (sides.length === 0) {
      throw new UsageError(
        `${a.name} and ${b.name} seat the same bots in every position (${ea.map(name).join(', ')}): no entrant differs; name one to compare anyway with --bot NAME or --bot POSITION`,
      );
    }
    throw new UsageError(
      `${a.name} and ${b.name} differ in positions ${joined(sides.map(pair))}: name the one to compare, ${joined(
        sides.map((p) => `--bot ${p + 1}`),
        'or',
      )}`,
    );
  }
  const position = positionOf(bot, ea, eb);
  return { position, alsoDiffer: sides.filter((p) => sideOf(p) !== sideOf(position)) };

  function positionOf(text: string, x: Entrant[], y: Entrant[]): number {
    const n = x.length;
    if (/^\d+$/.test(text)) {
      const p = Number(text);
      if (p >= 1 && p <= n) return p - 1;
      throw new UsageError(`--bot ${text}: the lineup has positions 1 to ${n}`);
    }
    const at = x.flatMap((e, p) => (e.label === text || y[p].label === text ? [p] : []));
    if (at.length === 0) {
      throw new UsageError(
        `--bot ${text} is in neither run: A seats ${x.map(name).join(', ')}; B seats ${y.map(name).join(', ')} (or name a position, 1 to ${n})`,
      );
    }
    const held = firstOfSide(at);
    if (held.length > 1) {
      throw new UsageError(
        `--bot ${text} sits in positions ${joined(held.map((p) => String(p + 1)))}: name one, ${joined(
          held.map((p) => `--bot ${p + 1}`),
          'or',
        )}`,
      );
    }
    return held[0];
  }
}

/** An entrant as messages name it: its label, and for a bot file or program where it
 * came from and the start of its hash. */
export function name(e: Entrant): string {
  if (!e.source) return e.label;
  const where = 'file' in e.source ? e.source.file : `cmd:${e.source.cmd}`;
  return `${e.label} [${where} sha256 ${e.source.sha256.slice(0, 12)}]`;
}

function joined(items: string[], last = 'and'): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}
