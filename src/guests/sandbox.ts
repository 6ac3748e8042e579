// The sandbox every bot from outside tafel plays in (docs/security.md): bubblewrap
// (`bwrap`, Debian's bubblewrap) gives it its own user, PID, network, IPC, UTS, cgroup and
// mount namespaces, a non-root uid with no capabilities and no way to make another user
// namespace, an empty environment, no network at all, a small /tmp of its own, and a view
// of the file system that is read-only and holds only the system, the interpreter,
// tafel's kit at /node_modules/tafel and the guest's own folder (and --sandbox-ro paths).
// Inside, prlimit caps its memory and its processes. When its bwrap ends, every process
// in it ends (the PID namespace dies with its first process), and bwrap ends with the
// thread that started it.
import { spawnSync } from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { READ_MS } from './flag.js';

/** How one guest's sandbox is set up: plain data, sent to the keeper thread. */
export interface SandboxSetup {
  /** The folder the guest runs in, which it sees read-only at its own path. */
  readonly folder: string;
  /** More paths it sees read-only (--sandbox-ro: a virtual environment, a model). */
  readonly readOnly: readonly string[];
  /** The memory each of its processes may map, in MB (RLIMIT_DATA). */
  readonly dataMb: number;
}

/** The user a sandbox runs as, inside and (when tafel runs as root) outside: nobody. */
export const SANDBOX_UID = 65534;
/** The processes and threads a sandbox may hold at once (RLIMIT_NPROC, counted in its own
 * user namespace): a Node host needs about a dozen threads. */
const MOST_TASKS = 64;
/** The sizes of the sandbox's own /tmp and /dev/shm, the only places it may write. */
const TMP_MB = 64;
const SHM_MB = 16;
/** Where tafel's kit is, inside: a bot file's `import … from 'tafel'` finds it there. */
export const KIT_INSIDE = '/node_modules/tafel';

/** tafel's package folder: three folders above dist/src/guests/sandbox.js, two above
 * src/guests/sandbox.ts (tests), whose build is in dist/ beside it. */
export function tafelRoot(): string {
  const here = fileURLToPath(import.meta.url);
  return resolve(dirname(here), ...(here.endsWith('.js') ? ['..', '..', '..'] : ['..', '..']));
}

