// Which exports no other file imports. Read from the syntax alone (no type checking), so
// it takes a moment over the whole tree; a form of import it cannot read is an error, not
// a guess, so nothing slips through unread.
import { dirname, join } from 'node:path';
import ts from 'typescript';

/** One exported name and where it is declared. */
export interface Export {
  /** A file's path relative to the root, '/'-separated. */
  readonly file: string;
  readonly name: string;
}

/** What one file exports, and what it takes from others (file → names; '*' for all). */
interface Reading {
  readonly exports: Set<string>;
  readonly imports: Map<string, Set<string>>;
}

/** The exports of `exporters` that no other file of `importers` imports, by name in each
 * file. `read(path)` gives a file's text; paths are relative to the root and end in .ts. */
export function unusedExports(
  exporters: readonly string[],
  importers: readonly string[],
  read: (path: string) => string,
): Export[] {
  const readings = new Map<string, Reading>();
  for (const file of new Set([...exporters, ...importers])) readings.set(file, readFile(file, read(file)));
  const used = new Map<string, Set<string>>();
  for (const file of importers) {
    for (const [from, names] of readings.get(file)!.imports) {
      if (from === file) continue;
      const set = used.get(from) ?? new Set<string>();
      for (const name of names) set.add(name);
      used.set(from, set);
    }
  }
  const unused: Export[] = [];
  for (const file of exporters) {
    const taken = used.get(file);
    if (taken?.has('*')) continue;
    for (const name of readings.get(file)!.exports) if (!taken?.has(name)) unused.push({ file, name });
  }
  return unused;
}

function readFile(file: string, text: string): Reading {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const exports = new Set<string>();
  const imports = new Map<string, Set<string>>();
  const take = (specifier: string, names: readonly string[]) => {
    // Only the tree's own files: packages and node: modules are not ours to check.
    if (!specifier.startsWith('.')) return;
    const target = join(dirname(file), specifier).replace(/\.js$/, '.ts');
    const set = imports.get(target) ?? new Set<string>();
    for (const name of names) set.add(name);
    imports.set(target, set);
  };
  const where = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      take(specifierOf(node.moduleSpecifier), importedNames(node.importClause));
      return;
    }
    if (ts.isExportDeclaration(node)) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : undefined;
      if (node.moduleSpecifier) {
        // A re-export takes the names from its module and offers them again here.
        if (!named) throw new Error(`${where(node)}: 'export * from' hides which names are used; name them`);
        take(
          specifierOf(node.moduleSpecifier),
          named.map((e) => (e.propertyName ?? e.name).text),
        );
      }
      for (const e of named ?? []) exports.add(e.name.text);
      return;
    }
    if (ts.isExportAssignment(node)) exports.add('default');
    else if (hasExportModifier(node)) for (const name of declaredNames(node)) exports.add(name);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      // A module loaded by a computed path only for its effect (a game module registering
      // itself on a worker) takes no names, so it cannot hide a use; nor can a test's (a
      // use unseen there only makes a test seam look unused, which fails loudly).
      // A user's bot file, imported by its path, is no module of the tree: it hides no use.
      // The catalogue imports each game's modules by the folder's own names: the game's
      // id from its index.ts, `<id>Play` from its play.ts, for each id it lists.
      const computedOk = file.startsWith('test/') || file === 'src/guests/file-host.ts';
      const unread = forEffectOnly(node) || (computedOk && !ts.isStringLiteral(node.arguments[0]));
      if (file === CATALOGUE) for (const [module, name] of catalogued(source)) take(module, [name]);
      else if (!unread) take(specifierOf(node.arguments[0]), dynamicallyImported(node, where));
    }
    if (ts.isImportTypeNode(node)) throw new Error(`${where(node)}: import('…') as a type: import the type by name`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { exports, imports };
}

const CATALOGUE = 'src/games/catalogue.ts';

/** What the catalogue's imports take: for each id of its list, `<id>` from `./<id>/index.js`
 * and `<id>Play` from `./<id>/play.js`. */
function catalogued(source: ts.SourceFile): [string, string][] {
  const ids: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'CATALOGUE') {
      node.forEachChild(function strings(child: ts.Node): void {
        if (ts.isStringLiteral(child)) ids.push(child.text);
        else child.forEachChild(strings);
      });
    } else node.forEachChild(visit);
  };
  visit(source);
  if (ids.length === 0) throw new Error(`${CATALOGUE}: no CATALOGUE list of ids to read`);
  return ids.flatMap((id): [string, string][] => [
    [`./${id}/index.js`, id],
    [`./${id}/play.js`, `${id}Play`],
  ]);
}

function forEffectOnly(call: ts.CallExpression): boolean {
  if (ts.isStringLiteral(call.arguments[0])) return false;
  const outer = ts.isAwaitExpression(call.parent) ? call.parent.parent : call.parent;
  return ts.isExpressionStatement(outer);
}

function specifierOf(node: ts.Node | undefined): string {
  if (node === undefined || !ts.isStringLiteral(node)) throw new Error(`an import from a computed path: ${node?.getText()}`);
  return node.text;
}

function importedNames(clause: ts.ImportClause | undefined): string[] {
  if (clause === undefined) return []; // import './x.js' for its effect
  const names = clause.name ? ['default'] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
  else if (bindings) for (const e of bindings.elements) names.push((e.propertyName ?? e.name).text);
  return names;
}

function hasExportModifier(node: ts.Node): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
}

function declaredNames(node: ts.Node): string[] {
  const isDefault = (ts.canHaveModifiers(node) ? (ts.getModifiers(node) ?? []) : []).some(
    (m) => m.kind === ts.SyntaxKind.DefaultKeyword,
  );
  if (isDefault) return ['default'];
  if (ts.isVariableStatement(node)) return node.declarationList.declarations.flatMap((d) => bindingNames(d.name));
  const name = (node as ts.DeclarationStatement).name;
  if (name && ts.isIdentifier(name)) return [name.text];
  throw new Error(`an export the check cannot name: ${node.getText().slice(0, 60)}`);
}

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((e) => (ts.isOmittedExpression(e) ? [] : bindingNames(e.name)));
}

/** The names a dynamic import takes, when it is destructured where it is awaited:
 * `const { a } = await import(…)`, or one element of `const [{ a }, …] = await Promise.all([import(…), …])`. */
function dynamicallyImported(call: ts.CallExpression, where: (node: ts.Node) => string): string[] {
  let pattern: ts.BindingName | undefined;
  const parent = call.parent;
  if (ts.isAwaitExpression(parent) && ts.isVariableDeclaration(parent.parent)) pattern = parent.parent.name;
  else if (ts.isArrayLiteralExpression(parent)) {
    const all = parent.parent;
    const awaited = all?.parent;
    if (
      ts.isCallExpression(all) &&
      all.expression.getText() === 'Promise.all' &&
      ts.isAwaitExpression(awaited) &&
      ts.isVariableDeclaration(awaited.parent) &&
      ts.isArrayBindingPattern(awaited.parent.name)
    ) {
      const element = awaited.parent.name.elements[parent.elements.indexOf(call)];
      if (element && !ts.isOmittedExpression(element)) pattern = element.name;
    }
  }
  if (pattern === undefined || !ts.isObjectBindingPattern(pattern)) {
    throw new Error(`${where(call)}: a dynamic import the check cannot read: destructure it where it is awaited`);
  }
  return pattern.elements.map((e) => {
    const key = e.propertyName ?? e.name;
    if (!ts.isIdentifier(key)) throw new Error(`${where(e)}: a computed name in a dynamic import`);
    return key.text;
  });
}
