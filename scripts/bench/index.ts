// npm run bench: seeds a realistic volume into a database of its own, drives the built server over loopback
// and prints the endpoint table, the claim race, EXPLAIN findings, client sizes and Lighthouse scores
// (docs/performance.md, docs/performance.md). Everything it starts, it stops, even on error.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { migrateAndSeed } from "../../server/db/migrate";
import { initialClientBudget, measureAsset, summarize } from "./client-budget";
import { cpuBusy, cpuMeter, cpuSplitMeter } from "./cpu";
import { openBenchDatabase } from "./database";
import { explainLists, explainMarkdown } from "./explain";
import { withCostAlone } from "./alone";
import { findFixtures, QUEUE_CATEGORY, QUEUE_STATE } from "./fixtures";
import { runLighthouse, type LighthouseScore } from "./lighthouse";
import { measureBracketed } from "./bracket";
import { runLoad, type LoadResult } from "./load";
import { mailBench, type MailBench } from "./mail";
import { noticeBench, noticeText, type NoticeBench } from "./notices";
import { runPaced } from "./paced";
import { comparedAcrossProcesses, type CpuSplit, type ProcessRow } from "./processes";
import { claimRace } from "./race";
import { formatReport } from "./report";
import { measureMoreRounds, SECOND_TRY } from "./rounds";
import { endpointRuns, type Run } from "./rows";
import { ATTORNEYS, attorneyEmail, PASSWORD, seed } from "./seed";
import { buildApp, startServer, startSmtpSink } from "./server";
import { freePort } from "../../server/db/embedded";
import { statementCounter } from "./statements";
import { keptP99, mailSeconds, sweepBench, type ClaimLoad, type SweepRow } from "./sweeps";
import { floorRpsOf, METRICS_BRACKET } from "./table";

const num = (key: string, fallback: number) => (process.env[key] ? Number(process.env[key]) : fallback);
const DURATION_S = num("BENCH_DURATION_S", 8);
const WARMUP_S = num("BENCH_WARMUP_S", 2);
// Rounds of the five sweeps beside each load of claims: one run's p99 moves by itself as much as a sweep moves it
// (docs/performance.md "Claims at a steady rate"), so each sweep is judged over several (verdict.ts: fewer than
// three cannot tell a change from chance).
const SWEEP_ROUNDS = num("BENCH_SWEEP_ROUNDS", 3);
// Rounds of the read rows: with more than one, each read is judged on its median ratio to the floor (rounds.ts).
const READ_ROUNDS = num("BENCH_READ_ROUNDS", 1);
const CONNECTIONS = num("BENCH_CONNECTIONS", 50);
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== "0";
const DISTURBED_CPU_PERCENT = 10;
const OUT_DIR = path.resolve("dist/bench");
// For working on one part: BENCH_ONLY=queue,race runs the rows whose names contain a word (the floor always
// runs), and the race or Lighthouse only when named.
const ONLY = process.env.BENCH_ONLY?.split(",")
  .map((w) => w.trim().toLowerCase())
  .filter(Boolean);
const wanted = (name: string) => !ONLY?.length || ONLY.some((w) => name.toLowerCase().includes(w));
// `npm run bench -- --processes 2` (docs/decisions/024): the floor and queue rows once more with the server as that many
// processes on one port, bracketed by the same rows at one process.
const PROCESSES = (() => {
  const at = process.argv.indexOf("--processes");
  const n = at < 0 ? 1 : Number(process.argv[at + 1]);
  if (!Number.isInteger(n) || n < 1) throw new Error("--processes wants a whole number of at least 1");
  return n;
})();

const wantedRun = (run: { kind: string; name: string }) =>
  run.kind === "floor" || wanted(run.name) || (PROCESSES > 1 && comparedAcrossProcesses(run));

const started = Date.now();

const progress = (msg: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s] ${msg}`);

const cleanups: (() => Promise<void>)[] = [];
async function cleanUp() {
  while (cleanups.length) {
    const fn = cleanups.pop()!;
    await fn().catch((err) => console.error("cleanup failed:", (err as Error).message));
  }
}
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the server and the database`);
    void cleanUp().then(() => process.exit(130));
  });
}

