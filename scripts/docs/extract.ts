// Finds the commands in a Markdown file's fenced shell blocks (and the seeded commands its
// prose quotes for a figure), as a reader would copy them:
// `$ ` prompts dropped, `\` continuations joined, `# comment` tails removed, and words split
// and expanded as a POSIX shell would (quotes, and NAME=value set earlier in the block).
// Output shown in a fence (a table of figures, say) is not a command: only a line whose
// first word is a program is.

/** One command line of a doc, where it was written and the words the shell would pass. */
export interface DocCommand {
  file: string;
  /** 1-based line of the command's first line in the file. */
  line: number;
  /** The line as written, without its comment. */
  text: string;
  /** The words after quote removal and expansion (those of its first part, if `shell`). */
  words: string[];
  /** Why the line is no plain command (a pipe, say), if it is not. */
  shell?: string;
}

/** The programs whose lines are commands; any other line in a fence is output shown. */
const PROGRAMS = new Set(['tafel', 'npx', 'node', 'npm', 'redis-server', 'bash', 'sh', 'git', 'apt-get', 'cd', 'docker']);

/** Fences whose lines a reader runs in a shell: unlabelled, or labelled a shell. */
const SHELL_FENCES = new Set(['', 'sh', 'bash', 'shell', 'console', 'zsh']);

export function fencedCommands(markdown: string, file: string): DocCommand[] {
  const commands: DocCommand[] = [];
  const lines = markdown.split('\n');
  let fence: { marker: string; shell: boolean; vars: Map<string, string> } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    const opening = /^ {0,3}(`{3,}|~{3,})\s*([\w+-]*)/.exec(raw);
    if (!fence) {
      if (opening) fence = { marker: opening[1], shell: SHELL_FENCES.has(opening[2].toLowerCase()), vars: new Map() };
      continue;
    }
    if (raw.trim().startsWith(fence.marker) && raw.trim().replace(/[`~]/g, '') === '') {
      fence = undefined;
      continue;
    }
    if (!fence.shell) continue;
    const first = i;
    let text = raw.replace(/^\s*\$ /, '');
    while (/\\$/.test(text) && i + 1 < lines.length) text = text.slice(0, -1) + lines[++i].trim();
    const parsed = shellWords(text, fence.vars);
    if (parsed.words.length === 0) continue;
    const assignment = /^([A-Za-z_]\w*)=([\s\S]*)$/.exec(parsed.words[0]);
    if (assignment && parsed.words.length === 1 && !parsed.operator) {
      fence.vars.set(assignment[1], assignment[2]);
      continue;
    }
    if (!PROGRAMS.has(parsed.words[0])) continue;
    commands.push({
      file,
      line: first + 1,
      text: parsed.text.trim(),
      words: parsed.words,
      ...(parsed.operator ? { shell: `a shell operator (${parsed.operator})` } : {}),
    });
  }
  return commands;
}

/** The commands of a doc a reader would run: those of its shell fences, and those quoted
 * in its prose with a `--seed` (the command that reproduces a figure), in order. Other
 * commands in prose (`tafel replay DIR`) name a command rather than give one. */
export function docCommands(markdown: string, file: string): DocCommand[] {
  return [...fencedCommands(markdown, file), ...seededCommands(markdown, file)].sort((a, b) => a.line - b.line);
}

/** The `tafel … --seed N` code spans of the prose (a span may wrap across lines). */
export function seededCommands(markdown: string, file: string): DocCommand[] {
  const prose = withoutFences(markdown);
  const commands: DocCommand[] = [];
  for (const m of prose.matchAll(/(?<!`)`(tafel [^`]*?--seed[^`]*)`(?!`)/g)) {
    const text = m[1].replace(/\s+/g, ' ').trim();
    const parsed = shellWords(text);
    commands.push({
      file,
      line: prose.slice(0, m.index).split('\n').length,
      text,
      words: parsed.words,
      ...(parsed.operator ? { shell: `a shell operator (${parsed.operator})` } : {}),
    });
  }
  return commands;
}

