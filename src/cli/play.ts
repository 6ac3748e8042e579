// `tafel play <game>`: one lineup, N seeded games, a table (or JSON) at the end; with
// --sprt, games until the SPRT of the first bot against the second decides (sprt-play.ts).
import { join } from 'node:path';
import type { Command } from 'commander';
import { sprtLines } from '../report/sprt.js';
import { executeSprt, sprtSides } from './sprt-play.js';
import { SPRT_MOST_GAMES, type SprtFlags, alphaFlag, betaFlag, everyFlag, sprtFlag, sprtRule } from './sprt-flags.js';
import { ExitError } from '../core/errors.js';
import { DiskError } from '../core/disk.js';
import { writeAtomic } from '../report/atomic.js';
import { FORMAT } from '../sim/record.js';
import type { EventSummary } from '../tournament/run.js';
import { writeJson } from '../report/json.js';
import { allForfeited, runReport } from '../report/run-text.js';
import { playReport } from '../report/play-report.js';
import { buildPlan } from '../sim/build.js';
import { type Plan, SEATINGS, dealSize, type Seating } from '../sim/plan.js';
import { folder, oneOf, positiveNumber, wholeNumber } from './args.js';
import { cheatNote } from './cheats.js';
import { PLAY_REPORT, execute, RUN_FILES } from './execute.js';
import {
  batchSizeFlag,
  botMemoryFlag,
  checkQueue,
  gameOptionFlag,
  gamesFlag,
  guestRequest,
  jsonFlag,
  outFlag,
  keepQueueFlag,
  queueFlag,
  type RunFlags,
  seedFlag,
  trustFlag,
  unsandboxedFlag,
  sandboxReadOnlyFlag,
  botFolderFlag,
  workersFlag,
} from './flags.js';
import { withDeal } from './deal-file.js';
import { dealsOf } from './deals-of.js';
import type { Io } from './io.js';
import { prepareOut, refuseOldPages, refuseSeenOut } from './out.js';
import { stopOnSignals } from './stop.js';
import { versioned } from './schema-id.js';
import { publicSeedNote, sealed, seatsUntrusted, UNKEPT_KEY_NOTE } from './seal.js';
import { RUN_KEY_FILE, writeRunKey } from '../core/run-key.js';

interface PlayFlags extends RunFlags, SprtFlags {
  bots: string;
  batchSize?: number;
  budgetMs?: number;
  iterations?: number;
  seating: Seating;
  deal?: string;
  dealsOf?: string;
}

export function registerPlay(program: Command, io: Io): void {
  program
    .command('play')
    .description('play many seeded games of one lineup and report win rates and scores')
    .argument('<game>', 'game id (see tafel list)')
    .requiredOption('--bots <specs>', 'one bot per seat, e.g. greedy(threshold=3),random,random; a,b,a,b partners a with a')
    .addOption(gamesFlag('number of games', 1000))
    .addOption(seedFlag())
    .addOption(workersFlag())
    .addOption(queueFlag())
    .addOption(keepQueueFlag())
    .addOption(gameOptionFlag())
    .addOption(jsonFlag('print the summary as JSON on stdout'))
    .addOption(
      outFlag('write every game record (records.jsonl), the summary (summary.json) and the report (report.html) to a folder'),
    )
    .addOption(batchSizeFlag())
    .option(
      '--seating <mode>',
      'rotate: seats turn round each game; permute: every table order in turn; duplicate: every deal played once in each distinct rotation (games a multiple of their number: the players, or fewer where the lineup repeats)',
      oneOf('--seating', SEATINGS),
      'rotate',
    )
    .option(
      '--budget-ms <ms>',
      'time a bot may take per decision; slower bots forfeit (not reproducible)',
      positiveNumber('--budget-ms'),
    )
    .option(
      '--deal <file>',
      'play an explicit deal (klaverjassen): a JSON file of the hands, dealer and trumps, see docs/klaverjassen-deals.md',
    )
    .option('--iterations <n>', 'search iterations a bot may spend per decision (reproducible)', wholeNumber('--iterations', 1))
    .option(
      '--deals-of <run>',
      'play the deals of an earlier run (a play --out folder, or a tournament table DIR#N): its seed, deal set, seating, options and games, so tafel compare pairs the two',
      folder('--deals-of'),
    )
    .addOption(trustFlag())
    .addOption(unsandboxedFlag())
    .addOption(sandboxReadOnlyFlag())
    .addOption(botFolderFlag())
    .addOption(botMemoryFlag())
    .addOption(sprtFlag())
    .addOption(alphaFlag())
    .addOption(betaFlag())
    .addOption(everyFlag())
    .action((gameId: string, flags: PlayFlags, command: Command) => play(gameId, flags, command, io));
}

