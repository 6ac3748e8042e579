// Compile-time checks of typed bot parameters: a bot's declared parameters give `create`,
// `check` and `timed` their values' types. Nothing here runs; `tsc --noEmit -p .` (npm run
// lint) and test/core/params.test.ts compile it. A `@ts-expect-error` line is a use that
// must not compile: if it did, the unused directive would itself be the error.
// It imports src/core alone, so compiling it is quick; the shipped bots are checked by
// compiling their own code, which reads its parameters without a cast.
import type { AnyBotDefinition, Bot, ParamsOf } from '../../src/core/bot.js';
import { defineBot } from '../../src/core/bot.js';
import { defaultParams, resolveParams } from '../../src/core/spec.js';

/** True only when A and B are the same type, not merely assignable one to the other. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only when its type argument is `true`. */
const assert = <T extends true>(): T | void => undefined;

const first: Bot = { act: (_o, legal) => legal[0] };

export const typed = defineBot({
  name: 'typed',
  summary: 'one parameter of each kind',
  games: 'any',
  params: {
    risk: { default: 0.25, doc: 'a number', min: 0, max: 1 },
    cards: { default: 4, doc: 'a whole number', integer: true },
    eager: { default: false, doc: 'a switch' },
    victim: { default: 'fullest', doc: 'one of two', choices: ['fullest', 'leader'] },
    note: { default: 'free', doc: 'any text' },
  },
  check: (params) => {
    assert<Same<typeof params.victim, 'fullest' | 'leader'>>();
    return params.victim === 'leader' ? 'no leader in this test' : undefined;
  },
  timed: (params) => {
    assert<Same<typeof params.eager, boolean>>();
    return params.eager;
  },
  create: (params) => {
    assert<Same<typeof params.risk, number>>();
    assert<Same<typeof params.cards, number>>();
    assert<Same<typeof params.eager, boolean>>();
    assert<Same<typeof params.victim, 'fullest' | 'leader'>>();
    assert<Same<typeof params.note, string>>();
    // @ts-expect-error a number parameter is not a string
    params.risk.toUpperCase();
    // @ts-expect-error a parameter the bot does not declare
    void params.threshold;
    // @ts-expect-error a value outside the choices
    if (params.victim === 'richest') return first;
    return first;
  },
});

// A spec that mixes kinds does not compile.
export const stringWithMin = defineBot({
  name: 'mixed',
  summary: 'a string parameter with a minimum',
  games: 'any',
  // @ts-expect-error min belongs to number parameters
  params: { victim: { default: 'fullest', doc: 'who', min: 1 } },
  create: () => first,
});
export const switchWithChoices = defineBot({
  name: 'mixed',
  summary: 'a switch with choices',
  games: 'any',
  // @ts-expect-error choices belong to string parameters
  params: { eager: { default: true, doc: 'a switch', choices: ['yes'] } },
  create: () => first,
});

// Resolving a spec gives the declared types; the registry holds every bot, erased.
export const resolved = resolveParams(typed, { name: 'typed', args: [['risk', '0.5']] });
assert<Same<typeof resolved, ParamsOf<typeof typed.params>>>();
export const defaults = defaultParams(typed);
assert<Same<typeof defaults.victim, 'fullest' | 'leader'>>();
export const registry: AnyBotDefinition[] = [typed];
