// The authoring kit as a bot author meets it: a fresh project in a folder of its own that
// installs tafel by path, a TypeScript bot written against `import type { BotDefinition }
// from 'tafel'` and a helper imported as a value, checked by the compiler (a field the view
// does not have is an error), compiled to JavaScript and played by the built command.
// Everything it needs is the build in dist/ (npm test builds first) and npm, offline.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const MAIN = join(ROOT, 'dist', 'src', 'cli', 'main.js');

interface Outcome {
  code: number;
  out: string;
  err: string;
}

/** Runs a command in `cwd` to its end. npm's own variables are left out, so an npm inside
 * `npm test` does not take the outer npm's settings for its own. */
function run(command: string, args: readonly string[], cwd: string): Promise<Outcome> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')));
  return new Promise((done) => {
    execFile(command, args, { cwd, env, maxBuffer: 1 << 24 }, (error, out, err) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
      done({ code, out, err });
    });
  });
}

/** The bot: Gesjaakt, typed by the kit, with a parameter and a helper from it. */
const BOT = `import type { BotDefinition } from 'tafel';
import { gesjaakt } from 'tafel';

const params = {
  share: { default: 3, doc: 'what a chip on the card is worth against its points', min: 1, max: 35, integer: true },
} as const;

const thrifty: BotDefinition<'gesjaakt', typeof params> = {
  name: 'thrifty',
  summary: 'takes a card when the chips on it pay for what it adds to its points',
  games: ['gesjaakt'],
  params,
  create: (chosen) => ({
    act(view, legal) {
      if (legal.length === 1) return legal[0];
      // What the card adds to this seat's points: less than its value next to a run.
      const cost = gesjaakt.cardCost(view.taken[view.seat], view.card);
      return cost <= chosen.share * view.pot ? 'take' : 'pay';
    },
  }),
};
export default thrifty;
`;

/** A bot the compiler must refuse: a field no view has, an answer no game takes, a
 * parameter it did not declare. Each line that must fail says so, for the test to find. */
const WRONG = `import { defineBot } from 'tafel';

export default defineBot({
  name: 'peeker',
  games: ['gesjaakt'],
  params: { share: { default: 3, doc: 'a number' } },
  create: (chosen) => ({
    // error: it may answer 'peek', which is no Gesjaakt action (told where act begins)
    act(view, legal) {
      const deck: number[] = view.deck; // error: no such field
      const depth: number = chosen.depth; // error: no such parameter
      return deck.length > depth ? 'peek' : legal[0];
    },
  }),
});
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    // As `tsc --init` writes it: the author's own code is checked against tafel's
    // declarations, not the declarations of tafel's own dependencies.
    skipLibCheck: true,
    types: [],
  },
  files: ['bot.ts', 'wrong.ts'],
};

let project: string;
let compiled: Outcome;

beforeAll(async () => {
  expect(existsSync(join(ROOT, 'dist', 'src', 'kit', 'index.d.ts')), 'run npm run build first').toBe(true);
  project = mkdtempSync(join(tmpdir(), 'tafel-kit-'));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'my-bots', private: true, type: 'module' }));
  const installed = await run('npm', ['install', ROOT, '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], project);
  expect(installed.err + installed.out).not.toMatch(/ERR!/);
  expect(installed.code).toBe(0);
  writeFileSync(join(project, 'tsconfig.json'), JSON.stringify(TSCONFIG));
  writeFileSync(join(project, 'bot.ts'), BOT);
  writeFileSync(join(project, 'wrong.ts'), WRONG);
  // One compile for both files: it writes bot.js even though wrong.ts fails.
  compiled = await run(process.execPath, [TSC, '-p', '.'], project);
});

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe('a fresh project that installs tafel by path', () => {
  it('resolves tafel to this folder, by its package name', () => {
    const manifest = JSON.parse(readFileSync(join(project, 'node_modules', 'tafel', 'package.json'), 'utf8'));
    expect(manifest.name).toBe('tafel');
    expect(manifest.exports['.'].types).toBe('./dist/src/kit/index.d.ts');
  });

  it('type-checks a bot written against the kit, and refuses each wrong line of another', () => {
    const errors = compiled.out.split('\n').filter((line) => /error TS\d+/.test(line));
    // Nothing in the good bot, and every wrong line of the other named by its line.
    expect(errors.filter((line) => !line.startsWith('wrong.ts'))).toEqual([]);
    // The lines marked '// error', or below a comment of its own that is so marked.
    const marked = WRONG.split('\n').flatMap((line, i) =>
      !line.includes('// error') ? [] : line.trim().startsWith('//') ? [i + 2] : [i + 1],
    );
    expect(errors.map((line) => Number(/^wrong\.ts\((\d+),/.exec(line)?.[1]))).toEqual(marked);
    expect(compiled.out).toMatch(/Property 'deck' does not exist on type 'GesjaaktView'/);
    expect(compiled.out).toMatch(/Property 'depth' does not exist/);
    expect(compiled.out).toMatch(/Type '"peek"' is not assignable to type 'GesjaaktAction'/);
  });

  it('compiles the bot to JavaScript that imports the helpers from tafel', async () => {
    expect(existsSync(join(project, 'bot.js'))).toBe(true);
    const loaded = await run(
      process.execPath,
      ['--input-type=module', '-e', "const { default: bot } = await import('./bot.js'); console.log(bot.name)"],
      project,
    );
    expect(loaded).toEqual({ code: 0, out: 'thrifty\n', err: '' });
  });

  it('plays the compiled bot with the built command, labelled by its name, without a forfeit', async () => {
    const played = await run(
      process.execPath,
      [MAIN, 'play', 'gesjaakt', '--bots', './bot.js,greedy,random', '--games', '30', '--json'],
      project,
    );
    expect(played.err).toBe('');
    expect(played.code).toBe(0);
    const summary = JSON.parse(played.out);
    expect(summary.forfeits).toEqual([]);
    expect(summary.entrants[0]).toMatchObject({ bot: 'thrifty', games: 30, forfeits: 0 });
  });

  it('takes the parameters the bot declares, checked like a built-in bot', async () => {
    const tuned = await run(
      process.execPath,
      [MAIN, 'play', 'gesjaakt', '--bots', './bot.js(share=2),random,random', '--games', '10', '--json'],
      project,
    );
    expect(tuned.err).toBe('');
    expect(JSON.parse(tuned.out).entrants[0]).toMatchObject({ bot: 'thrifty(share=2)', forfeits: 0 });
    const refused = await run(process.execPath, [MAIN, 'play', 'gesjaakt', '--bots', './bot.js(depth=3),random,random'], project);
    expect(refused.code).toBe(2);
    expect(refused.err.trim().split('\n')).toHaveLength(1);
    expect(refused.err).toMatch(/depth.*share/);
  });
});