async function main() {
  // Other processes on the machine take cores from the server, Postgres and autocannon alike: say how busy it was.
  const busyBefore = await cpuBusy(2_000);
  const build = await buildApp();
  cleanups.push(async () => build.remove());
  progress(
    `built client and server (vite build and esbuild, as npm run build) into ${build.root} in ${(build.ms / 1000).toFixed(1)} s`,
  );
  const initial = initialClientBudget(build.clientDir);

  const db = await openBenchDatabase();
  cleanups.push(() => db.close());
  progress(`database: ${db.origin}`);
  const pool = new pg.Pool({ connectionString: db.url, max: 1 });
  await migrateAndSeed(pool);
  await pool.end();
  const counts = await seed(db.url);
  progress(
    `seeded ${counts.users} users, ${counts.attorneys} approved attorneys (+${counts.pendingApplications} applications), ` +
      `${counts.questions} questions (${counts.pending} pending), ${counts.answers} answers, ${counts.followUps} follow-ups, ${counts.auditEvents} audit entries, ` +
      `${counts.outcomes} outcome rows asked ${counts.outcomeDays.from} to ${counts.outcomeDays.to} ` +
      `in ${(counts.ms / 1000).toFixed(1)} s (bulk SQL, then VACUUM ANALYZE and CHECKPOINT)`,
  );
  const fx = await findFixtures(db.url);

  const explained = await explainLists({
    url: db.url,
    attorneyUserId: fx.queueAttorneyId,
    askerUserId: fx.readerId,
    detailQuestionId: fx.detailQuestionId,
    categoryId: QUEUE_CATEGORY,
    state: QUEUE_STATE,
  });
  const explain = await withCostAlone(db.url, explained);
  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(path.join(OUT_DIR, "explain.md"), explainMarkdown(explain));
  progress(
    `EXPLAIN ANALYZE of ${explain.entries.length} list queries and ${explain.walks.reduce((n, w) => n + w.pages, 0)} queue pages`,
  );

  // Mail runs before the server starts, so that no other worker takes its messages.
  let mail: MailBench | undefined;
  if (wanted("mail")) {
    mail = await mailBench(db.url);
    progress(
      `mail: 1,000 to the outbox in ${(mail.outbox.drainMs / 1000).toFixed(2)} s, to SMTP in ${(mail.smtp.drainMs / 1000).toFixed(2)} s`,
    );
  }

  // The notice job of docs/decisions/030 over the 200 attorneys, also before the server starts: its timed job and
  // its mail worker must not take the attorneys or the notices.
  let notices: NoticeBench | undefined;
  if (wanted("notice")) {
    notices = await noticeBench(db.url);
    progress(noticeText(notices));
  }

  // As deployed, the mail worker delivers by SMTP to a relay (docs/decisions/012), here a stand-in in a process of
  // its own. BENCH_MAIL_TRANSPORT=outbox writes .eml files instead, on the database's file system.
  let smtpUrl = "";
  if (process.env.BENCH_MAIL_TRANSPORT !== "outbox") {
    const sink = await startSmtpSink();
    cleanups.push(() => sink.stop());
    smtpUrl = sink.url;
  }
  const server = await startServer(db.url, build, { SMTP_URL: smtpUrl });
  cleanups.push(() => server.stop());
  progress(`server (the built bundle, NODE_ENV=production, pid ${server.pid}) listening on ${server.origin}`);
  const runs = await endpointRuns(server.origin, fx, CONNECTIONS, wantedRun);
  progress(`signed in the sessions the chosen rows need (one per connection and account)`);
  // The server's start (migrations, pg-boss's schema) and the sign-ins leave counts that idle backends report
  // up to 10 s later; they must not land in the first row's statement count.
  await new Promise((r) => setTimeout(r, 11_000));
  const statements = await statementCounter(db.url, server.origin);
  cleanups.push(() => statements.close());
  const countStatements = statements.count;
  const base = { connections: CONNECTIONS, durationS: DURATION_S, warmupS: WARMUP_S };
  // The server, the embedded Postgres and Chromium are this process's descendants; an external Postgres on
  // this machine is counted by name.
  const cpu = cpuMeter(
    () => [process.pid],
    (p) => db.external && p.comm === "postgres",
  );
  // Where each response's CPU went: the server process, Postgres, and autocannon (this process).
  const parties = cpuSplitMeter({
    server: { root: server.pid, descendants: true },
    postgres: { comm: "postgres" },
    client: { root: process.pid, descendants: false },
  });
  const measure = async (run: Run): Promise<LoadResult> => {
    const probes = { countStatements: run.uncounted ? undefined : countStatements, cpu, parties };
    let result = await runLoad(server.origin, { ...base, ...run }, probes);
    // A row that shared the machine with other work is measured once more; the less disturbed try is kept.
    if (run.kind !== "bcrypt" && (result.foreignCpuPercent ?? 0) > DISTURBED_CPU_PERCENT) {
      progress(`${run.name}: other processes took ${result.foreignCpuPercent!.toFixed(0)}% CPU; measuring again`);
      const again = await runLoad(server.origin, { ...base, ...run }, probes);
      if ((again.foreignCpuPercent ?? 0) < result.foreignCpuPercent!)
        result = { ...again, name: `${again.name}${SECOND_TRY}` };
    }
    progress(
      `${run.name}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, non-2xx ${result.non2xx}, ` +
        `${result.statementsPerRequest?.toFixed(1) ?? "?"} statements and ${(result.bytesPerResponse / 1000).toFixed(1)} kB per response, ` +
        `other processes ${result.foreignCpuPercent?.toFixed(0) ?? "?"}% CPU`,
    );
    return result;
  };
  const { rows, floorBetween } = await measureBracketed(runs, measure);
  const floorRps = floorRpsOf(rows);
  const readRounds =
    READ_ROUNDS > 1
      ? await measureMoreRounds(runs, { rows, floorRps }, READ_ROUNDS - 1, measure, (n) =>
          progress(`the read rows again: round ${n} of ${READ_ROUNDS}`),
        )
      : undefined;

  // docs/decisions/024: the floor row again on a second server process with METRICS_PORT set (every request timed), its
  // /metrics scraped every second; the target is less than 5% below the floor rows of the server without them.
  const floorRun = runs.find((run) => run.kind === "floor");
  if (wanted("metrics") && floorRun) {
    const metricsPort = await freePort();
    const withMetrics = await startServer(db.url, build, { SMTP_URL: smtpUrl, METRICS_PORT: String(metricsPort) });
    cleanups.push(() => withMetrics.stop());
    const [metered] = await endpointRuns(withMetrics.origin, fx, CONNECTIONS, (run) => run.kind === "floor");
    const scrape = setInterval(
      () =>
        void fetch(`http://127.0.0.1:${metricsPort}/metrics`).then(
          (r) => r.text(),
          () => undefined,
        ),
      1_000,
    );
    const name = "floor with metrics (METRICS_PORT set, scraped every second)";
    const result = await runLoad(
      withMetrics.origin,
      { ...base, ...floorRun, identities: metered!.identities, name },
      { cpu },
    );
    clearInterval(scrape);
    await withMetrics.stop();
    rows.push({ ...result, kind: "info" });
    progress(
      `${name}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, non-2xx ${result.non2xx}`,
    );
    // The plain floor once more right after, so the comparison brackets the metrics row in time.
    const after = await runLoad(server.origin, { ...base, ...floorRun, name: METRICS_BRACKET }, { cpu });
    rows.push({ ...after, kind: "info" });
    progress(`${METRICS_BRACKET}: ${after.rps.toFixed(0)} req/s, p50 ${after.p50} ms, p99 ${after.p99} ms`);
  }

  // docs/decisions/024: the floor and queue rows on the server as PROCESSES processes sharing one port (cluster.ts), then
  // the same rows on the one-process server again, so that the comparison brackets the run in time.
  let processRows: ProcessRow[] | undefined;
  if (PROCESSES > 1) {
    const many = await startServer(db.url, build, { SMTP_URL: smtpUrl }, PROCESSES);
    cleanups.push(() => many.stop());
    progress(`${PROCESSES} server processes (node:cluster, pid ${many.pid}) listening on ${many.origin}`);
    const manyRuns = await endpointRuns(many.origin, fx, CONNECTIONS, comparedAcrossProcesses);
    // Where the cores went during each row: the server processes, Postgres, autocannon (this process).
    const splitOf = (root: number) =>
      cpuSplitMeter({
        server: { root, descendants: true },
        postgres: { comm: "postgres" },
        autocannon: { root: process.pid, descendants: false },
      });
    const measure = async (origin: string, run: Run, meter: ReturnType<typeof splitOf>) => {
      const before = meter.sample();
      const result = await runLoad(origin, { ...base, ...run }, { cpu });
      return { result, split: meter.split(before, meter.sample()) };
    };
    const measured: { name: string; many: LoadResult; manyCpu?: CpuSplit }[] = [];
    for (const run of manyRuns) {
      const { result, split } = await measure(many.origin, run, splitOf(many.pid));
      measured.push({ name: run.name, many: result, manyCpu: split });
      progress(`${run.name} at ${PROCESSES} processes: ${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms`);
    }
    await many.stop();
    processRows = [];
    for (const { name, many: result, manyCpu } of measured) {
      const run = runs.find((r) => r.name === name)!;
      const { result: after, split: afterCpu } = await measure(server.origin, run, splitOf(server.pid));
      progress(`${name} at 1 process again: ${after.rps.toFixed(0)} req/s, p99 ${after.p99} ms`);
      processRows.push({ name, before: rows.find((r) => r.name === name), many: result, after, manyCpu, afterCpu });
    }
  }

  const race = !wanted("race")
    ? undefined
    : await claimRace({
        origin: server.origin,
        databaseUrl: db.url,
        attorneys: Array.from({ length: ATTORNEYS }, (_, i) => ({ email: attorneyEmail(i + 1), password: PASSWORD })),
        questionIds: fx.raceQuestionIds,
        concurrency: 400,
      });
  if (race)
    progress(
      `claim race: ${race.requests} claims in ${(race.raceMs / 1000).toFixed(2)} s, double claims ${race.doubleClaims}`,
    );

  // Each timed sweep over 10,000 due items (times BENCH_SCALE) while the claim row runs again beside it
  // (docs/decisions/020).
  let sweeps: SweepRow[] | undefined;
  const claimRun = runs.find((run) => run.name.startsWith("claim ("));
  if (wanted("sweep") && claimRun) {
    const claimAlone = rows.find((row) => row.name === claimRun.name);
    // Saturated, latency is the length of the queue that 50 busy connections keep full, so anything else the
    // machine does lengthens it. At a steady rate (half what the claims reached alone, unless BENCH_SWEEP_RATE
    // says), the server has room, as it has in use: docs/performance.md "Claims at a steady rate".
    const rate = num("BENCH_SWEEP_RATE", Math.round((claimAlone?.rps ?? 400) / 2));
    const loads: ClaimLoad[] = [
      {
        label: `saturated (${CONNECTIONS} connections)`,
        rounds: SWEEP_ROUNDS,
        run: () => runLoad(server.origin, { ...base, ...claimRun }, { cpu }),
      },
      {
        label: `steady ${rate} req/s`,
        rounds: SWEEP_ROUNDS,
        run: () => runPaced(server.origin, { ...base, ...claimRun, rate }),
      },
    ];
    sweeps = await sweepBench({ databaseUrl: db.url, claimPool: fx.claimPool, warmupS: WARMUP_S, loads });
    for (const row of sweeps) {
      const v = keptP99(row);
      progress(
        `sweep ${row.sweep}, claims ${row.load}: ${row.runs.map((r) => `${r.changed} in ${(r.ms / 1000).toFixed(2)} s`).join(", ")} of ${row.items}; ` +
          `claims beside it p99 ${row.runs.map((r) => r.claims.p99).join("/")} ms (median ${v.beside}; alone median ${v.alone} ms over ${row.alone.length} runs; rank test p ${v.p.toFixed(3)}), ` +
          `non-2xx ${row.runs.reduce((n, r) => n + r.claims.non2xx, 0)}; ` +
          `its e-mails out after it: ${mailSeconds(row)}`,
      );
    }
  }

  let lighthouse: LighthouseScore[] = [];
  if (LIGHTHOUSE && wanted("lighthouse")) {
    lighthouse = await runLighthouse(server.origin, ["/", "/login"], ["mobile", "desktop"]);
    progress(`lighthouse: ${lighthouse.length} runs`);
  }
  // The files the landing page requested, sized before the build folder is removed.
  const landing = lighthouse.find((s) => s.page === "/" && s.assets.length);
  const landingLoaded = landing && {
    preset: landing.preset,
    budget: summarize(
      landing.assets.map((a) =>
        measureAsset(build.clientDir, a.path, a.type === "Script" ? "requested (script)" : "requested (css)"),
      ),
    ),
  };
  await cleanUp();
  progress("stopped the server and the database");
  return {
    rows,
    floorRps,
    floorBetween,
    readRounds,
    race,
    explain,
    initial,
    landingLoaded,
    lighthouse,
    busyBefore,
    mail,
    notices,
    sweeps,
    processRows,
  };
}

main()
  .then((result) => {
    const text = formatReport(result, {
      connections: CONNECTIONS,
      warmupS: WARMUP_S,
      durationS: DURATION_S,
      disturbedCpuPercent: DISTURBED_CPU_PERCENT,
      totalS: (Date.now() - started) / 1000,
      processes: PROCESSES,
    });
    console.log(text);
    fs.writeFileSync(path.join(OUT_DIR, "report.txt"), text + "\n");
    // Performance misses are reported, not fatal; a double claim is a correctness failure.
    if (result.race && (result.race.doubleClaims > 0 || result.race.mismatches > 0)) process.exitCode = 1;
  })
  .catch(async (err) => {
    console.error("bench failed:", err);
    await cleanUp();
    process.exitCode = 1;
  });
