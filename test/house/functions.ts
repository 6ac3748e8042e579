// The functions of a source, read by TypeScript's own parser, with how many lines each
// spans and whether a comment before it says why it is long. Every function counts: a
// declaration, a method, an arrow function or a function expression (a callback), each
// with the lines of what it holds, its inner functions too.
import ts from 'typescript';

/** Lines a function may span with no word on why. */
export const MOST_LINES = 80;

/** What a comment says before a function that is longer, and why: `Long: <why>`, or
 * `Long as <it> is: <why>`. */
const REASON = /\bLong(?: as [^:.]+)?:\s/;

export interface FunctionLength {
  /** The function's name: its own, its variable's or property's, or `(callback)` with the
   * call it is handed to. */
  readonly name: string;
  /** 1-based line of its first line. */
  readonly line: number;
  readonly lines: number;
  /** Whether a comment before it (or before the statement that holds it) says `Long: why`. */
  readonly explained: boolean;
}

/** Every function of `text` longer than MOST_LINES. */
export function longFunctions(text: string): FunctionLength[] {
  const source = ts.createSourceFile('source.ts', text, ts.ScriptTarget.Latest, true);
  const found: FunctionLength[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > MOST_LINES)
        found.push({ name: nameOf(node, source), line: first + 1, lines, explained: explained(node, text) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Whether a comment before `node`, or before the declaration, property or statement it
 * is the value of, gives the reason. */
function explained(node: ts.Node, text: string): boolean {
  for (let at: ts.Node | undefined = node; at && !ts.isSourceFile(at) && !ts.isBlock(at); at = at.parent) {
    const comments = ts.getLeadingCommentRanges(text, at.getFullStart()) ?? [];
    if (comments.some((range) => REASON.test(text.slice(range.pos, range.end)))) return true;
  }
  return false;
}

function nameOf(node: ts.Node, source: ts.SourceFile): string {
  const own = (node as ts.FunctionLikeDeclaration).name;
  if (own) return own.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) {
    return parent.name.getText(source);
  }
  if (ts.isCallExpression(parent)) return `(callback to ${parent.expression.getText(source).slice(0, 40)})`;
  return '(function)';
}

/** What a comment says before a module's `let`, and why it is kept there: `Module state: <why>`. */
const KEPT = /\bModule state:\s/;

/** Every `let` (or `var`) at the top level of `text` (a module's state, which its
 * functions share without a parameter saying so), with whether a comment before it gives
 * the reason. One comment may speak for a run of such statements with no blank line
 * between them. */
export function moduleState(text: string): { readonly names: string; readonly line: number; readonly explained: boolean }[] {
  const source = ts.createSourceFile('source.ts', text, ts.ScriptTarget.Latest, true);
  const found: { names: string; line: number; explained: boolean }[] = [];
  const statements = source.statements;
  statements.forEach((statement, i) => {
    if (!ts.isVariableStatement(statement) || (statement.declarationList.flags & ts.NodeFlags.BlockScoped) === ts.NodeFlags.Const)
      return;
    let explained = false;
    for (let j = i; j >= 0 && !explained; j--) {
      const at = statements[j];
      const comments = ts.getLeadingCommentRanges(text, at.getFullStart()) ?? [];
      explained = comments.some((range) => KEPT.test(text.slice(range.pos, range.end)));
      // The run goes on up only over variable statements right above, with no blank line.
      const above = statements[j - 1];
      if (!above || !ts.isVariableStatement(above) || /\n\s*\n/.test(text.slice(above.getEnd(), at.getStart(source)))) break;
    }
    const names = statement.declarationList.declarations.map((d) => d.name.getText(source)).join(', ');
    found.push({ names, line: source.getLineAndCharacterOfPosition(statement.getStart(source)).line + 1, explained });
  });
  return found;
}
