// CPU time per game of two or more builds of tafel, played in turn in one process: how the
// speed-ups in docs/speed.md were measured. On a shared machine the load
// drifts between runs of separate processes; rounds that alternate (A B, B A, …) share it.
//
//   cp -r dist /tmp/dist-before            (before a change)
//   npm run build                          (after it)
//   node scripts/alternate-builds.mjs jatten random,random,random 6000 11 \
//     new=$PWD/dist before=/tmp/dist-before
//
// Prints each build's minimum and median CPU µs per game, the median over rounds of the
// first build's time over each build's, and each build's run digest (equal digests: the
// same games). A build that needs packages resolves them from a node_modules above it.
import process from 'node:process';

const [game, bots, gamesText, roundsText, ...specs] = process.argv.slice(2);
const games = Number(gamesText);
const rounds = Number(roundsText);
if (!game || !bots || !(games > 0) || !(rounds > 0) || specs.length === 0) {
  console.error('usage: node scripts/alternate-builds.mjs GAME BOTS GAMES ROUNDS NAME=DIST [NAME=DIST…]');
  process.exit(2);
}

const builds = [];
for (const spec of specs) {
  const [name, dist] = spec.split('=');
  const { buildPlan } = await import(`${dist}/src/sim/build.js`);
  const { runPlan } = await import(`${dist}/src/sim/run.js`);
  const plan = buildPlan({ game, bots, games, seed: 1 });
  // A warm-up on other seeds, so no build is timed while it compiles.
  await runPlan(buildPlan({ game, bots, games: Math.ceil(games / 2), seed: 3 }), { workers: 1 });
  builds.push({ name, run: () => runPlan(plan, { workers: 1 }), us: [], digest: '' });
}

for (let r = 0; r < rounds; r++) {
  for (const build of r % 2 ? [...builds].reverse() : builds) {
    const before = process.cpuUsage();
    const summary = await build.run();
    const spent = process.cpuUsage(before);
    build.us.push((spent.user + spent.system) / games);
    build.digest = summary.digest.slice(0, 12);
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const [first] = builds;
for (const build of builds) {
  const ratio = median(build.us.map((us, r) => first.us[r] / us));
  console.log(
    `${build.name.padEnd(8)} min ${Math.min(...build.us).toFixed(3)}  median ${median(build.us).toFixed(3)} µs/game  ` +
      `${first.name}/this ${ratio.toFixed(3)}  digest ${build.digest}`,
  );
}
