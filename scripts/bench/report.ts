import os from "node:os";
import type { ClientBudget } from "./client-budget";
import { largeSeqScans, repeatedOutcomeScans, type ExplainReport } from "./explain";
import type { LighthouseScore } from "./lighthouse";
import { mailText, type MailBench } from "./mail";
import { noticeText, type NoticeBench } from "./notices";
import { processText, type ProcessRow } from "./processes";
import type { RaceResult } from "./race";
import { roundsTable } from "./rounds";
import { SCALE } from "./seed";
import { SWEEP_BUDGET_MS, sweepMarkdown, type SweepRow } from "./sweeps";
import {
  budgetText,
  cpuTable,
  endpointTable,
  lighthouseText,
  raceText,
  TARGETS,
  targetsText,
  type RoundRatios,
  type Row,
} from "./table";

export interface BenchResult {
  rows: Row[];
  floorRps: number;
  /** The floor's requests a second in the runs measured between rows, in order. */
  floorBetween?: number[];
  /** Each read's ratio to the floor in every round, when the read rows ran more than once (rounds.ts). */
  readRounds?: RoundRatios[];
  race?: RaceResult;
  explain: ExplainReport;
  initial: ClientBudget;
  landingLoaded?: { preset: string; budget: ClientBudget };
  lighthouse: LighthouseScore[];
  busyBefore?: number;
  mail?: MailBench;
  notices?: NoticeBench;
  sweeps?: SweepRow[];
  processRows?: ProcessRow[];
}

export interface RunSettings {
  connections: number;
  warmupS: number;
  durationS: number;
  disturbedCpuPercent: number;
  totalS: number;
  processes: number;
}

const msText = (ms: number | undefined) => (ms === undefined ? "unknown" : `${ms.toFixed(3)} ms`);

