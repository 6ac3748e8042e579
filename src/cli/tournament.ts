// `tafel tournament <file>`: plays a tournament file into a run folder (results/<name>
// unless --out says where), prints the standings and verdicts, and where the report is.
// --resume DIR continues a run that was interrupted, to the very files it would have had.
import { join } from 'node:path';
import type { Command } from 'commander';
import { ExitError, UsageError } from '../core/errors.js';
import { DiskError } from '../core/disk.js';
import { checkInputFile, readJsonFile } from '../core/files.js';
import { writeAtomic, writeJsonAtomic } from '../report/atomic.js';
import type { GameLinkGroup } from '../report/game-links.js';
import { writeJson } from '../report/json.js';
import { TOURNAMENT_FILES, newRunFolder, openRecords, resumeFolder, writeResolved } from '../report/tournament-folder.js';
import { replayedFrom } from '../records/resume.js';
import { queueOpener } from '../queue/open.js';
import { withRunner } from '../sim/run.js';
import type { Replayed } from '../tournament/run.js';
import type { Tournament } from '../tournament/event.js';
import { loadTournament, sealTournament } from '../tournament/load.js';
import { drawKey, readRunKey, writeRunKey } from '../core/run-key.js';
import { publicSeedNote, seatsUntrusted } from './seal.js';
import { folder } from './args.js';
import {
  batchSizeFlag,
  botMemoryFlag,
  checkQueue,
  guestRequest,
  jsonFlag,
  keepQueueFlag,
  queueFlag,
  trustFlag,
  unsandboxedFlag,
  sandboxReadOnlyFlag,
  workersFlag,
} from './flags.js';
import type { Io } from './io.js';
import { cheatNote } from './cheats.js';
import { stopOnSignals } from './stop.js';
import { runProgress } from './run-pace.js';
import { versioned } from './schema-id.js';
import { refuseOldPages, refuseSeenOut } from './out.js';

interface TournamentFlags {
  workers: number;
  json?: boolean;
  out?: string;
  resume?: string;
  batchSize?: number;
  queue?: string;
  keepQueue?: boolean;
  trustBotFiles?: boolean;
  botMemoryMb?: number;
  unsandboxed?: boolean;
  sandboxRo?: string[];
  seal?: boolean;
}

export function registerTournament(program: Command, io: Io): void {
  program
    .command('tournament')
    .description('play a tournament file (see tournaments/) into a run folder and report the standings')
    .argument('<file>', 'a tournament file, e.g. tournaments/default.json')
    .addOption(workersFlag())
    .addOption(queueFlag())
    .addOption(keepQueueFlag())
    .addOption(jsonFlag('print the summary as JSON on stdout'))
    .option('--out <dir>', 'the run folder (default results/<name>, never one that holds files)', folder('--out'))
    .option('--resume <dir>', 'continue the interrupted run in <dir>', folder('--resume'))
    .addOption(batchSizeFlag())
    .option(
      '--seal',
      'deal from a secret key too, drawn now and kept in the run folder (run.key): no bot from outside can find its deals from the seed',
    )
    .addOption(trustFlag())
    .addOption(unsandboxedFlag())
    .addOption(sandboxReadOnlyFlag())
    .addOption(botMemoryFlag(" (over the file's botMemoryMb)"))
    .action((file: string, flags: TournamentFlags) => playTournament(file, flags, io));
}

/** A tournament as loaded, sealed where it has a key, with the folder it plays into. */
interface Folder {
  readonly dir: string;
  readonly tournament: Tournament;
  readonly key?: string;
  readonly replayed?: Replayed;
  /** The games the resumed run's records hold. */
  readonly already?: number;
}

