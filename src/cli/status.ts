// `tafel status <folder>`: a tournament run's standings so far, while it runs or after it
// stopped, read from its records without touching the folder: no lock taken, no byte
// written or cut, so the run goes on as if nobody had looked. The figures are those the
// run would print if it stopped now (the games of every batch whose checksum is written,
// folded by runTournament with nothing played).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { UsageError } from '../core/errors.js';
import { folderHolder } from '../core/folder-lock.js';
import { recordsSoFar } from '../records/resume.js';
import { count } from '../report/format.js';
import { writeJson } from '../report/json.js';
import { TOURNAMENT_FILES } from '../report/tournament-folder.js';
import type { Tournament } from '../tournament/event.js';
import type { TournamentSummary } from '../tournament/run.js';
import { jsonFlag } from './flags.js';
import type { Io } from './io.js';
import { folderTournament } from './replay-folder.js';
import { paceOf } from './run-pace.js';
import { versioned } from './schema-id.js';

export function registerStatus(program: Command, io: Io): void {
  program
    .command('status')
    .description('the standings so far of a tournament run, under way or stopped, read without touching it')
    .argument('<folder>', 'the run folder of a tafel tournament (its --out, or the folder it made in results/)')
    .addOption(jsonFlag('print the summary so far as JSON (the schema of summary.json)'))
    .action(async (folder: string, flags: { json?: boolean }) => {
      // Loaded when a folder is read, as tafel tournament loads them: not every command's weight.
      const [{ runTournament }, { tournamentReport }] = await Promise.all([
        import('../tournament/run.js'),
        import('../report/standings.js'),
      ]);
      const tournament = folderTournament(runFolder(folder));
      const found = recordsSoFar(join(folder, TOURNAMENT_FILES.records), join(folder, TOURNAMENT_FILES.sums), tournament);
      // Nothing is played: past the records, the run stops where they stop.
      const summary = await runTournament(tournament, { workers: 1, replayed: found.replayed, signal: AbortSignal.abort() });
      const holder = folderHolder(folder);
      const lines = [progressLine(folder, summary, tournament, holder)];
      if (found.unchecked)
        lines.push(`${TOURNAMENT_FILES.sums} is missing (a folder of an older tafel): the records are read unchecked`);
      if (found.pending) {
        lines.push(
          holder
            ? 'the batch being written counts once its checksum is'
            : 'records after the last checksum were cut by the stop: --resume plays their games again',
        );
      }
      if (flags.json) {
        writeJson(versioned('tournament', summary), io.out);
        io.err(`${lines.join('\n')}\n`);
      } else if (summary.games === 0) {
        io.out(`${lines.join('\n')}\nno game is counted yet: its standings come with the first batch written\n`);
      } else {
        const state = summary.complete ? '' : holder ? ' · so far' : ' · stopped early';
        io.out(`${lines.join('\n')}\n\n${tournamentReport(summary, state)}\n`);
      }
    });
}

/** `folder`, checked to be a tournament's run folder; one line naming what it is not. */
function runFolder(folder: string): string {
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
    throw new UsageError(`status ${folder}: no such folder: name the run folder of a tafel tournament`);
  }
  if (existsSync(join(folder, TOURNAMENT_FILES.resolved))) return folder;
  const play = existsSync(join(folder, 'records.jsonl'));
  throw new UsageError(
    play
      ? `status ${folder} is a tafel play folder, whose plan is written with its summary at the end: play a long match as a tournament file to look at it while it runs`
      : `status ${folder} holds no ${TOURNAMENT_FILES.resolved}: name the run folder of a tafel tournament`,
  );
}

/** Where the run stands: games played of all it may play, and whether it is under way. */
function progressLine(folder: string, s: TournamentSummary, t: Tournament, holder: string | undefined): string {
  // A sequential or sprt rule may stop before its maximum: "at most".
  const total = t.events.reduce((sum, e) => sum + e.tables.length * e.tables[0].plan.games, 0);
  const upTo = t.events.some((e) => e.stop.rule !== 'fixed') ? 'at most ' : '';
  const share = total > 0 ? ` (${Math.floor((100 * s.games) / total)}%)` : '';
  const played = `${count(s.games)} of ${upTo}${count(total)} games${share}`;
  if (s.complete) return `${folder}: finished, ${count(s.games)} games`;
  if (holder) return `${folder}: ${played} so far, under way (${holder})${paceText(folder, s.games, total, upTo)}`;
  return `${folder}: stopped at ${played}: tafel tournament <its file> --resume ${folder} plays on`;
}

/** How fast the run goes and its time left (to its maximum, under a sequential or sprt
 * rule), when it kept its pace (run-pace.ts). */
function paceText(folder: string, counted: number, total: number, upTo: string): string {
  const kept = paceOf(folder, counted, total);
  return kept ? `: ${kept.pace} since it began, ${upTo}${kept.left} left` : '';
}