/** The printed report: one text, the same on the console and in dist/bench/report.txt. */
export function formatReport(r: BenchResult, s: RunSettings): string {
  const cpu = os.cpus();
  const out: string[] = [];
  out.push(
    "",
    `ClearCounsel benchmark: ${cpu.length} x ${cpu[0]?.model.trim() ?? "cpu"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; ` +
      `autocannon, server and Postgres share the machine; ${s.connections} connections, ${s.warmupS} s warm-up + ${s.durationS} s per row`,
    "",
    endpointTable(r.rows, r.floorRps),
    "",
    `floor = mean of the two floor rows: ${r.floorRps.toFixed(0)} req/s. x floor: a row's req/s over the mean of the floor runs right before and after it${floorBetweenText(r.floorBetween)}. Read targets: >= ${TARGETS.readRatio} x floor (the queue's rows ${TARGETS.queueRatio}) and p99 < ${TARGETS.readP99Ms} ms.`,
    "SQL/req: database statements per request (pg_stat_database transactions / requests). kB/resp: mean response size.",
    `other CPU: share of the machine's CPU taken by processes outside the benchmark during the row; above ${s.disturbedCpuPercent}% a row is measured once more and the less disturbed try kept.`,
    "",
    "CPU per response, by party (the server process, Postgres, and autocannon, which reads every body into a string); all / floor's: the row's total over the floor rows', about the inverse of x floor when the cores are full",
    "",
    cpuTable(r.rows),
    "",
    ...(r.readRounds
      ? [
          `The read rows over ${Math.max(...r.readRounds.map((x) => x.ratios.length))} rounds: x floor in each (the first is the table's), each row judged on its median`,
          "",
          roundsTable(r.readRounds),
          "",
        ]
      : []),
    `Processes (docs/decisions/024): the floor and queue rows at 1 and ${s.processes} server processes on one database`,
    r.processRows ? processText(r.processRows, s.processes) : "skipped (run with -- --processes 2)",
    "",
    "Claim race",
    r.race ? raceText(r.race) : "skipped (BENCH_ONLY)",
    "",
    `Timed sweeps (docs/decisions/020): ${(10_000 * SCALE).toLocaleString("en-US")} due items each, run by a process of their own while the claims run beside, saturated and at a steady rate (targets: each within ${SWEEP_BUDGET_MS / 1000} s; the claims keep their usual p99: the rounds beside a sweep rank no higher among all the runs, beside it and alone, than chance puts them, by an exact rank-sum test at p >= 0.01; a run alone follows each run beside a sweep)`,
    r.sweeps ? sweepMarkdown(r.sweeps) : "skipped (BENCH_ONLY)",
    "",
    "Notices of new questions (docs/decisions/030): one run of the job over the approved attorneys, all on instant and due",
    r.notices ? noticeText(r.notices) : "skipped (BENCH_ONLY)",
    "",
    "Mail (docs/decisions/012; the worker's production settings: 1 s idle look, 25 a batch, 5 SMTP connections)",
    r.mail ? mailText(r.mail) : "skipped (BENCH_ONLY)",
    "",
    "EXPLAIN ANALYZE, each statement planned as the server plans it (full plans: dist/bench/explain.md)",
    ...r.explain.entries.map(
      (e) =>
        `- ${e.name}: ${e.executionMs.toFixed(2)} ms (planned ${e.planned === "once" ? "once" : "for its values"}, in ${e.planningMs.toFixed(2)} ms); ` +
        `alone ${msText(e.aloneMs)} of Postgres CPU a run; index ${e.indexes.join(", ") || "none"}; seq scan ${e.seqScans.join(", ") || "none"}`,
    ),
    `alone: Postgres CPU a run with nothing else asked, on pools like the server's (up to 50 runs at once, fewer for a slow statement; alone.ts); the floor's SELECT 1 ${msText(r.explain.floorAloneMs)}`,
    "keyset walks: every page as the server runs it (its generic plan); first and last the median of five timings",
    ...r.explain.walks.map(
      (w) =>
        `- keyset walk, ${w.name}: ${w.pages} pages, first ${w.firstMs.toFixed(3)} ms, median ${w.medianMs.toFixed(3)} ms, ` +
        `max ${w.maxMs.toFixed(3)} ms, last ${w.lastMs.toFixed(3)} ms`,
    ),
    ...r.explain.planning.map(
      (q) =>
        `- planning, ${q.name}: ${q.customMs.toFixed(3)} ms for its values on every run; generic plan ` +
        `${q.genericFirstMs.toFixed(3)} ms once, then ${q.genericLaterMs.toFixed(3)} ms (execution ${q.genericExecutionMs.toFixed(3)} ms)`,
    ),
    largeSeqScans(r.explain).length
      ? `sequential scans over large tables: ${largeSeqScans(r.explain).join("; ")}`
      : "no sequential scan over a large table in any list query",
    ...(r.explain.entries.some((e) => e.outcomeScans.length)
      ? [
          repeatedOutcomeScans(r.explain).length
            ? `MISSED: question_outcomes read more than once (per group): ${repeatedOutcomeScans(r.explain).join("; ")}`
            : "met: each outcomes statement reads question_outcomes once (one scan, one loop), not per group",
        ]
      : []),
    "",
    budgetText(
      "Landing page, initial JS and CSS (the built index.html: entry, modulepreloads, stylesheets)",
      r.initial,
      TARGETS.landingJsGzip,
    ),
  );
  if (r.landingLoaded) {
    out.push(
      "",
      budgetText(
        `Landing page, every script and stylesheet it requested (Lighthouse ${r.landingLoaded.preset} run), gzipped`,
        r.landingLoaded.budget,
      ),
    );
  }
  if (r.lighthouse.length) {
    out.push("", "Lighthouse 12.8 (Debian chromium, headless)", "", lighthouseText(r.lighthouse));
  } else {
    out.push("", "Lighthouse: skipped (BENCH_LIGHTHOUSE=0 or BENCH_ONLY)");
  }
  out.push(
    "",
    "Targets",
    targetsText({
      rows: r.rows,
      floorRps: r.floorRps,
      readRounds: r.readRounds,
      race: r.race,
      initialJsGzip: r.initial.jsGzip,
      lighthouse: r.lighthouse,
    }),
    "",
    `total time ${s.totalS.toFixed(0)} s; CPU busy before the run: ` +
      (r.busyBefore === undefined ? "unknown" : `${r.busyBefore.toFixed(0)}%`) +
      ((r.busyBefore ?? 0) > 10
        ? " (other work was running: figures are lower and noisier than on a quiet machine)"
        : ""),
  );
  return out.join("\n");
}

/** The floor runs measured between rows: how many, and how far the machine's speed moved over them. */
function floorBetweenText(rps: number[] = []): string {
  if (!rps.length) return "";
  return ` (${rps.length} more floor runs between the rows, ${Math.min(...rps).toFixed(0)}-${Math.max(...rps).toFixed(0)} req/s)`;
}
