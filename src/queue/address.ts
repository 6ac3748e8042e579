// The --queue address: redis://HOST:PORT[/DB], read when the flag is, so a malformed one
// is one line and exit code 2. (No Redis client here: every command reads its flags, and
// only queued runs should pay for loading one; see reach.ts.)
import { UsageError } from '../core/errors.js';

export interface QueueAddress {
  readonly url: string;
  readonly host: string;
  readonly port: number;
  readonly db: number;
}

/** The queue every run and worker shares (one Redis database may serve many runs). */
export const QUEUE_NAME = 'tafel';

const EXAMPLE = 'redis://HOST:PORT, e.g. redis://127.0.0.1:6379 (a database number may follow: /2)';

export function parseQueueAddress(text: string): QueueAddress {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`--queue ${text} is not an address: give ${EXAMPLE}`);
  }
  if (url.protocol !== 'redis:') throw new UsageError(`--queue ${text} is not a redis:// address: give ${EXAMPLE}`);
  const port = url.port === '' ? 6379 : Number(url.port);
  const path = url.pathname.replace(/^\//, '');
  const db = path === '' ? 0 : Number(path);
  if (!Number.isInteger(db) || db < 0 || db > 15 || url.search !== '') {
    throw new UsageError(`--queue ${text} names no database 0 to 15: give ${EXAMPLE}`);
  }
  if (url.hostname === '') throw new UsageError(`--queue ${text} names no host: give ${EXAMPLE}`);
  return { url: `redis://${url.host}/${db}`, host: url.hostname.replace(/^\[|\]$/g, ''), port, db };
}

/** What BullMQ and ioredis are given to connect. */
export function connectionOf(address: QueueAddress) {
  return { host: address.host, port: address.port, db: address.db };
}
