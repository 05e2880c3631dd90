import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { promisify } from "node:util";

/** What `yieldCpuToRequests` obtained: Linux's idle scheduling class, the lowest nice value, or nothing. */
export type CpuPriority = "idle" | "lowest" | "unchanged";

const run = promisify(execFile);

/**
 * Moves this whole process, every thread of it and those it starts later, to the lowest CPU priority there is, so
 * that its work runs on the time that the serving processes and Postgres leave over (decision 026). On Linux that
 * is the SCHED_IDLE class, set with util-linux's `chrt` (Node has no call for it): a thread of the class runs only
 * when no ordinary thread wants the core, and a request that wakes takes the core back at once. Without `chrt`,
 * each thread gets nice 19 (on Linux a nice value belongs to one thread, so all of /proc/self/task are set).
 */
export async function yieldCpuToRequests(): Promise<CpuPriority> {
  if (process.platform === "linux") {
    try {
      await run("chrt", ["--idle", "--all-tasks", "--pid", "0", String(process.pid)], { timeout: 5_000 });
      return "idle";
    } catch {
      // No chrt on this machine, or it was refused: nice values below.
    }
  }
  try {
    const threads = process.platform === "linux" ? fs.readdirSync("/proc/self/task").map(Number) : [0];
    for (const id of threads) os.setPriority(id, os.constants.priority.PRIORITY_LOW);
    return "lowest";
  } catch {
    return "unchanged";
  }
}
