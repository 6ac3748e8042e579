// `npm run schema`: writes tournaments/schema.json from the zod schema of a tournament file.
import { writeFileAtomic } from '../core/disk.js';
import { join } from 'node:path';
import { tournamentJsonSchema } from './schema.js';

const root = join(import.meta.dirname, '..', '..', '..');
writeFileAtomic(join(root, 'tournaments', 'schema.json'), (write) =>
  write(`${JSON.stringify(tournamentJsonSchema(), null, 2)}\n`),
);
