// No server-only marker: the end-to-end tests use it too, and lint keeps client code out of lib/server/.

/** Whether a process of this machine is still running (a process we may not signal counts as running). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== "ESRCH";
  }
}
