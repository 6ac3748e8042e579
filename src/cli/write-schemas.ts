// `npm run schema` (with tournaments/schema.json): writes docs/schemas/<kind>.schema.json,
// the JSON Schema of each JSON output, from the zod schemas in json-schemas.ts.
import { join } from 'node:path';
import { writeFileAtomic } from '../core/disk.js';
import { makeFolder } from '../core/files.js';
import { outputJsonSchema } from './json-schemas.js';
import { SCHEMA_VERSIONS, type OutputKind } from './schema-id.js';

const folder = join(import.meta.dirname, '..', '..', '..', 'docs', 'schemas');
makeFolder(folder);
for (const kind of Object.keys(SCHEMA_VERSIONS) as OutputKind[]) {
  writeFileAtomic(join(folder, `${kind}.schema.json`), (write) => write(`${JSON.stringify(outputJsonSchema(kind), null, 2)}\n`));
}
