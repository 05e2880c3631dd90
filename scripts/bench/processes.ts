import type { LoadResult } from "./load";
import { markdown } from "./table";

/** The rows the issue names for the comparison: the floor and the queue pages. */
export const comparedAcrossProcesses = (run: { kind: string; name: string }) =>
  run.kind === "floor" || run.name.startsWith("queue");

/** Percent of all cores per group (server, postgres, autocannon, other, idle) while a row ran. */
export type CpuSplit = Record<string, number>;

export interface ProcessRow {
  name: string;
  /** At one process: the main table's row (when this run measured it) and the row again after the N-process run. */
  before?: LoadResult;
  many: LoadResult;
  after: LoadResult;
  manyCpu?: CpuSplit;
  afterCpu?: CpuSplit;
}

const mean = (xs: number[]) => xs.reduce((n, x) => n + x, 0) / xs.length;

/** One process's throughput for a row: the mean of its measurements before and after the N-process run. */
function atOne(r: ProcessRow): number {
  return mean([r.before, r.after].flatMap((x) => (x ? [x.rps] : [])));
}

export function processText(rows: ProcessRow[], processes: number): string {
  const cell = (r?: LoadResult) => (r ? `${r.rps.toFixed(0)} / ${r.p99 < 10 ? r.p99.toFixed(1) : r.p99}` : "-");
  const table = markdown(
    ["row", "1 process, before", `${processes} processes`, "1 process, after", `${processes} vs 1`],
    rows.map((r) => [r.name, cell(r.before), cell(r.many), cell(r.after), `${(r.many.rps / atOne(r)).toFixed(2)} x`]),
  );
  const total = mean(rows.map((r) => r.many.rps / atOne(r)));
  const groups = ["server", "postgres", "autocannon", "other", "idle"];
  const split = (c?: CpuSplit) => (c ? groups.map((g) => (c[g] ?? 0).toFixed(0)).join(" / ") : "-");
  const cpuTable = markdown(
    ["row", "1 process: CPU %", `${processes} processes: CPU %`],
    rows.map((r) => [r.name, split(r.afterCpu), split(r.manyCpu)]),
  );
  return [
    table,
    "",
    `Where the cores went (percent of all cores, warm-up included: ${groups.join(" / ")}):`,
    "",
    cpuTable,
    "",
    `cells: req/s (2xx) / p99 ms. "${processes} vs 1": req/s at ${processes} processes over the mean of the one-process ` +
      `measurements; mean over the rows ${total.toFixed(2)} x. Every process has its own pool; autocannon, Postgres ` +
      `and every server process share this machine's cores.`,
  ].join("\n");
}
