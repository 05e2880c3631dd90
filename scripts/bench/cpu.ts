import fs from "node:fs";
import os from "node:os";

/**
 * How much CPU went to processes that are not part of the benchmark (other work on the machine) while a row
 * ran. On a 2-core machine another process's compile or test run moves every figure, so each row says how
 * much it had to share. Linux only (/proc); elsewhere the figure is left out.
 */
export interface CpuSample {
  at: number;
  busy: number;
  ours: number;
}

interface Proc {
  ppid: number;
  comm: string;
  jiffies: number;
}

function readProcs(): Map<number, Proc> {
  const procs = new Map<number, Proc>();
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
      // "pid (comm) state ppid ... utime stime ...": comm may hold spaces, so split after the last ')'.
      const close = stat.lastIndexOf(")");
      const comm = stat.slice(stat.indexOf("(") + 1, close);
      const f = stat.slice(close + 2).split(" ");
      procs.set(Number(name), { ppid: Number(f[1]), comm, jiffies: Number(f[11]) + Number(f[12]) });
    } catch {
      // exited while being read
    }
  }
  return procs;
}

/** The given processes and all their descendants, plus any process `extra` accepts. */
function family(procs: Map<number, Proc>, roots: number[], extra: (p: Proc) => boolean = () => false): Set<number> {
  const ours = new Set(roots.filter((pid) => procs.has(pid)));
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, p] of procs) {
      if (!ours.has(pid) && (ours.has(p.ppid) || extra(p))) {
        ours.add(pid);
        grew = true;
      }
    }
  }
  return ours;
}

/** CPU time (jiffies) of the given processes and all their descendants, plus any process `extra` accepts. */
function oursJiffies(roots: number[], extra: (p: Proc) => boolean): number {
  const procs = readProcs();
  let sum = 0;
  for (const pid of family(procs, roots, extra)) sum += procs.get(pid)!.jiffies;
  return sum;
}

/**
 * Where the machine's CPU went while a row ran: named groups of processes (a root and its descendants, or
 * exactly one process, or every process of a name), the rest, and idle, each in percent of all cores.
 */
export type CpuGroup = { root: number; descendants: boolean } | { comm: string };
export function cpuSplitMeter(groups: Record<string, CpuGroup>) {
  const supported = fs.existsSync("/proc/stat");
  // Per process, so that a process that exits between two samples (a pool's idle backend) takes only its own
  // time with it instead of making its group's sum fall.
  const sample = () => {
    if (!supported) return undefined;
    const procs = readProcs();
    const byGroup: Record<string, Map<number, number>> = {};
    for (const [name, g] of Object.entries(groups)) {
      const pids =
        "comm" in g
          ? [...procs].filter(([, p]) => p.comm === g.comm).map(([pid]) => pid)
          : g.descendants
            ? family(procs, [g.root])
            : [g.root];
      byGroup[name] = new Map([...pids].map((pid) => [pid, procs.get(pid)?.jiffies ?? 0]));
    }
    return { at: Date.now(), busy: busyJiffies(), byGroup };
  };
  type Sample = ReturnType<typeof sample>;
  const split = (a: Sample, b: Sample): Record<string, number> | undefined => {
    if (!a || !b || b.at <= a.at) return undefined;
    const capacity = ((b.at - a.at) / 1000) * 100 * os.cpus().length;
    const out: Record<string, number> = {};
    let named = 0;
    for (const name of Object.keys(groups)) {
      let used = 0;
      for (const [pid, j] of b.byGroup[name] ?? []) used += j - (a.byGroup[name]?.get(pid) ?? 0);
      named += used;
      out[name] = (100 * used) / capacity;
    }
    out.other = Math.max(0, (100 * (b.busy - a.busy - named)) / capacity);
    out.idle = Math.max(0, 100 - (100 * (b.busy - a.busy)) / capacity);
    return out;
  };
  /** Each group's CPU between two samples in milliseconds per unit (a row's responses), when there were any. */
  const perUnit = (a: Sample, b: Sample, units: number): Record<string, number> | undefined => {
    const shares = split(a, b);
    if (!shares || !a || !b) return undefined;
    const cores = os.cpus().length;
    return Object.fromEntries(
      Object.keys(groups).map((name) => [name, cpuMsPerUnit(shares[name] ?? 0, cores, b.at - a.at, units)]),
    );
  };
  return { sample, split, perUnit };
}

/** A share of the machine (percent of all its cores) over `elapsedMs`, as CPU milliseconds per unit of work. */
export const cpuMsPerUnit = (percentOfMachine: number, cores: number, elapsedMs: number, units: number): number =>
  units > 0 ? ((percentOfMachine / 100) * cores * elapsedMs) / units : 0;

/** The machine's CPU counters, the first line of /proc/stat without its "cpu" label. */
function cpuFields(): number[] {
  const first = fs.readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
  return first.trim().split(/\s+/).slice(1).map(Number);
}

function busyJiffies(): number {
  const f = cpuFields().slice(0, 8);
  // user nice system idle iowait irq softirq steal: busy is all but idle and iowait.
  return f.reduce((a, b) => a + b, 0) - (f[3] ?? 0) - (f[4] ?? 0);
}

export function cpuMeter(roots: () => number[], extra: (p: { comm: string }) => boolean = () => false) {
  const supported = fs.existsSync("/proc/stat");
  const sample = (): CpuSample | undefined =>
    supported ? { at: Date.now(), busy: busyJiffies(), ours: oursJiffies(roots(), extra) } : undefined;
  /** Percent of the machine's CPU capacity used by other processes between two samples. */
  const foreignPercent = (a?: CpuSample, b?: CpuSample): number | undefined => {
    if (!a || !b || b.at <= a.at) return undefined;
    const hz = 100; // USER_HZ on Linux
    const capacity = ((b.at - a.at) / 1000) * hz * os.cpus().length;
    return Math.max(0, (100 * (b.busy - a.busy - (b.ours - a.ours))) / capacity);
  };
  return { sample, foreignPercent };
}

/** How busy the machine's CPUs are over `ms` (Linux /proc/stat), in percent; undefined elsewhere. */
export async function cpuBusy(ms: number): Promise<number | undefined> {
  const sample = () => {
    const fields = cpuFields();
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { idle, total: fields.reduce((a, b) => a + b, 0) };
  };
  try {
    const a = sample();
    await new Promise((r) => setTimeout(r, ms));
    const b = sample();
    return 100 * (1 - (b.idle - a.idle) / (b.total - a.total));
  } catch {
    return undefined;
  }
}
