// The import graph of the sources, read by TypeScript's own parser: every static import
// and re-export (`from '…'`), bare `import '…'` and dynamic `import('…')`, with comments
// and strings that merely look like imports left out.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import ts from 'typescript';

/** The relative module names a source imports, in the order written. */
export function importsOf(source: string): string[] {
  const found = ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);
  return found.filter((name) => name.startsWith('.'));
}

/** Every .ts file under `folders` (paths relative to `root`, with forward slashes). */
export function sourceFiles(root: string, folders: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) files.push(path);
    }
  };
  for (const folder of folders) walk(folder);
  return files.sort();
}

/** Each file's imports, as files relative to `root`. An import whose file is not there
 * throws: the graph must hold every edge it is asked to judge. Sources import the .js
 * their .ts compiles to. */
export function importGraph(root: string, files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importsOf(readFileSync(join(root, file), 'utf8')).map((name) => {
      const target = relative(root, normalize(join(root, dirname(file), name.replace(/\.js$/, '.ts'))));
      if (!existsSync(join(root, target))) throw new Error(`${file} imports '${name}', which is not ${target}`);
      return target.split('\\').join('/');
    });
    graph.set(file, targets);
  }
  return graph;
}

/** The cycles of a graph: each strongly connected set of more than one file, or a file
 * that imports itself (Tarjan's algorithm). */
export function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const set: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      set.push(member);
    } while (member !== file);
    if (set.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(set.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}