/** The doc with each fenced block's lines blanked, so line numbers still count. */
function withoutFences(markdown: string): string {
  let marker: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const fence = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker === undefined && fence) marker = fence;
      else if (marker !== undefined && line.trim().startsWith(marker) && line.trim().replace(/[`~]/g, '') === '')
        marker = undefined;
      else if (marker === undefined) return line;
      return '';
    })
    .join('\n');
}

/** The words of a command line as a POSIX shell splits them: quotes removed, `$NAME`
 * expanded from `vars` (outside single quotes), an unquoted `#` starting a comment. */
export function shellWords(
  line: string,
  vars: ReadonlyMap<string, string> = new Map(),
): { words: string[]; text: string; operator?: string } {
  const words: string[] = [];
  let word: string | undefined;
  let quote: "'" | '"' | undefined;
  let operator: string | undefined;
  let i = 0;
  /** Appends the value of the `$NAME` at i (a lone `$` stays) and moves past it. */
  const expand = (): void => {
    const m = /^\$(?:\{([A-Za-z_]\w*)\}|([A-Za-z_]\w*))/.exec(line.slice(i));
    word = (word ?? '') + (m ? (vars.get(m[1] ?? m[2]) ?? '') : '$');
    i += m ? m[0].length : 1;
  };
  for (; i < line.length;) {
    const c = line[i];
    if (quote === "'") {
      if (c === "'") quote = undefined;
      else word += c;
      i++;
    } else if (quote === '"') {
      if (c === '"') quote = undefined;
      else if (c === '\\' && '"\\$`'.includes(line[i + 1] ?? '')) word += line[++i];
      else if (c === '$') {
        expand();
        continue;
      } else word += c;
      i++;
    } else if (/\s/.test(c)) {
      if (word !== undefined && !operator) words.push(word);
      word = undefined;
      i++;
    } else if (c === '#' && word === undefined) {
      break;
    } else if ('|&;<>()`'.includes(c)) {
      const op = /^(\|\||&&|>>|[|&;<>()`])/.exec(line.slice(i))![0];
      if (word !== undefined && !operator) words.push(word);
      operator ??= op;
      word = undefined;
      i += op.length;
    } else {
      word ??= '';
      if (c === "'" || c === '"') quote = c;
      else if (c === '\\') word += line[++i] ?? '';
      else if (c === '$') {
        expand();
        continue;
      } else word += c;
      i++;
    }
  }
  if (word !== undefined && !operator) words.push(word);
  return { words, text: line.slice(0, i), ...(operator ? { operator } : {}) };
}

/** The arguments of a `tafel` command in any of the forms the docs use (`tafel …`,
 * `npx tafel …`, `node dist/src/cli/main.js …`), or undefined for another program. */
export function tafelArgs(words: readonly string[]): string[] | undefined {
  if (words[0] === 'tafel') return words.slice(1);
  if (words[0] === 'npx' && words[1] === 'tafel') return words.slice(2);
  if (words[0] === 'node' && /^(\.\/)?dist\/src\/cli\/main\.js$/.test(words[1] ?? '')) return words.slice(2);
  return undefined;
}

/** A file a doc shows whole in a fence whose first line names it (`// bots/mine.js: …`),
 * as a reader would save it before running the commands that use it. */
export interface ShownFile {
  line: number;
  path: string;
  content: string;
}

export function shownFiles(markdown: string): ShownFile[] {
  const files: ShownFile[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const opening = /^ {0,3}(`{3,}|~{3,})/.exec(lines[i]);
    if (!opening) continue;
    const end = lines.findIndex((l, j) => j > i && l.trim().startsWith(opening[1]) && l.trim().replace(/[`~]/g, '') === '');
    if (end < 0) break;
    const named = /^\s*(?:\/\/|#)\s*((?:\.{0,2}\/)?[\w.-]+(?:\/[\w.-]+)*\.(?:m?js|cjs|json))\b/.exec(lines[i + 1] ?? '');
    if (named && !named[1].startsWith('/')) {
      files.push({ line: i + 2, path: named[1], content: `${lines.slice(i + 1, end).join('\n')}\n` });
    }
    i = end;
  }
  return files;
}
