// The authoring kit as a bot author meets it, following docs/bots.md ("TypeScript, with the
// kit"): a fresh project in a folder of its own installs tafel by path, the doc's
// TypeScript bot (`import type { BotDefinition } from 'tafel'` and a helper imported as a
// value) is checked by the compiler with the doc's tsconfig.json beside a bot that must
// not compile (a field the view does not have), compiled to JavaScript and played by the
// built command. It needs the build in dist/ (npm test builds first) and npm, offline.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTempFolder } from '../helpers.js';
import { UNKEPT_KEY_NOTE } from '../../src/cli/seal.js';

const ROOT = join(import.meta.dirname, '..', '..');
const MAIN = join(ROOT, 'dist', 'src', 'cli', 'main.js');
const DOC = readFileSync(join(ROOT, 'docs', 'bots.md'), 'utf8');

/** The fenced blocks of one language in docs/bots.md, each as a file would hold it. */
function fenced(language: string): string[] {
  return [...DOC.matchAll(new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))].map((m) => m[1]);
}

/** The doc's TypeScript bot (its one ts block) and the tsconfig.json it shows. */
const BOT = fenced('ts')[0];
const TSCONFIG = fenced('json').find((block) => block.includes('"compilerOptions"'));

/** A bot the compiler must refuse: a field no view has, a parameter it did not declare,
 * an answer no game takes. Each line that must fail is marked, for the test to find. */
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
      done({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, out, err });
    });
  });
}

const tafel = (project: string, ...args: string[]) => run(process.execPath, [MAIN, ...args], project);

let project: string;
let program: ts.Program;
/** What the compiler said, one line a problem: `bots/wrong.ts(9,30): TS2339 Property …`. */
let errors: string[];

