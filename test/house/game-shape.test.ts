// Every game folder has the shape docs/architecture.md gives it: each file of the first
// table, exporting what the table says it holds; and where a game has a file of the
// second table, it exports what that says. Read from the sources' syntax, so a type
// (`JachtState`) counts as an export as much as a function does.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/registry.js';
import { type FileRow, ROOT, fileTables, section } from './doc.js';

const [REQUIRED, OPTIONAL] = fileTables(section('A game folder'));
const GAME_FOLDERS = readdirSync(join(ROOT, 'src', 'games'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The names a module's source exports: declarations, `export { … }` lists and a default. */
function exportedNames(text: string): string[] {
  const source = ts.createSourceFile('module.ts', text, ts.ScriptTarget.Latest);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      names.push(...statement.exportClause.elements.map((element) => element.name.text));
    } else if (ts.isExportAssignment(statement)) names.push('default');
    else if (
      !ts.canHaveModifiers(statement) ||
      !ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    ) {
      continue;
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
      }
    } else if ('name' in statement && statement.name && ts.isIdentifier(statement.name as ts.Node)) {
      names.push((statement.name as ts.Identifier).text);
    }
  }
  return names;
}

/** What `game`'s file lacks of a row's exports: `…Play` is met by any name ending in
 * Play, `<id>` by the game's id. */
function lacking(game: string, file: string, row: FileRow): string[] {
  const names = exportedNames(readFileSync(join(ROOT, 'src', 'games', game, file), 'utf8'));
  return row.exports.filter((wanted) => {
    if (wanted === '<id>') return !names.includes(game);
    if (wanted.startsWith('…')) return !names.some((name) => name.endsWith(wanted.slice(1)) && name !== wanted.slice(1));
    return !names.includes(wanted);
  });
}

describe('a game folder', () => {
  it('is one for each registered game, and the doc lists the files every game has', () => {
    expect(GAME_FOLDERS).toEqual(GAMES.map((game) => game.id).sort());
    expect(REQUIRED.map((row) => row.files[0])).toEqual(
      expect.arrayContaining(['legal.ts', 'rules.ts', 'observe.ts', 'score.ts', 'view.ts']),
    );
    expect(REQUIRED.every((row) => row.exports.length > 0)).toBe(true);
  });

  it.each(GAME_FOLDERS)('%s has every file of the shape, each exporting what it holds', (game) => {
    const wrong: string[] = [];
    for (const row of REQUIRED) {
      for (const file of row.files) {
        if (!existsSync(join(ROOT, 'src', 'games', game, file))) wrong.push(`${file} is missing`);
        else for (const name of lacking(game, file, row)) wrong.push(`${file} does not export ${name}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  // A view.ts that play.ts does not pass to gamePlay would leave bots from outside with the
  // raw observation: each game's play has the view and reads answers with it.
  it.each(GAMES.map((game) => [game.id, game] as const))(
    '%s plays with the view and answer reading of its view.ts',
    (_, game) => {
      expect(typeof game.view).toBe('function');
      expect(typeof game.readAnswer).toBe('function');
    },
  );

  it.each(GAME_FOLDERS)('%s exports from its optional files what the doc says they hold', (game) => {
    const wrong: string[] = [];
    for (const row of OPTIONAL) {
      for (const file of row.files) {
        if (!existsSync(join(ROOT, 'src', 'games', game, file))) continue;
        for (const name of lacking(game, file, row)) wrong.push(`${file} does not export ${name}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the reading of exports', () => {
  it('sees functions, constants, types, interfaces, export lists and a default, not what is kept inside', () => {
    const source = [
      'export function legalActions() {}',
      'export const SEATS = 4, HAND = 8;',
      'export interface JachtState {}',
      'export type JachtAction = number;',
      'const kept = 1;',
      'function inner() {}',
      'export { kept as shown };',
      'export default inner;',
    ].join('\n');
    expect(exportedNames(source)).toEqual(['legalActions', 'SEATS', 'HAND', 'JachtState', 'JachtAction', 'shown', 'default']);
  });
});
