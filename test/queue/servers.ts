// Real parts for the queue tests: a redis-server of Debian's on a free loopback port
// (npm's pretest installs it when missing), and `tafel worker` processes of the compiled
// bin. Each test starts what it needs and stops it.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { MAIN } from '../cli/tafel.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RedisServer {
  readonly port: number;
  /** The address of database `db` (tests keep apart by database). */
  url(db: number): string;
  /** Starts it again on the same port (empty: it keeps nothing on disk). */
  start(): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export async function redisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const server: RedisServer = {
    port,
    url: (db) => `redis://127.0.0.1:${port}/${db}`,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, retryStrategy: () => null });
      probe.on('error', () => undefined);
      for (let tries = 0; ; tries++) {
        try {
          await probe.connect();
          await probe.ping();
          probe.disconnect();
          return;
        } catch (e) {
          if (tries > 100) throw e;
          await sleep(50);
        }
      }
    },
    async kill(signal = 'SIGTERM') {
      // Gone already: exited, or killed by a signal (then exitCode stays null).
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
  await server.start();
  return server;
}

export interface WorkerProcess {
  readonly child: ChildProcess;
  /** What it has written to stderr so far. */
  err(): string;
  /** Ctrl-C: it finishes the batches in hand; resolves with its exit code. */
  stop(): Promise<number>;
  kill(): Promise<void>;
}

/** Starts `tafel worker` on the queue and waits until it takes batches. */
export async function startWorker(url: string, env: Record<string, string> = {}, lockMs = 1000): Promise<WorkerProcess> {
  const child = spawn(process.execPath, [MAIN, 'worker', '--queue', url, '--workers', '1', '--lock-ms', String(lockMs)], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...env },
  });
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d));
  const exited = new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? -1 : 0))));
  while (!err.includes('playing batches') && child.exitCode === null) await sleep(20);
  if (child.exitCode !== null) throw new Error(`tafel worker did not start: ${err}`);
  return {
    child,
    err: () => err,
    async stop() {
      child.kill('SIGINT');
      return exited;
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The queue as a test inspects it: job counts, and what the runs left in Redis. */
export async function inspect(url: string): Promise<{ jobs: number; active: number; results: number }> {
  const { port, pathname } = new URL(url);
  const connection = { host: '127.0.0.1', port: Number(port), db: Number(pathname.slice(1)) };
  const queue = new Queue('tafel', { connection });
  const client = new Redis(connection);
  const counts = await queue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed', 'prioritized');
  const results = (await client.keys('tafel:result:*')).length;
  await queue.close();
  client.disconnect();
  return {
    jobs: Object.values(counts).reduce((a, b) => a + b, 0),
    active: counts.active,
    results,
  };
}

export { sleep };
