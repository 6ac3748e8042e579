// Killing a program: its process group, so that whatever it started goes with it; in a
// sandbox everything in it goes too (its PID namespace ends with bwrap).

export function killGroup(pid: number | undefined): void {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // gone already
  }
}
