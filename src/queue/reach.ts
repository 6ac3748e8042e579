// Is the queue there? Checked before any game is played, so an unreachable address is one
// line and exit code 2, not a run that hangs.
import { Redis } from 'ioredis';
import { UsageError } from '../core/errors.js';
import { type QueueAddress, connectionOf } from './address.js';

/** Connects once and pings, failing fast: a queue that cannot be reached at the start is
 * a mistake in the address or a server not started, told as such. */
export async function checkReachable(address: QueueAddress): Promise<void> {
  const client = new Redis({
    ...connectionOf(address),
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  let cause: string | undefined;
  client.on('error', (e: Error) => (cause ??= e.message.split('\n')[0])); // told below, once
  try {
    await client.connect();
    await client.ping();
  } catch (e) {
    const why = cause ?? (e as Error).message.split('\n')[0];
    throw new UsageError(
      `cannot reach the queue at ${address.url} (${why}): start redis-server there, or give --queue the address of one`,
    );
  } finally {
    client.disconnect();
  }
}