beforeAll(async () => {
  expect(existsSync(join(ROOT, 'dist', 'src', 'kit', 'index.d.ts')), 'dist/ holds the kit: npm run build').toBe(true);
  expect(BOT, 'docs/bots.md shows a TypeScript bot').toMatch(/from 'tafel'/);
  expect(TSCONFIG, 'docs/bots.md shows a tsconfig.json').toBeDefined();
  project = sharedTempFolder('tafel-kit-');
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'my-bots', private: true, type: 'module' }));
  // A path outside the project is linked, not copied, and its dependencies are its own:
  // nothing is fetched (about a second and a half).
  const installed = await run('npm', ['install', ROOT, '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], project);
  expect(installed.code, installed.err).toBe(0);
  writeFileSync(join(project, 'tsconfig.json'), TSCONFIG!);
  mkdirSync(join(project, 'bots'));
  writeFileSync(join(project, 'bots', 'thrifty.ts'), BOT);
  writeFileSync(join(project, 'bots', 'wrong.ts'), WRONG);
  // The repo's own TypeScript, as `npx tsc` in the project runs it: one compile for both
  // files, which writes thrifty.js although wrong.ts fails.
  const config = ts.parseJsonConfigFileContent(JSON.parse(TSCONFIG!), ts.sys, project);
  program = ts.createProgram(config.fileNames, config.options);
  const emitted = program.emit();
  errors = [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics].map((d) => {
    const where = d.file ? d.file.getLineAndCharacterOfPosition(d.start ?? 0) : undefined;
    const file = d.file ? relative(project, d.file.fileName).split('\\').join('/') : '';
    const text = ts.flattenDiagnosticMessageText(d.messageText, ' ');
    return `${file}(${where ? where.line + 1 : 0},${where ? where.character + 1 : 0}): TS${d.code} ${text}`;
  });
});

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe('a fresh project that installs tafel by path', () => {
  it("resolves 'tafel' to this folder, by its package name", () => {
    const manifest = JSON.parse(readFileSync(join(project, 'node_modules', 'tafel', 'package.json'), 'utf8'));
    expect(manifest.name).toBe('tafel');
    expect(manifest.exports['.'].types).toBe('./dist/src/kit/index.d.ts');
  });

  it("type-checks the doc's bot against the kit, and refuses each wrong line of another", () => {
    expect(errors.filter((line) => !line.startsWith('bots/wrong.ts'))).toEqual([]);
    // The lines marked '// error', or the line below such a comment of its own.
    const marked = WRONG.split('\n').flatMap((line, i) =>
      !line.includes('// error') ? [] : line.trim().startsWith('//') ? [i + 2] : [i + 1],
    );
    expect(errors.map((line) => Number(/^bots\/wrong\.ts\((\d+),/.exec(line)?.[1]))).toEqual(marked);
    const all = errors.join('\n');
    expect(all).toMatch(/Property 'deck' does not exist on type 'GesjaaktView'/);
    expect(all).toMatch(/Property 'depth' does not exist/);
    expect(all).toMatch(/Type '"peek"' is not assignable to type 'GesjaaktAction'/);
  });

  it("shows every field of each game's view with its doc comment, as the author's editor does", () => {
    // The author's compiler, reading tafel's declarations through the project's import.
    const checker = program.getTypeChecker();
    const bot = program.getSourceFile(join(project, 'bots', 'thrifty.ts'))!;
    const from = bot.statements.find((s): s is ts.ImportDeclaration => ts.isImportDeclaration(s))!.moduleSpecifier;
    const kit = checker.getExportsOfModule(checker.getSymbolAtLocation(from)!);
    for (const name of ['FatimaView', 'GesjaaktView', 'JachtView', 'JattenView', 'KlaverjasView']) {
      const exported = kit.find((symbol) => symbol.name === name);
      expect(exported, name).toBeDefined();
      const fields = checker.getDeclaredTypeOfSymbol(checker.getAliasedSymbol(exported!)).getProperties();
      expect(fields.length, name).toBeGreaterThan(6);
      const bare = fields.filter((field) => ts.displayPartsToString(field.getDocumentationComment(checker)).trim() === '');
      expect(bare.map((field) => `${name}.${field.name}`)).toEqual([]);
    }
  });

  it('compiles it to JavaScript that loads the helpers from tafel', async () => {
    const loaded = await run(
      process.execPath,
      ['--input-type=module', '-e', "const { default: bot } = await import('./bots/thrifty.js'); console.log(bot.name)"],
      project,
    );
    expect(loaded).toEqual({ code: 0, out: 'thrifty\n', err: '' });
  });

  it('plays the compiled bot with the built command, labelled by its name, without a forfeit', async () => {
    const played = await tafel(
      project,
      'play',
      'gesjaakt',
      '--bots',
      './bots/thrifty.js,greedy,random',
      '--games',
      '30',
      '--json',
    );
    // Sealed, with nowhere to keep its key: the one line that says so.
    expect(played.err).toBe(`${UNKEPT_KEY_NOTE}\n`);
    expect(played.code).toBe(0);
    const summary = JSON.parse(played.out);
    expect(summary.forfeits).toEqual([]);
    expect(summary.entrants[0]).toMatchObject({ bot: 'thrifty', games: 30, forfeits: 0 });
  });

  it('takes the parameters the bot declares, checked like a built-in bot', async () => {
    const tuned = await tafel(
      project,
      'play',
      'gesjaakt',
      '--bots',
      './bots/thrifty.js(share=2),random,random',
      '--games',
      '6',
      '--json',
    );
    // Sealed, with nowhere to keep its key: the one line that says so.
    expect(tuned.err).toBe(`${UNKEPT_KEY_NOTE}\n`);
    expect(JSON.parse(tuned.out).entrants[0]).toMatchObject({ bot: 'thrifty(share=2)', forfeits: 0 });
    const refused = await tafel(project, 'play', 'gesjaakt', '--bots', './bots/thrifty.js(depth=3),random,random');
    expect(refused.code).toBe(2);
    expect(refused.err.trim().split('\n')).toHaveLength(1);
    expect(refused.err).toMatch(/depth.*share/);
  });
});
