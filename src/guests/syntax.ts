// Where a bot file's syntax error is. Node's import() names no line and column reliably,
// so the file is checked by `node --check`, whose report shows the line number and a
// caret under the column:
//   /path/bot.mjs:3
//     const x = ;
//               ^
//   SyntaxError: Unexpected token ';'
// A `.js` file outside a "type": "module" package passes `node --check` on Node 20 even
// with an error in it; it is then checked again as a module read from stdin.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

interface SyntaxPlace {
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

/** The first syntax error of `file`, or undefined when node finds none. */
export function syntaxErrorOf(file: string): SyntaxPlace | undefined {
  return check(['--check', file]) ?? check(['--check', '--input-type=module'], readFileSync(file, 'utf8'));
}

function check(args: string[], input?: string): SyntaxPlace | undefined {
  const checked = spawnSync(process.execPath, args, { encoding: 'utf8', timeout: 10_000, input });
  if (checked.status === 0) return undefined;
  const lines = (checked.stderr ?? '').split('\n');
  const at = lines.findIndex((l) => /:\d+$/.test(l));
  const said = lines.find((l) => /^\w*Error: /.test(l));
  if (at < 0 || !said) return undefined;
  const line = Number(/:(\d+)$/.exec(lines[at])![1]);
  const caret = lines.slice(at + 1, at + 4).find((l) => /^\s*\^/.test(l));
  const column = caret ? caret.indexOf('^') + 1 : 1;
  return { line, column, message: said.replace(/^\w*Error: /, '') };
}
