// npm's pretest step: the tests use real programs from Debian's packages, started by the
// tests themselves: chromium (the report test opens report.html in it, driven by
// playwright-core, which downloads nothing), redis-server (the queue tests start one
// on a loopback port), python3 (the Python example bot's test plays it over the line
// protocol, docs/protocol.md) and bubblewrap (every bot from outside tafel plays in its
// sandbox, docs/security.md). Installs what is missing when we are root, as on CI, with one
// `apt-get update` first; elsewhere it names the one command to run.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const NEEDED = [
  { program: '/usr/bin/chromium', debian: 'chromium', why: 'the report test' },
  { program: '/usr/bin/redis-server', debian: 'redis-server', why: 'the queue tests' },
  { program: '/usr/bin/python3', debian: 'python3', why: 'the Python bot test' },
  { program: '/usr/bin/bwrap', debian: 'bubblewrap', why: 'the sandbox of bots from outside tafel' },
];

const missing = NEEDED.filter((p) => !existsSync(p.program));
if (missing.length > 0) {
  const names = missing.map((p) => p.debian);
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    for (const p of missing) console.error(`${p.program} is missing: installing Debian's ${p.debian} for ${p.why}`);
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...names], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    const why = missing.map((p) => `${p.why} need${p.why.endsWith('s') ? '' : 's'} ${p.program}`).join(', ');
    console.error(`${why}: run  sudo apt-get install -y ${names.join(' ')}  and then npm test again`);
    process.exit(1);
  }
}