/** The system's folders, each bound read-only, or made the link it is (merged /usr). */
function systemMounts(): string[] {
  const args = ['--ro-bind', '/usr', '/usr', '--ro-bind', '/etc', '/etc'];
  for (const top of ['/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32']) {
    let stats;
    try {
      stats = lstatSync(top);
    } catch {
      continue;
    }
    if (stats.isSymbolicLink()) args.push('--symlink', realpathSync(top).replace(/^\//, ''), top);
    else args.push('--ro-bind', top, top);
  }
  // Node installed outside /usr (nvm, /opt): its whole prefix, for the bot file host.
  const prefix = dirname(dirname(realpathSync(process.execPath)));
  if (!prefix.startsWith('/usr/') && prefix !== '/usr' && prefix !== '/') args.push('--ro-bind', prefix, prefix);
  return args;
}

/** What every sandbox shares: namespaces, user, capabilities, environment, the system. */
function commonArgs(): string[] {
  const root = tafelRoot();
  return [
    '--unshare-all',
    '--unshare-user',
    '--disable-userns',
    '--die-with-parent',
    '--new-session',
    '--uid',
    String(SANDBOX_UID),
    '--gid',
    String(SANDBOX_UID),
    '--cap-drop',
    'ALL',
    '--hostname',
    'tafel-sandbox',
    ...systemMounts(),
    '--proc',
    '/proc',
    // A /dev of its own, read-only but for a small /dev/shm: a tmpfs is memory, which a
    // bot that may write it without end takes from the machine.
    '--dev',
    '/dev',
    '--size',
    String(SHM_MB * 2 ** 20),
    '--tmpfs',
    '/dev/shm',
    '--remount-ro',
    '/dev',
    '--size',
    String(TMP_MB * 2 ** 20),
    '--tmpfs',
    '/tmp',
    '--ro-bind',
    join(root, 'package.json'),
    `${KIT_INSIDE}/package.json`,
    '--ro-bind',
    join(root, 'dist'),
    `${KIT_INSIDE}/dist`,
    '--clearenv',
    '--setenv',
    'PATH',
    '/usr/local/bin:/usr/bin:/bin',
    '--setenv',
    'HOME',
    '/tmp',
    '--setenv',
    'TMPDIR',
    '/tmp',
    '--setenv',
    'LANG',
    'C.UTF-8',
  ];
}

/** The limits inside, as prlimit sets them before the guest's command runs. */
function limitArgs(dataMb: number): string[] {
  return ['prlimit', `--data=${dataMb * 2 ** 20}`, `--nproc=${MOST_TASKS}`, '--core=0', '--'];
}

/** Who runs bwrap: tafel's own user, or nobody when that is root (whose files a sandbox
 * that maps its user to root could read, and whose process count is never capped). */
export function outsideUser(): { uid?: number; gid?: number } {
  return process.getuid?.() === 0 ? { uid: SANDBOX_UID, gid: SANDBOX_UID } : {};
}

/** bwrap on this process's PATH, or undefined. */
function findBwrap(): string | undefined {
  for (const folder of (process.env.PATH ?? '/usr/bin:/bin').split(delimiter)) {
    const candidate = join(folder || '.', 'bwrap');
    try {
      accessSync(candidate, constants.X_OK);
      return resolve(candidate);
    } catch {
      // not here
    }
  }
  return undefined;
}

/** Module state: where bwrap is (null: not looked for yet), found once a thread. */
let bwrap: string | undefined | null = null;

function bwrapPath(): string | undefined {
  if (bwrap === null) bwrap = findBwrap();
  return bwrap;
}

/** The command line that runs `argv` in the sandbox `setup` describes. */
export function sandboxed(argv: readonly string[], setup: SandboxSetup): { command: string; args: string[] } {
  const mounts: string[] = [];
  for (const path of [setup.folder, ...setup.readOnly]) mounts.push('--ro-bind', path, path);
  return {
    command: bwrapPath() ?? 'bwrap',
    args: [...commonArgs(), ...mounts, '--chdir', setup.folder, '--', ...limitArgs(setup.dataMb), ...argv],
  };
}

/** Module state: what the sandbox cannot enforce here, probed once a thread. */
let gaps: string[] | undefined;

/** What the sandbox cannot enforce on this machine, each in a few words: whether a
 * program reads its requests is seen in its stdin's access time, which a temporary
 * folder mounted without access times never sets (see program.ts). Tried once. */
export function sandboxGaps(): readonly string[] {
  if (gaps) return gaps;
  gaps = [];
  const folder = mkdtempSync(join(tmpdir(), 'tafel-probe-'));
  try {
    const file = join(folder, 'probe');
    writeFileSync(file, 'x');
    utimesSync(file, 0, 1);
    readFileSync(file);
    if (statSync(file).atimeMs === 0)
      gaps.push(`the ${READ_MS / 1000} s limit on reading a request (${tmpdir()} keeps no access times)`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return gaps;
}

/** Module state: why no sandbox can be made here (null: not tried yet), tried once a
 * thread. */
let probed: string | undefined | null = null;

/** Why no sandbox can be made here, in one line naming the fix, or undefined when one
 * can: bwrap is tried once per thread with every setting a guest's sandbox uses. */
export function sandboxProblem(): string | undefined {
  if (probed !== null) return probed;
  const root = tafelRoot();
  if (!existsSync(join(root, 'dist'))) {
    probed = `no build of tafel at ${join(root, 'dist')} for the sandbox's kit: run 'npm run build' first`;
    return probed;
  }
  const unsafe = 'or run with --unsandboxed, which keeps no bot from the run (see docs/security.md)';
  const command = bwrapPath();
  if (command === undefined) {
    probed = `bots from outside tafel play in a sandbox, and bubblewrap (bwrap) is not installed: install it (Debian: apt-get install bubblewrap), ${unsafe}`;
    return probed;
  }
  const tried = spawnSync(command, [...commonArgs(), '--', ...limitArgs(64), '/bin/true'], {
    ...outsideUser(),
    env: {},
    encoding: 'utf8',
    timeout: 10_000,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (tried.status !== 0) {
    const said = (tried.stderr ?? '').trim().split('\n').pop() || (tried.error?.message ?? `exit code ${tried.status}`);
    probed = `bots from outside tafel play in a sandbox, and bubblewrap cannot make one here (${said}): allow unprivileged user namespaces (sysctl kernel.unprivileged_userns_clone=1; in a container, run it with them allowed), ${unsafe}`;
  } else {
    probed = undefined;
  }
  return probed;
}
