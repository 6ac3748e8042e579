// Is the queue's Redis still there? Asked by a run that waits on its batches, and by a
// worker stopping, which must not wait for ever to report to a server that has gone.
import { Redis } from 'ioredis';
import { type QueueAddress, connectionOf } from './address.js';

/** Pings Redis every few hundred ms on a connection of its own; `lost` resolves with the
 * reason when it has not answered for the patience given, or when it answers as a new
 * server (a restart without persistence dropped the run's jobs: they would never finish). */
export class Watch {
  readonly lost: Promise<string>;
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private readonly client: Redis;

  constructor(address: QueueAddress, patience: number) {
    this.client = new Redis({
      ...connectionOf(address),
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => 250,
    });
    let why = 'no answer';
    this.client.on('error', (e: Error) => (why = e.message.split('\n')[0]));
    let lastAnswer = performance.now();
    let server: string | undefined;
    this.lost = new Promise((resolve) => {
      const look = async () => {
        try {
          const id = /run_id:(\w+)/.exec(await this.client.info('server'))?.[1];
          lastAnswer = performance.now();
          if (server !== undefined && id !== server) return resolve('its server restarted, and its batches with it');
          server = id;
        } catch {
          if (performance.now() - lastAnswer > patience) return resolve(`${why} for ${patience / 1000} s`);
        }
        if (!this.stopped) this.timer = setTimeout(() => void look(), 250);
      };
      void look();
    });
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.client.disconnect();
  }
}
