import type { ChildProcess } from "node:child_process";
import os from "node:os";

/**
 * Lowers a child process's priority to `nice` (10 to 19: the server's requests come first). Where the system
 * does not allow it, the child runs at the server's priority.
 */
export function lowerPriority(child: ChildProcess, nice: number): void {
  try {
    if (child.pid) os.setPriority(child.pid, nice);
  } catch {
    // Not allowed here.
  }
}
