// The doc commands the docs check does not run, each with why and the test that covers it
// instead. A command that is neither run nor listed here fails the check, so a new kind of
// command in the docs is either made runnable or added here on purpose.

export interface Exemption {
  /** Matched against the command as written (comment removed). */
  match: RegExp;
  why: string;
  /** The test file that runs what the command does. */
  test: string;
}

export const EXEMPT: readonly Exemption[] = [
  {
    match: /^npm ci && npm (start|test)$/,
    why: 'installs packages and runs the whole default tournament or test suite',
    test: 'test/tournament/tournament.test.ts',
  },
  {
    match: /^npm run (bench|bench:queue)(\s|$)/,
    why: 'measures speed for minutes',
    test: 'test/bench/bench.test.ts',
  },
  {
    match: /^(npm install \.\.\/tafel|npx tsc)$/,
    why: "a bot author's own project: installs tafel by its path and compiles a TypeScript bot",
    test: 'test/kit/fresh-project.test.ts',
  },
  {
    match: /^redis-server\s/,
    why: 'starts a Redis server, which the queue tests start on a loopback port',
    test: 'test/queue/queue.slow.test.ts',
  },
  {
    match: /^tafel status results\/pimc-vs-signal$/,
    why: 'an example of a run under way (a long Klaverjassen run), which a docs check cannot have beside it',
    test: 'test/cli/status.test.ts',
  },
  {
    match: /^tafel worker\s/,
    why: 'needs a Redis server and runs until stopped',
    test: 'test/queue/queue.slow.test.ts',
  },
  {
    match: /^tafel .*--queue\s/,
    why: 'needs a Redis server and `tafel worker` processes',
    test: 'test/queue/queue.slow.test.ts',
  },
  {
    match: /^tafel (play|tournament|sweep) klaverjassen .*\b(pimc|open)\b/,
    why: 'a game of pimc or open solves thousands of deals and takes minutes even cut to a few games',
    test: 'test/bots/klaverjassen/pimc-runs.test.ts',
  },
  {
    match: /^tafel tournament tournaments\/klaverjassen-gauntlet\.json\b/,
    why: 'its pimc pair takes some 50 s of CPU even cut to a few games a table; the test loads the file, its bot files and specs',
    test: 'test/tournament/tournament.test.ts',
  },
  {
    match: /^tafel tournament <file> /,
    why: 'a synopsis of the options, not a command',
    test: 'test/cli/resume.test.ts',
  },
];

export function exemption(text: string): Exemption | undefined {
  return EXEMPT.find((e) => e.match.test(text));
}
