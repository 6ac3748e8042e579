// Typed bot parameters are a compile-time guarantee, and `npm test` does not type-check
// test/: this compiles test/core/params.types.ts alone (with what it imports), so a test
// run fails when a declared parameter stops giving its type, or a wrong use compiles.
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const FILE = fileURLToPath(new URL('./params.types.ts', import.meta.url));

function diagnostics(): string[] {
  const configPath = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    { noEmit: true },
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json cannot be read');
  // No ambient types: the file and src/core need none, and @types/node would double the time.
  const program = ts.createProgram([FILE], { ...config.options, types: [] });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
    const at = where ? `${d.file?.fileName}:${where.line + 1}: ` : '';
    return at + ts.flattenDiagnosticMessageText(d.messageText, ' ');
  });
}

describe('typed bot parameters', () => {
  it('a bot’s declared parameters type its create, check and timed; wrong uses do not compile', () => {
    expect(diagnostics()).toEqual([]);
  });
});
