// Every JSON output of tafel (each --json, and the summary, sweep, tune and analysis files
// a run writes) carries `schema`: its kind and the version of its shape, `play/1`, which
// docs/schemas/<kind>.schema.json describes. A version changes when a field is removed or
// changes its meaning; a field added keeps it (see docs/cli.md, "JSON output").

/** Each output's kind and the version of its shape. */
export const SCHEMA_VERSIONS = {
  play: 1,
  tournament: 1,
  sweep: 1,
  tune: 1,
  analyze: 1,
  'analyze-to-win': 1,
  'jacht-solve': 1,
  'jacht-advise': 1,
  'jacht-advise-win': 1,
  list: 1,
  compare: 1,
} as const;

export type OutputKind = keyof typeof SCHEMA_VERSIONS;

/** `kind/version`, as an output's `schema` field says it. */
export function schemaId(kind: OutputKind): string {
  return `${kind}/${SCHEMA_VERSIONS[kind]}`;
}

/** `value` with its schema named first. */
export function versioned<T extends object>(kind: OutputKind, value: T): { readonly schema: string } & T {
  return { schema: schemaId(kind), ...value };
}
