// Sealed runs (docs/security.md): a bot from outside tafel that knows tafel's code can
// try master seeds against its own hand until one fits, and then knows its deals and
// dice to come. A run that seats one untrusted and names no seed draws a secret key of
// 128 bits instead, from the operating system, which no bot can guess: its seeds follow
// from the seed and the key, and the key is kept in the results folder (run.key), where
// replay and --resume find it. A run that names its seed is told so in one line.
import { drawKey } from '../core/run-key.js';
import { type Plan, seatsUntrustedGuest } from '../sim/plan.js';
import { guestSpecOf } from '../../bots/guest-spec.js';
import { splitLineup } from '../core/spec.js';

/** Whether any plan seats a bot from outside tafel that does not play trusted. */
export function seatsUntrusted(plans: readonly Plan[]): boolean {
  return plans.some(seatsUntrustedGuest);
}

/** Whether any of the lineups (as typed) names a bot from outside tafel that does not
 * play trusted: a command that plays many plans (a sweep, a tune) asks before building them. */
function namesUntrusted(lineups: readonly string[], trust: boolean): boolean {
  return lineups
    .flatMap((l) => splitLineup(l))
    .some((spec) => {
      const guest = guestSpecOf(spec, process.cwd());
      return guest !== undefined && ('cmd' in guest.source || !trust);
    });
}

/** The secret key of a command that plays many plans (a sweep, a tune): drawn when a
 * lineup names an untrusted bot from outside and no --seed was given (`givenSeed`
 * undefined); none otherwise, a named seed told what it gives away. Every plan takes the
 * same key, so every point still plays the same deals. */
export function keyOfMany(
  lineups: readonly string[],
  trust: boolean,
  givenSeed: number | undefined,
  note: (line: string) => void,
): string | undefined {
  if (!namesUntrusted(lineups, trust)) return undefined;
  if (givenSeed === undefined) return drawKey();
  note(`${publicSeedNote(`--seed ${givenSeed}`, 'leave out --seed')}\n`);
  return undefined;
}

/** The line of a sealed run that has no folder to keep its key in. */
export const UNKEPT_KEY_NOTE =
  'note: the run is sealed with a secret key that is not kept anywhere, so it cannot be replayed or compared with --deals-of: add --out DIR to keep the key in DIR/run.key';

/** The plan sealed with a new secret key. */
export function sealed(plan: Plan, key = drawKey()): Plan {
  return { ...plan, key };
}

/** The line for a run whose seed a bot could find: `given` names where the seed was
 * given, `seal` how to seal instead. */
export function publicSeedNote(given: string, seal: string): string {
  return `note: ${given} is known to anyone who can guess it: a bot from outside tafel that knows its code could find its deals by trying seeds against its own hand; ${seal} to seal the run with a secret key`;
}