async function play(gameId: string, flags: PlayFlags, command: Command, io: Io): Promise<void> {
  const plan = planOf(gameId, flags, command, io);
  const rule = sprtRule(flags, plan.games, dealSize(plan));
  // Two sides or none: refused before an --out folder is made.
  const sides = rule ? sprtSides(plan) : [];
  const cheat = cheatNote([plan]);
  if (cheat) io.err(`${cheat}\n`);
  await checkQueue(flags.queue);
  if (flags.out) refuseSeenOut([plan], '--out', flags.out);
  const out = flags.out ? prepareOut('--out', flags.out, [...RUN_FILES, RUN_KEY_FILE]) : undefined;
  if (out) refuseOldPages('--out', flags.out!, out);
  if (out && plan.key) writeRunKey(out, plan.key);
  const stop = stopOnSignals(io, {
    kept: out ? `${join(out, 'records.jsonl')} keeps every game of the batches finished so far (no summary.json)` : undefined,
  });
  const opts = { ...flags, stop, say: io.err };
  if (rule) {
    const run = await executeSprt(plan, rule, sides, opts, out).finally(() => stop.dispose());
    const [first, second] = run.sides;
    return ending(run, plan, `after ${run.summary.games} games, before the SPRT decided`, stop.exitCode, io, () => {
      const { summary, sprt, looks } = run;
      if (flags.json) writeJson(versioned('play', { ...summary, sprt: { ...sprt, looks } }), io.out);
      else {
        const lines = sprtLines(sprt, { first, second, looks, stoppedEarly: !summary.complete });
        io.out(`${runReport(summary, run.elapsedMs)}\n${lines.join('\n')}\n`);
      }
    });
  }
  const run = await execute(plan, opts, out).finally(() => stop.dispose());
  return ending(run, plan, `after ${run.summary.games} of ${plan.games} games`, stop.exitCode, io, () => {
    if (!flags.json) return io.out(`${playReport(run.summary, run.elapsedMs, run.event)}\n`);
    writeJson(run.summary, io.out);
    const every = allForfeited(run.summary);
    if (every) io.err(`${every}\n`);
  });
}

/** The plan of the command line: built from the flags (or the earlier run of --deals-of),
 * and dealt from a secret key too where a bot from outside could guess its deals. */
function planOf(gameId: string, flags: PlayFlags, command: Command, io: Io): Plan {
  // A test of a few Elo needs far more games than a plain run's default.
  const games = flags.sprt && command.getOptionValueSource('games') === 'default' ? SPRT_MOST_GAMES : flags.games;
  const built = buildPlan({
    game: gameId,
    bots: flags.bots,
    games,
    seed: flags.seed,
    options: flags.deal === undefined ? flags.option : withDeal(gameId, flags.deal, flags.option),
    budgetMs: flags.budgetMs,
    iterations: flags.iterations,
    seating: flags.seating,
    guests: guestRequest(flags),
    // The earlier run's seed, deal set, seating, options and games, over the flags'.
    ...(flags.dealsOf === undefined ? {} : dealsOf(flags.dealsOf, gameId, flags.bots, command)),
  });
  // A bot from outside that could find its deals from a seed it can guess is dealt from a
  // secret key too, unless the user names the seed (and is told what that gives away).
  // --deals-of deals what the earlier run dealt: sealed if it was (its key), else not.
  const untrusted = seatsUntrusted([built]);
  const seedGiven = command.getOptionValueSource('seed') !== 'default' || flags.dealsOf !== undefined;
  const plan = untrusted && !seedGiven ? sealed(built) : built;
  if (untrusted && seedGiven && !plan.key) {
    const given = flags.dealsOf === undefined ? `--seed ${flags.seed}` : `the seed of ${flags.dealsOf}`;
    io.err(`${publicSeedNote(given, flags.dealsOf === undefined ? 'leave out --seed' : 'play the earlier run sealed')}\n`);
  }
  // A sealed run's key lives only in its folder: without one, nobody can play it again.
  if (plan.key && !flags.out && flags.dealsOf === undefined) io.err(`${UNKEPT_KEY_NOTE}\n`);
  return plan;
}

/** What a run of `play` ends with, plain or SPRT alike. */
interface Played {
  readonly summary: { readonly complete: boolean };
  readonly event: EventSummary;
  readonly folder?: string;
  readonly writeFailure?: string;
  readonly queueLost?: Error;
}

/** The one ending of `play`, plain or SPRT: the page written once the figures are whole
 * (as a tournament's is), the figures shown (`show`), then where the files went, or what
 * stopped the run `stopped` (how far it got) as the exit. */
async function ending(run: Played, plan: Plan, stopped: string, exitCode: number, io: Io, show: () => void): Promise<void> {
  const { folder, queueLost } = run;
  const writeFailure = run.writeFailure ?? (folder ? await writeReport(folder, run.event) : undefined);
  show();
  if (writeFailure) throw new ExitError(`${folder}: ${writeFailure}`, 2);
  if (folder) {
    const key = plan.key ? `, the run's secret key to ${join(folder, RUN_KEY_FILE)}` : '';
    io.err(`records, summary and report written to ${folder}${key}\n`);
  }
  if (queueLost) throw new ExitError(`${queueLost.message}: stopped ${stopped}`, 2);
  if (!run.summary.complete) throw new ExitError(`stopped ${stopped}`, exitCode);
}

/** Writes report.html beside the records and summary: the page of the play's event, as
 * a tournament's report shows a match. Undefined when written, else what failed. */
async function writeReport(folder: string, event: EventSummary): Promise<string | undefined> {
  // Charts are loaded only by a run that writes a page (see tournament.ts).
  const [{ tournamentHtml }, { linksOfFolder }] = await Promise.all([import('../report/html.js'), import('../view/links.js')]);
  const { tables } = event;
  const summary = {
    format: FORMAT,
    name: event.title,
    seed: tables[0].seed,
    digest: tables[0].digest,
    games: event.games,
    complete: tables[0].complete,
    events: [event],
  };
  try {
    // The games the report links to, their pages written to view/ beside it.
    const html = await tournamentHtml(summary, linksOfFolder(folder));
    writeAtomic(join(folder, PLAY_REPORT), (write) => write(html));
    return undefined;
  } catch (e) {
    if (e instanceof DiskError) return e.message;
    throw e;
  }
}
