import type { ClientBudget } from "./client-budget";
import type { LighthouseScore } from "./lighthouse";
import type { LoadResult } from "./load";
import type { RaceResult } from "./race";

/** The plain floor row run right after the metrics row (index.ts). */
export const METRICS_BRACKET = "floor after the metrics row";

export type EndpointKind = "read" | "write" | "floor" | "info" | "bcrypt";
export interface Row extends LoadResult {
  kind: EndpointKind;
  /** A goal of the row's own instead of the reads' (rows.ts): p50 at most this many times the floor's p50. */
  p50FloorGoal?: number;
  /** A read's own bar for its ratio to the floor (readRatioGoal). */
  ratioGoal?: number;
  /** The mean of the floor runs measured right before and right after this row (index.ts); its ratio's divisor. */
  besideFloorRps?: number;
}

/** A row's requests a second over the floor's beside it, or over the run's floor where none was measured beside it. */
export const floorRatio = (r: Row, floorRps: number): number => r.rps / (r.besideFloorRps ?? floorRps);

// The issue's targets, checked against this run's numbers.
export const TARGETS = {
  readRatio: 0.7,
  // The queue, the volunteer's main screen, carries a page of cards (docs/performance.md, "Open questions").
  queueRatio: 0.6,
  readP99Ms: 50,
  landingJsGzip: 120_000,
  lhPerformance: 95,
  lhAccessibility: 100,
  lhBestPractices: 100,
  recordedReadSlowdown: 0.1,
  metricsSlowdown: 0.05,
  // The admin's outcome figures over a year (docs/decisions/029): p50 within 10 times the floor's, in the same run.
  outcomesP50FloorRatio: 10,
};

/** The ratio to the floor a read must reach: its own, or the reads'. */
export const readRatioGoal = (r: Pick<Row, "ratioGoal">): number => r.ratioGoal ?? TARGETS.readRatio;

/** A read row's ratio to the floor in each round, the first round's first (rounds.ts). */
export interface RoundRatios {
  name: string;
  goal: number;
  ratios: number[];
}

/** Whether a row's median over the rounds reaches its goal. */
export const roundsMet = (r: RoundRatios): boolean => (median(r.ratios) ?? 0) >= r.goal;

/** The floor's req/s in this run: the mean of the floor rows' (the divisor of a row measured beside no floor). */
export const floorRpsOf = (rows: Row[]): number => {
  const floors = rows.filter((r) => r.kind === "floor");
  return floors.reduce((n, r) => n + r.rps, 0) / floors.length;
};

/** The floor's p50 in this run: the mean of the floor rows' p50. */
export const floorP50 = (rows: Row[]): number => {
  const floors = rows.filter((r) => r.kind === "floor");
  return floors.reduce((n, r) => n + r.p50, 0) / floors.length;
};

/** A row with a p50 goal of its own: its p50 over the floor's, and whether that is within the goal. */
export function p50Goal(r: Row, floorP50Ms: number): { ratio: number; met: boolean } | undefined {
  if (r.p50FloorGoal === undefined) return undefined;
  const ratio = r.p50 / floorP50Ms;
  return { ratio, met: r.non2xx === 0 && ratio <= r.p50FloorGoal };
}

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
const ms = (n: number) => (n < 10 ? n.toFixed(1) : n.toFixed(0));

