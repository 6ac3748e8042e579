// A cheat (a bot whose definition says `cheat`, such as Klaverjassen's `open`, which sees
// every hand) measures an upper bound; it is never a fair entrant. Every run that seats
// one — play, tournament, sweep — says so in one line on stderr, named here.
import { guestSpecOf } from '../../bots/guest-spec.js';
import { botsFor } from '../../bots/registry.js';
import { parseSpecParts, splitLineup } from '../core/spec.js';
import type { Plan } from '../sim/plan.js';

/** One line naming the cheats seated (name → what it sees), or undefined for none. */
function noteOf(seated: ReadonlyMap<string, string>): string | undefined {
  if (seated.size === 0) return undefined;
  const who = [...seated].map(([name, what]) => `${name} sees ${what}`).join('; ');
  return `note: this run seats a cheat (${who}): its figures are an upper bound, not a player's`;
}

function addCheat(seated: Map<string, string>, gameId: string, name: string): void {
  const definition = botsFor(gameId).find((b) => b.name === name);
  if (definition?.cheat !== undefined) seated.set(name, definition.cheat);
}

/** The note for the plans of a run (a play, a tournament's tables); a bot from outside
 * tafel, whatever its name, is never a cheat: the match loop never hands it the state. */
export function cheatNote(plans: readonly Plan[]): string | undefined {
  const seated = new Map<string, string>();
  for (const plan of plans) {
    plan.entrants.forEach((label, e) => {
      if (plan.guests?.sources[e]) return;
      addCheat(seated, plan.game, parseSpecParts(label).name);
    });
  }
  return noteOf(seated);
}

/** The note for a sweep: its swept bot (ranges and all) and its opponents, as typed. */
export function sweepCheatNote(gameId: string, bot: string, vs: string): string | undefined {
  const seated = new Map<string, string>();
  for (const spec of [bot, ...splitLineup(vs)]) {
    if (guestSpecOf(spec, process.cwd())) continue;
    const name = /^\s*([A-Za-z][\w-]*)/.exec(spec)?.[1];
    if (name !== undefined) addCheat(seated, gameId, name);
  }
  return noteOf(seated);
}
