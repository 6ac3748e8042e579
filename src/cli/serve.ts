// `tafel serve <game>`: a person takes a seat against bots, in the browser. A page on
// 127.0.0.1 (src/serve) shows the seat what a bot there would see and offers its legal
// actions; each game is recorded as a run's game is, game k of the session being game 0
// of run seed + k, so replay and view take the folder as they take any run's.
import { join } from 'node:path';
import type { Command } from 'commander';
import { ExitError, UsageError } from '../core/errors.js';
import { DiskError, openRecordFile } from '../core/disk.js';
import { RUN_KEY_FILE, writeRunKey } from '../core/run-key.js';
import { parseSpecParts, splitLineup } from '../core/spec.js';
import { findGame } from '../games/registry.js';
import { PERSON } from '../../bots/person.js';
import { newRunFolder } from '../report/tournament-folder.js';
import { buildPlan } from '../sim/build.js';
import type { Plan } from '../sim/plan.js';
import { serve } from '../serve/server.js';
import { Session } from '../serve/session.js';
import { wholeNumber } from './args.js';
import { cheatNote } from './cheats.js';
import {
  type GuestFlags,
  botFolderFlag,
  botMemoryFlag,
  gameOptionFlag,
  guestRequest,
  outFlag,
  sandboxReadOnlyFlag,
  seedFlag,
  trustFlag,
  unsandboxedFlag,
} from './flags.js';
import type { Io } from './io.js';
import { prepareOut, refuseOldPages, refuseSeenOut } from './out.js';
import { publicSeedNote, sealed, seatsUntrusted } from './seal.js';
import { stopOnSignals } from './stop.js';

interface ServeFlags extends GuestFlags {
  bots: string;
  seat?: number;
  seed: number;
  option?: Record<string, string>;
  iterations?: number;
  port: number;
  out?: string;
  once?: boolean;
}

export function registerServe(program: Command, io: Io): void {
  program
    .command('serve')
    .description('play a game yourself against bots, in the browser: a page on 127.0.0.1, every game recorded')
    .argument('<game>', 'game id (see tafel list)')
    .requiredOption(
      '--bots <specs>',
      `one bot per seat and ${PERSON} for yours, e.g. ${PERSON},greedy,greedy; or the bots alone with --seat`,
    )
    .option('--seat <n>', `your seat, from 0: ${PERSON} is put there among --bots`, wholeNumber('--seat', 0))
    .addOption(seedFlag('the first game’s run seed; each further game takes the next'))
    .addOption(gameOptionFlag())
    .option('--iterations <n>', 'search iterations a bot may spend per decision', wholeNumber('--iterations', 1))
    .option('--port <n>', 'the port on 127.0.0.1 (default: any free one)', wholeNumber('--port', 0, 65535), 0)
    .addOption(outFlag('the session’s folder: records.jsonl, and run.key when sealed (default results/serve-<game>)'))
    .option('--once', 'end after one game')
    .addOption(trustFlag())
    .addOption(unsandboxedFlag())
    .addOption(sandboxReadOnlyFlag())
    .addOption(botFolderFlag())
    .addOption(botMemoryFlag())
    .action(async (gameId: string, flags: ServeFlags, command: Command) => {
      const { lineup, seat } = seatPerson(flags.bots, flags.seat);
      const built = buildPlan({
        game: gameId,
        bots: lineup,
        games: 1,
        seed: flags.seed,
        options: flags.option,
        iterations: flags.iterations,
        guests: guestRequest(flags),
        person: true,
      });
      // As play seals a run: a bot from outside that could guess the seed is dealt from a
      // secret key too, unless the person named the seed.
      const untrusted = seatsUntrusted([built]);
      const seedGiven = command.getOptionValueSource('seed') !== 'default';
      const plan: Plan = untrusted && !seedGiven ? sealed(built) : built;
      if (untrusted && seedGiven) io.err(`${publicSeedNote(`--seed ${flags.seed}`, 'leave out --seed')}\n`);
      const cheat = cheatNote([plan]);
      if (cheat) io.err(`${cheat}\n`);
      refuseSeenOut([plan], '--out', flags.out ?? 'results');
      const folder = flags.out
        ? prepareOut('--out', flags.out, ['records.jsonl', RUN_KEY_FILE])
        : newRunFolder(undefined, `serve ${gameId}`);
      if (flags.out) refuseOldPages('--out', flags.out, folder);
      if (plan.key) writeRunKey(folder, plan.key);
      await play(plan, seat, folder, flags, io);
    });
}

