import { describe, expect, it } from 'vitest';
import { defineBot } from '../../src/core/bot.js';
import { UsageError } from '../../src/core/errors.js';
import { formatSpec, parseSpecParts, resolveParams, splitLineup } from '../../src/core/spec.js';

const def = defineBot({
  name: 'threshold',
  summary: 'test bot',
  games: 'any',
  params: {
    risk: { default: 0.3, doc: 'bust risk', min: 0, max: 1 },
    maxCards: { default: 4, doc: 'cards', min: 1, max: 20, integer: true },
    victim: { default: 'fullest', doc: 'who', choices: ['fullest', 'leader'] },
    eager: { default: false, doc: 'flag' },
  },
  create: () => ({ act: (_o, legal) => legal[0] }),
});

describe('bot specs', () => {
  it('parses name and name(param=value,…)', () => {
    expect(parseSpecParts('random')).toEqual({ name: 'random', args: [] });
    expect(parseSpecParts(' threshold(risk=0.2, maxCards=3) ')).toEqual({
      name: 'threshold',
      args: [
        ['risk', '0.2'],
        ['maxCards', '3'],
      ],
    });
  });

  it('splits a lineup without splitting a bot’s parameters', () => {
    expect(splitLineup('threshold(risk=0.2,maxCards=3),greedy, random')).toEqual([
      'threshold(risk=0.2,maxCards=3)',
      'greedy',
      'random',
    ]);
  });

  it('fills defaults and writes the canonical spec with only the changed parameters', () => {
    const params = resolveParams(def, parseSpecParts('threshold(maxCards=3,eager=true)'));
    expect(params).toEqual({ risk: 0.3, maxCards: 3, victim: 'fullest', eager: true });
    expect(formatSpec(def, params)).toBe('threshold(maxCards=3,eager=true)');
    expect(formatSpec(def, resolveParams(def, parseSpecParts('threshold(risk=0.3)')))).toBe('threshold');
  });

  it.each([
    ['threshold(speed=1)', /no parameter speed: valid are risk, maxCards, victim or eager/],
    ['threshold(risk=high)', /risk=high is not a number/],
    ['threshold(risk=2)', /above the maximum 1/],
    ['threshold(maxCards=2.5)', /whole number/],
    ['threshold(victim=me)', /not one of fullest or leader/],
    ['threshold(eager=yes)', /true or false/],
    ['threshold(risk=0.1,risk=0.2)', /given twice/],
    ['threshold(risk)', /not param=value/],
  ])('rejects %s with a clear message', (spec, message) => {
    expect(() => resolveParams(def, parseSpecParts(spec))).toThrow(UsageError);
    expect(() => resolveParams(def, parseSpecParts(spec))).toThrow(message);
  });

  it('rejects a malformed spec', () => {
    expect(() => parseSpecParts('greedy(threshold=3')).toThrow(/malformed/);
    expect(() => parseSpecParts('')).toThrow(/malformed/);
  });
});