async function playTournament(file: string, flags: TournamentFlags, io: Io): Promise<void> {
  checkInputFile(file, ': name a tournament file, e.g. tournaments/default.json');
  // Loaded when a tournament runs: ratings and charts are not every command's weight
  // (replay reads files of any size in a small heap).
  const [{ runTournament }, { forfeitedEverywhere, tournamentReport }, { tournamentHtml }, { linksOfFolder }] = await Promise.all(
    [import('../tournament/run.js'), import('../report/standings.js'), import('../report/html.js'), import('../view/links.js')],
  );
  const loaded = loadTournament(file, guestRequest(flags));
  const plans = loaded.events.flatMap((e) => e.tables.map((t) => t.plan));
  const cheat = cheatNote(plans);
  if (cheat) io.err(`${cheat}\n`);
  checkFolderFlags(flags);
  // An unreachable queue is told before a run folder is made for nothing.
  await checkQueue(flags.queue);
  // Before a folder is made: the default is one inside results/.
  refuseSeenOut(plans, flags.resume ? '--resume' : '--out', flags.resume ?? flags.out ?? 'results');
  const { dir, tournament, key, replayed, already } = flags.resume
    ? resumed(file, flags.resume, loaded, io)
    : started(loaded, flags);
  if (!key && seatsUntrusted(plans)) io.err(`${publicSeedNote(`its seed ${loaded.seed}`, 'add --seal')}\n`);
  const records = openRecords(dir);
  const resume = `tafel tournament ${file} --resume ${dir}${flags.queue ? ` --queue ${flags.queue}` : ''}`;
  const stop = stopOnSignals(io, { kept: `the records in ${dir} stay valid, and ${resume} continues the run` });
  const bar = runProgress(dir, already ?? 0);
  let summary;
  let queueLost: Error | undefined;
  try {
    summary = await withRunner({ workers: flags.workers, open: queueOpener({ ...flags, onQueue: io.err }) }, async (runner) => {
      const played = await runTournament(tournament, {
        workers: flags.workers,
        runner,
        // A full disk stops the run too: games that cannot be kept are not played.
        signal: AbortSignal.any([stop.signal, records.lost]),
        batchSize: flags.batchSize,
        onRecords: records.append,
        onProgress: bar.update,
        replayed,
      });
      queueLost = runner?.broken;
      return played;
    });
  } finally {
    bar.finish();
    stop.dispose();
    records.close();
  }
  const report = join(dir, TOURNAMENT_FILES.report);
  // The figures are printed whatever could not be written, and the folder keeps only
  // what its records back: no summary of games the records lack.
  const unwritten = records.failure
    ? undefined
    : writeEnd(
        versioned('tournament', summary),
        await tournamentHtml(
          summary,
          unlessDiskFull(() => linksOfFolder(dir, summary)),
        ),
        dir,
        report,
      );
  if (flags.json) {
    writeJson(versioned('tournament', summary), io.out);
    const every = forfeitedEverywhere(summary);
    if (every) io.err(`${every}\n`);
  } else io.out(`${tournamentReport(summary)}\n`);
  if (records.failure) {
    const { file: lost, problem, fix } = records.failure;
    throw new ExitError(
      `cannot write ${lost}: ${problem}; every game written so far is kept: ${fix}, then continue with ${resume}`,
      2,
    );
  }
  if (unwritten) throw new ExitError(`${unwritten.message}, then write it from the records with ${resume}`, 2);
  if (!summary.complete) {
    io.err(`stopped early: continue with ${resume}\n`);
    if (queueLost) throw new ExitError(`${queueLost.message}: the tournament stopped before its end`, 2);
    throw new ExitError('tournament stopped before its end', stop.exitCode);
  }
  (flags.json ? io.err : io.out)(`results in ${dir}\nreport: ${report}\n`);
}

/** --out, --resume and --seal: each run names its folder once, and keeps its key. */
function checkFolderFlags(flags: TournamentFlags): void {
  if (flags.out && flags.resume) throw new UsageError('--out and --resume both name the run folder: give one');
  if (flags.seal && flags.resume) throw new UsageError('--seal and --resume: a resumed run keeps the key it was started with');
}

/** A new run folder for `loaded` (--out, or one in results/), its resolved file written, and
 * with --seal a key drawn and kept there. */
function started(loaded: Tournament, flags: TournamentFlags): Folder {
  const dir = newRunFolder(flags.out, loaded.name);
  if (flags.out) refuseOldPages('--out', flags.out, dir, 'a run');
  writeResolved(dir, loaded.resolved);
  if (!flags.seal) return { dir, tournament: loaded };
  const key = drawKey();
  writeRunKey(dir, key);
  return { dir, tournament: sealTournament(loaded, key), key };
}

/** The run folder of --resume: sealed with its own key, checked to have been started from
 * this very tournament, and the games its records already hold. */
function resumed(file: string, folder: string, loaded: Tournament, io: Io): Folder {
  const dir = resumeFolder(folder);
  const key = readRunKey(dir);
  const tournament = key ? sealTournament(loaded, key) : loaded;
  const earlier = readJsonFile(join(dir, TOURNAMENT_FILES.resolved));
  if (JSON.stringify(earlier) !== JSON.stringify(tournament.resolved)) {
    throw new UsageError(`--resume ${folder} was started from another tournament than ${file}: resume it with its own file`);
  }
  const found = replayedFrom(join(dir, TOURNAMENT_FILES.records), join(dir, TOURNAMENT_FILES.sums), tournament);
  if (found.note) io.err(`${found.note}\n`);
  io.err(`resuming ${dir}: ${found.games.toLocaleString('en-US')} games already played\n`);
  return { dir, tournament, key, replayed: found.replayed, already: found.games };
}

/** The games the report links to, their pages written to view/ beside it; none when a
 * page cannot be written (writeEnd then says what the disk refused). */
function unlessDiskFull(links: () => GameLinkGroup[]): GameLinkGroup[] {
  try {
    return links();
  } catch (e) {
    if (e instanceof DiskError) return [];
    throw e;
  }
}

/** Writes summary.json and report.html, or says which could not be written. */
function writeEnd(summary: unknown, html: string, dir: string, report: string): DiskError | undefined {
  try {
    writeJsonAtomic(join(dir, TOURNAMENT_FILES.summary), summary);
    writeAtomic(report, (write) => write(html));
    return undefined;
  } catch (e) {
    if (e instanceof DiskError) return e;
    throw e;
  }
}