/** `person`, with or without parameters (refused when the plan is built); a bot file's
 * path or a program is no spec of a name. */
function isPerson(spec: string): boolean {
  try {
    return parseSpecParts(spec).name === PERSON;
  } catch {
    return false;
  }
}

/** The lineup with the person in it, and the person's seat. */
function seatPerson(bots: string, seat: number | undefined): { lineup: string[]; seat: number } {
  const specs = splitLineup(bots);
  const persons = specs.flatMap((spec, s) => (isPerson(spec) ? [s] : []));
  if (seat === undefined) {
    if (persons.length === 1) return { lineup: specs, seat: persons[0] };
    if (persons.length === 0) {
      throw new UsageError(
        `--bots names no seat ${PERSON}: write ${PERSON} where you sit (e.g. ${PERSON},${specs.join(',')}), or give --seat N`,
      );
    }
    throw new UsageError(`--bots names ${PERSON} ${persons.length} times: one person plays at a table`);
  }
  if (persons.length > 0) throw new UsageError(`--seat ${seat} and ${PERSON} in --bots both place you: give one of them`);
  if (seat > specs.length) {
    throw new UsageError(`--seat ${seat} is past the table: with ${specs.length} bots your seat is 0 to ${specs.length}`);
  }
  return { lineup: [...specs.slice(0, seat), PERSON, ...specs.slice(seat)], seat };
}

/** How long a session that has ended waits for its page to hear so. */
const FAREWELL_MS = 5000;

function farewell(told: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((done) => (timer = setTimeout(done, FAREWELL_MS)));
  return Promise.race([told, late]).finally(() => clearTimeout(timer));
}

/** Serves the session until the person ends it, --once's game is over, or a signal. */
async function play(plan: Plan, seat: number, folder: string, flags: ServeFlags, io: Io): Promise<void> {
  const game = findGame(plan.game);
  const records = openRecordFile(join(folder, 'records.jsonl'), 'w');
  const session = new Session({ plan, seat, records, once: flags.once === true });
  const page = { game: game.id, name: game.name, lineup: plan.entrants, seat, better: game.betterScore ?? 'higher' };
  let serving;
  try {
    serving = await serve(session, page, flags.port);
  } catch (e) {
    await session.end();
    records.close();
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(
      `--port ${flags.port} cannot be listened on (${code ?? (e as Error).message}): choose another, or leave it out`,
    );
  }
  const stop = stopOnSignals(io, { kept: `${join(folder, 'records.jsonl')} keeps every game finished` });
  stop.signal.addEventListener('abort', () => void session.end(), { once: true });
  const against = plan.entrants.filter((_, s) => s !== seat).join(', ');
  io.out(`${game.name}: you are seat ${seat}, against ${against}\nplay at ${serving.url}\n`);
  const ending = await session.ended;
  // The page that ended the session (its click, or --once's last move) hears of the end
  // before the server goes; a page that never asks again is given a few seconds.
  if (!stop.signal.aborted) await farewell(serving.farewell);
  await serving.close();
  stop.dispose();
  records.close();
  const { totals } = session.shown;
  io.err(
    `${ending.games} game${ending.games === 1 ? '' : 's'} recorded in ${join(folder, 'records.jsonl')}${ending.games ? `; your score ${totals.scores[seat]}, wins ${totals.wins[seat]}` : ''}\n`,
  );
  if (ending.problem) throw new ExitError(ending.problem, records.failure instanceof DiskError ? 2 : 1);
  if (stop.signal.aborted) throw new ExitError('stopped: the game under way (if any) was dropped', stop.exitCode);
}
