// npm's pretest step: the report test opens report.html in Debian's chromium (driven by
// playwright-core, which downloads nothing). Installs it when it is missing and we are
// root, as on CI; elsewhere it names the one command to run.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const BROWSER = '/usr/bin/chromium';

if (!existsSync(BROWSER)) {
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.error(`${BROWSER} is missing: installing Debian's chromium for the report test`);
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    console.error(`the report test needs ${BROWSER}: run  sudo apt-get install -y chromium  and then npm test again`);
    process.exit(1);
  }
}
