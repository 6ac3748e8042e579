// `tafel play <game>`: one lineup, N seeded games, a table (or JSON) at the end; with
// --sprt, games until the SPRT of the first bot against the second decides (sprt-play.ts).
import { join } from 'node:path';
import type { Command } from 'commander';
import { sprtLines } from '../report/sprt.js';
import type { SprtRule } from '../tournament/sprt.js';
import { executeSprt, sprtSides } from './sprt-play.js';
import { SPRT_MOST_GAMES, type SprtFlags, alphaFlag, betaFlag, everyFlag, sprtFlag, sprtRule } from './sprt-flags.js';
import { ExitError } from '../core/errors.js';
import { writeJson } from '../report/json.js';
import { allForfeited, runReport } from '../report/table.js';
import { buildPlan } from '../sim/build.js';
import { type Plan, SEATINGS, dealSize, type Seating } from '../sim/plan.js';
import { oneOf, positiveNumber, wholeNumber } from './args.js';
import { cheatNote } from './cheats.js';
import { execute, RUN_FILES } from './execute.js';
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
import type { Io } from './io.js';
import { prepareOut, refuseSeenOut } from './out.js';
import { stopOnSignals } from './stop.js';
import { publicSeedNote, sealed, seatsUntrusted } from './seal.js';
import { RUN_KEY_FILE, writeRunKey } from '../core/run-key.js';

interface PlayFlags extends RunFlags, SprtFlags {
  bots: string;
  batchSize?: number;
  budgetMs?: number;
  iterations?: number;
  seating: Seating;
  deal?: string;
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
    .addOption(outFlag('write every game record (records.jsonl) and the summary (summary.json) to a folder'))
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
    .addOption(trustFlag())
    .addOption(unsandboxedFlag())
    .addOption(sandboxReadOnlyFlag())
    .addOption(botFolderFlag())
    .addOption(botMemoryFlag())
    .addOption(sprtFlag())
    .addOption(alphaFlag())
    .addOption(betaFlag())
    .addOption(everyFlag())
    .action(async (gameId: string, flags: PlayFlags, command: Command) => {
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
      });
      // A bot from outside that could find its deals from a seed it can guess is dealt from a
      // secret key too, unless the user names the seed (and is told what that gives away).
      const untrusted = seatsUntrusted([built]);
      const seedGiven = command.getOptionValueSource('seed') !== 'default';
      const plan = untrusted && !seedGiven ? sealed(built) : built;
      if (untrusted && seedGiven) io.err(`${publicSeedNote(`--seed ${flags.seed}`, 'leave out --seed')}\n`);
      const rule = sprtRule(flags, plan.games, dealSize(plan));
      // Two sides or none: refused before an --out folder is made.
      const sides = rule ? sprtSides(plan) : [];
      const cheat = cheatNote([plan]);
      if (cheat) io.err(`${cheat}\n`);
      await checkQueue(flags.queue);
      if (flags.out) refuseSeenOut([plan], '--out', flags.out);
      const out = flags.out ? prepareOut('--out', flags.out, [...RUN_FILES, RUN_KEY_FILE]) : undefined;
      if (out && plan.key) writeRunKey(out, plan.key);
      const stop = stopOnSignals(io, {
        kept: out ? `${join(out, 'records.jsonl')} keeps every game of the batches finished so far (no summary.json)` : undefined,
      });
      if (rule) {
        try {
          await playSprt(plan, rule, sides, { ...flags, stop, say: io.err }, io, out);
        } finally {
          stop.dispose();
        }
        return;
      }
      let run;
      try {
        run = await execute(plan, { ...flags, stop, say: io.err }, out);
      } finally {
        stop.dispose();
      }
      const { summary, elapsedMs, folder, writeFailure, queueLost } = run;
      if (flags.json) {
        writeJson(summary, io.out);
        const every = allForfeited(summary);
        if (every) io.err(`${every}\n`);
      } else io.out(`${runReport(summary, elapsedMs)}\n`);
      if (writeFailure) throw new ExitError(`${folder}: ${writeFailure}`, 2);
      if (folder)
        io.err(
          `records and summary written to ${folder}${plan.key ? `, the run's secret key to ${join(folder, RUN_KEY_FILE)}` : ''}\n`,
        );
      if (queueLost) throw new ExitError(`${queueLost.message}: stopped after ${summary.games} of ${plan.games} games`, 2);
      if (!summary.complete) throw new ExitError(`stopped after ${summary.games} of ${plan.games} games`, stop.exitCode);
    });
}

/** Plays until the SPRT decides, and reports the run with the test's verdict. */
async function playSprt(
  plan: Plan,
  rule: SprtRule,
  sides: readonly string[],
  opts: Parameters<typeof executeSprt>[3] & { json?: boolean },
  io: Io,
  out: string | undefined,
): Promise<void> {
  const run = await executeSprt(plan, rule, sides, opts, out);
  const { summary, sprt, folder, writeFailure, queueLost } = run;
  if (opts.json) writeJson({ ...summary, sprt: { ...sprt, looks: run.looks } }, io.out);
  else {
    const [first, second] = run.sides;
    const lines = sprtLines(sprt, { first, second, looks: run.looks, stoppedEarly: !summary.complete });
    io.out(`${runReport(summary, run.elapsedMs)}\n${lines.join('\n')}\n`);
  }
  if (writeFailure) throw new ExitError(`${folder}: ${writeFailure}`, 2);
  if (folder) io.err(`records and summary written to ${folder}\n`);
  if (queueLost) throw new ExitError(`${queueLost.message}: stopped after ${summary.games} games, before the SPRT decided`, 2);
  if (!summary.complete) throw new ExitError(`stopped after ${summary.games} games, before the SPRT decided`, opts.stop.exitCode);
}
