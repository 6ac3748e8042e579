// `npm run schema`: writes tournaments/schema.json from the zod schema of a tournament file.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tournamentJsonSchema } from './tournament-schema.js';

const root = join(import.meta.dirname, '..', '..', '..');
writeFileSync(join(root, 'tournaments', 'schema.json'), `${JSON.stringify(tournamentJsonSchema(), null, 2)}\n`);
