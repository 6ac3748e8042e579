// `npm run bench:queue`: what the queue costs. A Gesjaakt run and a Jatten `threshold` run
// played through BullMQ on a redis-server of its own (a free loopback port) by 1 and 2
// `tafel worker` processes, against the same run on 1 and 2 local worker threads. Local
// and queued runs alternate, so both see the same load; each figure is a median, and the
// overhead is the median of the pairs' time ratios. Needs redis-server (Debian's
// redis-server package): without it, says so and exits 2.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { openQueue } from '../src/queue/submit.js';
import { buildPlan } from '../src/sim/build.js';
import type { Plan } from '../src/sim/plan.js';
import { runPlan } from '../src/sim/run.js';
import type { Figure } from './figure.js';
import { median, withPool } from './measure.js';
import { repoRoot } from './provenance.js';
import { figureTable } from './text.js';

const RUNS = process.env.BENCH_QUICK === '1' ? 3 : 5;
const MAIN = join(repoRoot(), 'dist', 'src', 'cli', 'main.js');

const CASES: { id: string; what: string; plan: Plan; batchSize: number }[] = [
  {
    id: 'gesjaakt.greedy-random.4p',
    what: 'Gesjaakt, 2 greedy + 2 random',
    plan: buildPlan({ game: 'gesjaakt', bots: 'greedy,greedy,random,random', games: 400_000, seed: 1 }),
    batchSize: 5000,
  },
  {
    id: 'jatten.threshold.3p',
    what: 'Jatten, 3 threshold bots',
    plan: buildPlan({ game: 'jatten', bots: 'threshold,threshold,threshold', games: 60_000, seed: 1 }),
    batchSize: 2000,
  },
];

try {
  execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
} catch {
  process.stderr.write('bench:queue needs redis-server: run  sudo apt-get install -y redis-server  and then again\n');
  process.exit(2);
}

const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});
const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
  stdio: 'ignore',
});
const url = `redis://127.0.0.1:${port}`;
await new Promise((r) => setTimeout(r, 300));

async function startWorkers(n: number): Promise<ChildProcess[]> {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const child = spawn(process.execPath, [MAIN, 'worker', '--queue', url, '--workers', '1'], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let err = '';
      child.stderr!.on('data', (d: Buffer) => (err += d));
      while (!err.includes('playing batches')) await new Promise((r) => setTimeout(r, 20));
      return child;
    }),
  );
}

const seconds = async (work: () => Promise<unknown>) => {
  const t = performance.now();
  await work();
  return (performance.now() - t) / 1000;
};

const figures: Figure[] = [];
const runner = await openQueue(url);
try {
  for (const workers of [1, 2]) {
    const children = await startWorkers(workers);
    for (const c of CASES) {
      // Local threads started at once, as the queue's workers are already up.
      const local = () =>
        workers > 1
          ? withPool(workers, (r) => runPlan(c.plan, { runner: r, batchSize: c.batchSize }))
          : runPlan(c.plan, { workers: 1, batchSize: c.batchSize });
      const queued = () => runPlan(c.plan, { runner, batchSize: c.batchSize });
      await local();
      await queued(); // warm-up: the workers' compiler state
      const pairs: { local: number; queued: number }[] = [];
      for (let r = 0; r < RUNS; r++) pairs.push({ local: await seconds(local), queued: await seconds(queued) });
      const games = c.plan.games;
      const rate = (s: number) => games / s;
      const overhead = median(pairs.map((p) => p.queued / p.local)) - 1;
      const where = `${workers} worker${workers === 1 ? '' : 's'}`;
      figures.push(
        {
          id: `queue.${c.id}.${workers}w.local`,
          what: `${c.what}, ${where} threads, local`,
          value: median(pairs.map((p) => rate(p.local))),
          unit: 'games/s',
          better: 'higher',
        },
        {
          id: `queue.${c.id}.${workers}w.queued`,
          what: `${c.what}, ${where} processes via the queue (batches of ${c.batchSize.toLocaleString('en-US')})`,
          value: median(pairs.map((p) => rate(p.queued))),
          unit: 'games/s',
          better: 'higher',
          note: `${(overhead * 100).toFixed(1)}% more time than local (median of ${RUNS} alternating pairs)`,
        },
      );
      process.stderr.write(`  ${c.id}, ${where}: overhead ${(overhead * 100).toFixed(1)}%\n`);
    }
    for (const child of children) child.kill('SIGINT');
  }
} finally {
  await runner.close();
  redis.kill();
}
process.stdout.write(`${figureTable(figures)}\n`);
