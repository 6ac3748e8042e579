// `tafel play --sprt ELO0,ELO1 [--alpha A] [--beta B] [--every N]`: the flags of the
// sprt stop rule, read and checked here so play.ts only asks for the rule.
import { Option } from 'commander';
import { UsageError } from '../core/errors.js';
import type { SprtRule } from '../tournament/sprt.js';
import { wholeNumber } from './args.js';

export interface SprtFlags {
  sprt?: readonly [number, number];
  alpha?: number;
  beta?: number;
  every?: number;
}

/** Games between two looks when --every is not given (fewer when --games is). */
const DEFAULT_EVERY = 200;

/** The most games when --sprt is given without --games: a test of a few Elo takes tens
 * of thousands (Fishtest's [0, 2] some 20,000 pairs), more than play's default 1,000. */
export const SPRT_MOST_GAMES = 100_000;

function eloBand(text: string): readonly [number, number] {
  const parts = text.split(',').map((p) => p.trim());
  const values = parts.map(Number);
  if (parts.length !== 2 || parts.some((p) => p === '') || values.some((v) => !Number.isFinite(v) || Math.abs(v) > 1000)) {
    throw new UsageError(`--sprt ${text} is not two Elo values ELO0,ELO1 between -1000 and 1000 (e.g. --sprt 0,5)`);
  }
  if (values[1] <= values[0]) {
    throw new UsageError(`--sprt ${text}: ELO1 must be above ELO0, H1 says the first bot is the stronger (e.g. --sprt 0,5)`);
  }
  return [values[0], values[1]];
}

function errorRate(flag: string) {
  return (text: string): number => {
    const value = Number(text);
    if (text.trim() === '' || !(value > 0 && value < 0.5)) {
      throw new UsageError(`${flag} ${text} is not an error rate above 0 and below 0.5 (e.g. ${flag} 0.05)`);
    }
    return value;
  };
}

export const sprtFlag = () =>
  new Option(
    '--sprt <elo0,elo1>',
    'stop by the sequential probability ratio test of the first bot against the second: H0 it is ELO0 stronger, H1 ELO1 (at most --games, default 100,000)',
  ).argParser(eloBand);

export const alphaFlag = () =>
  new Option('--alpha <a>', 'with --sprt: the chance of accepting H1 when H0 holds (default 0.05)').argParser(
    errorRate('--alpha'),
  );

export const betaFlag = () =>
  new Option('--beta <b>', 'with --sprt: the chance of accepting H0 when H1 holds (default 0.05)').argParser(errorRate('--beta'));

export const everyFlag = () =>
  new Option('--every <n>', `with --sprt: games between two looks at the LLR (default ${DEFAULT_EVERY})`).argParser(
    wholeNumber('--every', 1),
  );

/** The rule the flags give, or undefined without --sprt. `round`: the games every look
 * must be a multiple of (each bot in each seat equally often, or whole duplicate deals). */
export function sprtRule(flags: SprtFlags, games: number, round: number): SprtRule | undefined {
  if (!flags.sprt) {
    const stray = (['alpha', 'beta', 'every'] as const).find((k) => flags[k] !== undefined);
    if (stray) throw new UsageError(`--${stray} belongs to --sprt: give --sprt ELO0,ELO1 too (e.g. --sprt 0,5)`);
    return undefined;
  }
  const whole = (n: number) => Math.max(round, Math.floor(n / round) * round);
  const every = flags.every ?? Math.min(whole(games), Math.ceil(DEFAULT_EVERY / round) * round);
  if (every % round !== 0) {
    const near = Math.max(round, Math.round(every / round) * round);
    throw new UsageError(
      `--every ${every}: each look must see whole rounds of ${round} games (every bot in every seat, or whole duplicate deals), so use a multiple of ${round} (e.g. ${near})`,
    );
  }
  if (every > games) throw new UsageError(`--every ${every} is more than the ${games} games to play: use at most --games`);
  const [elo0, elo1] = flags.sprt;
  return { rule: 'sprt', elo0, elo1, alpha: flags.alpha ?? 0.05, beta: flags.beta ?? 0.05, every, maxGames: games };
}