/** The middle value (the upper of the two middle ones for an even count); undefined for none. */
export const median = (xs: number[]): number | undefined => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export function markdown(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  return [line(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.map(line)].join("\n");
}

function non2xx(r: LoadResult): string {
  const codes = Object.entries(r.statusCounts)
    .filter(([code]) => !code.startsWith("2"))
    .map(([code, n]) => `${code}x${n}`);
  if (r.errors) codes.push(`errors x${r.errors}`);
  return codes.length ? `${r.non2xx} (${codes.join(", ")})` : "0";
}

function verdict(r: Row, floorRps: number, floorP50Ms: number): string {
  const own = p50Goal(r, floorP50Ms);
  if (own) return `${own.met ? "ok" : "MISS"}: p50 ${own.ratio.toFixed(1)} x floor p50 (goal <= ${r.p50FloorGoal})`;
  if (r.kind !== "read") return "";
  const misses = [];
  if (floorRatio(r, floorRps) < readRatioGoal(r)) misses.push(`ratio < ${readRatioGoal(r)}`);
  if (r.p99 >= TARGETS.readP99Ms) misses.push(`p99 >= ${TARGETS.readP99Ms} ms`);
  return misses.length ? `MISS: ${misses.join(", ")}` : "ok";
}

/** The endpoint table: 2xx/s, p50, p99, ratio to the floor, refusals; bcrypt-bound login below, apart. */
export function endpointTable(rows: Row[], floorRps: number): string {
  const p50OfFloor = floorP50(rows);
  const toCells = (r: Row) => [
    r.name,
    r.rps.toFixed(0),
    ms(r.p50),
    ms(r.p99),
    floorRatio(r, floorRps).toFixed(2),
    non2xx(r),
    r.statementsPerRequest === undefined ? "-" : r.statementsPerRequest.toFixed(1),
    (r.bytesPerResponse / 1000).toFixed(1),
    r.foreignCpuPercent === undefined ? "-" : `${r.foreignCpuPercent.toFixed(0)}%`,
    verdict(r, floorRps, p50OfFloor),
  ];
  const header = [
    "endpoint",
    "req/s (2xx)",
    "p50 ms",
    "p99 ms",
    "x floor",
    "non-2xx",
    "SQL/req",
    "kB/resp",
    "other CPU",
    "target",
  ];
  const main = markdown(header, rows.filter((r) => r.kind !== "bcrypt").map(toCells));
  const apart = rows.filter((r) => r.kind === "bcrypt");
  if (!apart.length) return main;
  return `${main}\n\nbcrypt-bound (cost 12), reported apart:\n\n${markdown(header, apart.map(toCells))}`;
}

export function raceText(r: RaceResult): string {
  const tally = new Map<number, number>();
  for (const w of r.winsPerQuestion) tally.set(w, (tally.get(w) ?? 0) + 1);
  const spread = [...tally.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([wins, n]) => `${n} question(s) with ${wins} win(s)`)
    .join(", ");
  const statuses = Object.entries(r.statusCounts)
    .map(([s, n]) => `${s}x${n}`)
    .join(", ");
  return [
    `${r.attorneys} attorneys x ${r.questions} questions = ${r.requests} concurrent claims in ${(r.raceMs / 1000).toFixed(2)} s ` +
      `(${((r.requests / r.raceMs) * 1000).toFixed(0)} claims/s; signing the attorneys in took ${(r.signInMs / 1000).toFixed(1)} s)`,
    `claims won per question: ${r.winsPerQuestion.join(" ")}`,
    `=> ${spread}; responses: ${statuses}`,
    `double claims: ${r.doubleClaims}; questions whose stored claimer differs from the 200's attorney: ${r.mismatches}` +
      (r.doubleClaims === 0 && r.mismatches === 0 && r.winsPerQuestion.every((w) => w === 1)
        ? "  (ok: exactly one winner each)"
        : "  (FAIL)"),
  ].join("\n");
}

export function budgetText(title: string, b: ClientBudget, budgetJs?: number): string {
  const rows = b.assets.map((a) => [a.file, a.via, kB(a.bytes), kB(a.gzipBytes)]);
  const table = markdown(["file", "loaded as", "raw", "gzip"], rows);
  const verdictJs =
    budgetJs === undefined
      ? ""
      : b.jsGzip < budgetJs
        ? `  (ok: < ${kB(budgetJs)})`
        : `  (MISS: target < ${kB(budgetJs)})`;
  return `${title}\n\n${table}\n\nJS ${kB(b.jsGzip)} gzip${verdictJs}; CSS ${kB(b.cssGzip)} gzip`;
}

export function lighthouseText(scores: LighthouseScore[]): string {
  const cell = (n: number | null) => (n === null ? "-" : String(n));
  const time = (n?: number) => (n === undefined ? "-" : String(Math.round(n)));
  const rows = scores.map((s) => [
    s.page,
    s.preset,
    cell(s.scores.performance),
    cell(s.scores.accessibility),
    cell(s.scores["best-practices"]),
    cell(s.scores.seo),
    `${time(s.metrics.fcp)} / ${time(s.metrics.lcp)} / ${time(s.metrics.tbt)}`,
  ]);
  const notes = scores.flatMap((s) => [
    ...(s.error ? [`${s.page} (${s.preset}): ${s.error}`] : []),
    ...(s.retries.length ? [`${s.page} (${s.preset}): run again after ${s.retries.join(", ")}`] : []),
    ...s.failing.map((f) => `${s.page} (${s.preset}) lost points on ${f}`),
    ...(s.opportunities.length
      ? [`${s.page} (${s.preset}) performance opportunities: ${s.opportunities.join(", ")}`]
      : []),
  ]);
  return [
    markdown(["page", "preset", "performance", "accessibility", "best practices", "SEO", "FCP / LCP / TBT ms"], rows),
    ...(notes.length ? ["", ...notes] : []),
  ].join("\n");
}

/** Every target of the issue with this run's figure: met or missed, nothing hidden. */
export function targetsText(t: {
  rows: Row[];
  floorRps: number;
  readRounds?: RoundRatios[];
  race?: RaceResult;
  initialJsGzip: number;
  lighthouse: LighthouseScore[];
}): string {
  const lines: string[] = [];
  const mark = (ok: boolean) => (ok ? "met   " : "MISSED");
  // Rows with a goal of their own are judged by it, below.
  const reads = t.rows.filter((r) => r.kind === "read" && r.p50FloorGoal === undefined);
  const ratioMiss = reads.filter((r) => floorRatio(r, t.floorRps) < readRatioGoal(r)).map((r) => r.name);
  const p99Miss = reads.filter((r) => r.p99 >= TARGETS.readP99Ms).map((r) => r.name);
  if (reads.length) {
    lines.push(
      `${mark(!ratioMiss.length)} every read >= ${TARGETS.readRatio} x floor (the queue's ${TARGETS.queueRatio})${ratioMiss.length ? `: not ${ratioMiss.join("; ")}` : ""}`,
    );
    lines.push(
      `${mark(!p99Miss.length)} every read p99 < ${TARGETS.readP99Ms} ms at ${reads[0]?.connections} connections${p99Miss.length ? `: ${p99Miss.length} of ${reads.length} miss` : ""}`,
    );
  } else {
    lines.push("-      read endpoints: not measured in this run");
  }
  if (t.readRounds?.length) {
    const missed = t.readRounds.filter((r) => !roundsMet(r)).map((r) => r.name);
    const n = Math.max(...t.readRounds.map((r) => r.ratios.length));
    lines.push(
      `${mark(!missed.length)} every read's median over ${n} rounds >= its goal${missed.length ? `: not ${missed.join("; ")}` : ""}`,
    );
  }
  const p50OfFloor = floorP50(t.rows);
  for (const r of t.rows) {
    const own = p50Goal(r, p50OfFloor);
    if (own)
      lines.push(
        `${mark(own.met)} ${r.name}: p50 within ${r.p50FloorGoal} x the floor's p50 (${ms(r.p50)} vs ${ms(p50OfFloor)} ms: ` +
          `${own.ratio.toFixed(1)} x; ${r.rps.toFixed(0)} req/s, p99 ${ms(r.p99)} ms, non-2xx ${r.non2xx})`,
      );
  }
  // docs/decisions/024: metrics must cost the floor row less than 5%.
  const metered = t.rows.find((r) => r.name.startsWith("floor with metrics"));
  const plainFloors = t.rows.filter((r) => r.kind === "floor" || r.name === METRICS_BRACKET);
  if (metered && plainFloors.length) {
    const plainRps = plainFloors.reduce((n, r) => n + r.rps, 0) / plainFloors.length;
    const slower = 1 - metered.rps / plainRps;
    lines.push(
      `${mark(slower < TARGETS.metricsSlowdown)} metrics cost the floor less than ${TARGETS.metricsSlowdown * 100}% ` +
        `(${metered.rps.toFixed(0)} vs ${plainRps.toFixed(0)} req/s, the mean of the ${plainFloors.length} plain floor rows: ` +
        `${(slower * 100).toFixed(1)}% slower)`,
    );
  }
  // docs/decisions/022: recording a read must not slow the detail row by more than 10% (same run).
  const plain = t.rows.find((r) => r.name.startsWith("question detail (asker"));
  const recorded = t.rows.find((r) => r.name.startsWith("question detail (admin, read recorded"));
  if (plain && recorded) {
    const slower = 1 - recorded.rps / plain.rps;
    lines.push(
      `${mark(slower <= TARGETS.recordedReadSlowdown)} a recorded detail read within ${TARGETS.recordedReadSlowdown * 100}% of the unrecorded one ` +
        `(${recorded.rps.toFixed(0)} vs ${plain.rps.toFixed(0)} req/s, ${(slower * 100).toFixed(1)}% slower; p99 ${ms(recorded.p99)} vs ${ms(plain.p99)} ms)`,
    );
  }
  if (t.race)
    lines.push(
      `${mark(t.race.doubleClaims === 0 && t.race.mismatches === 0)} zero double claims (${t.race.doubleClaims})`,
    );
  lines.push(
    `${mark(t.initialJsGzip < TARGETS.landingJsGzip)} landing initial JS < ${kB(TARGETS.landingJsGzip)} gzip (${kB(t.initialJsGzip)})`,
  );
  for (const s of t.lighthouse.filter((x) => x.page === "/")) {
    const { performance: p, accessibility: a } = s.scores;
    const bp = s.scores["best-practices"];
    const ok =
      p !== null &&
      a !== null &&
      bp !== null &&
      p >= TARGETS.lhPerformance &&
      a >= TARGETS.lhAccessibility &&
      bp >= TARGETS.lhBestPractices;
    lines.push(
      `${mark(ok)} Lighthouse on / (${s.preset}): performance ${p ?? "-"} (>= ${TARGETS.lhPerformance}), accessibility ${a ?? "-"} (${TARGETS.lhAccessibility}), best practices ${bp ?? "-"} (${TARGETS.lhBestPractices})`,
    );
  }
  return lines.join("\n");
}

/**
 * Where each response's CPU went (milliseconds per response, from /proc), for the rows that measured it: the server
 * process, Postgres, and the load client, whose share grows with the body it reads. When the machine's cores are all
 * busy, a row's ratio to the floor is about the floor's total over the row's.
 */
export function cpuTable(rows: Row[]): string {
  const measured = rows.filter((r) => r.kind !== "bcrypt" && r.cpuMsPerResponse);
  const total = (r: Row) => Object.values(r.cpuMsPerResponse ?? {}).reduce((a, b) => a + b, 0);
  const floors = measured.filter((r) => r.kind === "floor");
  if (!measured.length || !floors.length) return "not measured (no /proc here)";
  const floorTotal = floors.reduce((n, r) => n + total(r), 0) / floors.length;
  return markdown(
    ["endpoint", "server ms", "Postgres ms", "client ms", "all ms", "all / floor's"],
    measured.map((r) => [
      r.name,
      r.cpuMsPerResponse!.server.toFixed(3),
      r.cpuMsPerResponse!.postgres.toFixed(3),
      r.cpuMsPerResponse!.client.toFixed(3),
      total(r).toFixed(3),
      (total(r) / floorTotal).toFixed(2),
    ]),
  );
}
