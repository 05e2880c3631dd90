// npm run bench: seeds a realistic volume into a database of its own, drives the built server over loopback
// and prints the endpoint table, the claim race, EXPLAIN findings, client sizes and Lighthouse scores
// (DESIGN.md section 8, docs/performance.md). Everything it starts, it stops, even on error.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { migrateAndSeed } from "../../server/db/migrate";
import { initialClientBudget, measureAsset, summarize } from "./client-budget";
import { cpuMeter } from "./cpu";
import { openBenchDatabase } from "./database";
import { explainLists, explainMarkdown, largeSeqScans } from "./explain";
import { findFixtures, QUEUE_CATEGORY } from "./fixtures";
import { runLighthouse, type LighthouseScore } from "./lighthouse";
import { runLoad, type Identity, type LoadSpec } from "./load";
import { claimRace } from "./race";
import { ACCOUNTS, ATTORNEYS, attorneyEmail, LOGIN_ACCOUNTS, loginEmail, PASSWORD, seed } from "./seed";
import { buildApp, clientAddress, signIn, startServer } from "./server";
import { budgetText, endpointTable, lighthouseText, raceText, TARGETS, targetsText, type EndpointKind, type Row } from "./table";

const num = (key: string, fallback: number) => (process.env[key] ? Number(process.env[key]) : fallback);
const DURATION_S = num("BENCH_DURATION_S", 8);
const WARMUP_S = num("BENCH_WARMUP_S", 2);
const CONNECTIONS = num("BENCH_CONNECTIONS", 50);
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== "0";
const DISTURBED_CPU_PERCENT = 10;
const OUT_DIR = path.resolve("dist/bench");
// For working on one part: BENCH_ONLY=queue,race runs the rows whose names contain a word (the floor always
// runs), and the race or Lighthouse only when named.
const ONLY = process.env.BENCH_ONLY?.split(",").map((w) => w.trim().toLowerCase()).filter(Boolean);
const wanted = (name: string) => !ONLY?.length || ONLY.some((w) => name.toLowerCase().includes(w));

const started = Date.now();

/** How busy the machine's CPUs are over `ms` (Linux /proc/stat), in percent; undefined elsewhere. */
async function cpuBusy(ms: number): Promise<number | undefined> {
  const sample = () => {
    const fields = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
    const idle = fields[3] + (fields[4] ?? 0);
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
  progress(`built client and server (vite build and esbuild, as npm run build) into ${build.root} in ${(build.ms / 1000).toFixed(1)} s`);
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
      `${counts.questions} questions (${counts.pending} pending), ${counts.answers} answers, ${counts.followUps} follow-ups ` +
      `in ${(counts.ms / 1000).toFixed(1)} s (bulk SQL, then VACUUM ANALYZE and CHECKPOINT)`,
  );
  const fx = await findFixtures(db.url);

  const explain = await explainLists({
    url: db.url,
    attorneyUserId: fx.queueAttorneyId,
    askerUserId: fx.readerId,
    detailQuestionId: fx.detailQuestionId,
    categoryId: QUEUE_CATEGORY,
  });
  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(path.join(OUT_DIR, "explain.md"), explainMarkdown(explain));
  progress(`EXPLAIN ANALYZE of ${explain.entries.length} list queries and ${explain.walks.reduce((n, w) => n + w.pages, 0)} queue pages`);

  const server = await startServer(db.url, build);
  cleanups.push(() => server.stop());
  progress(`server (the built bundle, NODE_ENV=production, pid ${server.pid}) listening on ${server.origin}`);
  // Every connection is a client of its own, as 50 people would be: its own session and its own address.
  const identities = async (email: string) => {
    const out: Identity[] = [];
    for (let i = 0; i < CONNECTIONS; i += 10) {
      const batch = Array.from({ length: Math.min(10, CONNECTIONS - i) }, (_, k) => i + k);
      out.push(...(await Promise.all(batch.map(async (n) => ({ ip: clientAddress(n), cookie: await signIn(server.origin, email, PASSWORD, clientAddress(n)) })))));
    }
    return out;
  };
  const reader = await identities(ACCOUNTS.reader);
  const submitter = await identities(ACCOUNTS.submitter);
  const queueAttorney = await identities(ACCOUNTS.queueAttorney);
  const claimAttorney = await identities(ACCOUNTS.claimAttorney);
  const anonymous = Array.from({ length: CONNECTIONS }, (_, i) => ({ ip: clientAddress(i) }));
  const loginClients = Array.from({ length: CONNECTIONS }, (_, i) => ({
    ip: clientAddress(i),
    body: { email: loginEmail((i % LOGIN_ACCOUNTS) + 1), password: PASSWORD },
  }));
  progress(`signed in ${4 * CONNECTIONS} sessions (one per connection and role)`);
  // The server's start (migrations, pg-boss's schema) and the sign-ins leave counts that idle backends report
  // up to 10 s later; they must not land in the first row's statement count.
  await new Promise((r) => setTimeout(r, 11_000));
  const terms = await fetch(`${server.origin}/api/terms/accept`, {
    method: "POST",
    headers: { cookie: submitter[0].cookie!, "x-forwarded-for": submitter[0].ip },
  });
  if (terms.status !== 200) throw new Error(`accepting the terms failed: ${terms.status}`);

  let claimIndex = 0;
  const base = { connections: CONNECTIONS, durationS: DURATION_S, warmupS: WARMUP_S };
  const runs: (Omit<LoadSpec, keyof typeof base> & Partial<typeof base> & { kind: EndpointKind; uncounted?: boolean })[] = [
    { kind: "floor", name: "floor: GET /api/ping (signed in, SELECT 1)", path: "/api/ping", identities: reader },
    { kind: "read", name: "queue, all, first page", path: "/api/questions/queue?categoryId=all", identities: queueAttorney },
    { kind: "read", name: "queue, all, deep page", path: `/api/questions/queue?categoryId=all&after=${fx.deepAfterAll}`, identities: queueAttorney },
    { kind: "read", name: `queue, category ${QUEUE_CATEGORY}, first page`, path: `/api/questions/queue?categoryId=${QUEUE_CATEGORY}`, identities: queueAttorney },
    {
      kind: "read",
      name: `queue, category ${QUEUE_CATEGORY}, deep page`,
      path: `/api/questions/queue?categoryId=${QUEUE_CATEGORY}&after=${fx.deepAfterCategory}`,
      identities: queueAttorney,
    },
    { kind: "read", name: "question detail (asker, answered, follow-ups)", path: `/api/questions/${fx.detailQuestionId}`, identities: reader },
    { kind: "read", name: "the user's questions", path: "/api/questions/user", identities: reader },
    { kind: "read", name: "attorney's claimed questions", path: "/api/attorney/claimed-questions", identities: queueAttorney },
    {
      kind: "write",
      name: "submit question (POST)",
      path: "/api/questions",
      method: "POST",
      identities: submitter,
      body: {
        categoryId: QUEUE_CATEGORY,
        title: "My landlord will not fix the heating",
        content: "It has been broken for three weeks and the lease says repairs are the landlord's job. What can I do?",
        isAnonymous: false,
      },
    },
    {
      kind: "write",
      name: "claim (POST, a new question each time)",
      path: "/api/questions/0/claim",
      method: "POST",
      identities: claimAttorney,
      nextPath: () => `/api/questions/${fx.claimPool[claimIndex++ % fx.claimPool.length]}/claim`,
    },
    { kind: "floor", name: "floor again (drift check)", path: "/api/ping", identities: reader },
    // What one busy client (or many behind one address) meets: every request updates the same session row and
    // the same rate-limit row, and those updates queue behind each other's commits.
    { kind: "info", name: "floor, all connections on ONE session and ONE address", path: "/api/ping", identities: reader.slice(0, 1) },
    // Its one SELECT 1 touches no table, and Postgres reports such transactions late (in the next row's count),
    // so it has no statement count and only the uncounted login follows it.
    { kind: "read", name: "GET /api/health (signed out)", path: "/api/health", identities: anonymous, uncounted: true },
    // bcrypt-bound: no warm-up (it would leave a queue of hashes behind), a long timeout, and no statement count
    // (the sign-ins still waiting for a hash when the run ends did their statements but are not counted).
    {
      kind: "bcrypt",
      name: "login (POST, cost-12 bcrypt)",
      path: "/api/auth/login",
      method: "POST",
      identities: loginClients,
      warmupS: 0,
      timeoutS: 60,
      uncounted: true,
    },
  ];
  // Every statement the server sends outside a transaction block is one transaction, so the database's own
  // transaction count divided by the requests is the number of round trips a request costs (pg-boss's polling
  // adds a few a second). A backend reports its counts when a transaction that read a table ends at least a
  // second after its last report (a bare SELECT 1 alone never makes it report), so before each reading a second
  // passes and 500 GET /api/categories from 50 connections go through every pooled connection; each costs two
  // statements (the API limiter's upsert and the select), subtracted.
  const stats = new pg.Client({ connectionString: db.url });
  await stats.connect();
  cleanups.push(() => stats.end());
  let flushStatements = 0;
  const countStatements = async () => {
    await new Promise((r) => setTimeout(r, 1_100));
    const flush = await autocannon({ url: `${server.origin}/api/categories`, connections: 50, amount: 500 });
    flushStatements += 2 * flush.requests.total;
    const { rows } = await stats.query<{ n: string }>(
      "select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()",
    );
    return Number(rows[0].n) - flushStatements;
  };
  // The server, the embedded Postgres and Chromium are this process's descendants; an external Postgres on
  // this machine is counted by name.
  const cpu = cpuMeter(() => [process.pid], (p) => db.external && p.comm === "postgres");
  const rows: Row[] = [];
  for (const run of runs) {
    if (run.kind !== "floor" && !wanted(run.name)) continue;
    const probes = { countStatements: run.uncounted ? undefined : countStatements, cpu };
    let result = await runLoad(server.origin, { ...base, ...run }, probes);
    // A row that shared the machine with other work is measured once more; the less disturbed try is kept.
    if (run.kind !== "bcrypt" && (result.foreignCpuPercent ?? 0) > DISTURBED_CPU_PERCENT) {
      progress(`${run.name}: other processes took ${result.foreignCpuPercent!.toFixed(0)}% CPU; measuring again`);
      const again = await runLoad(server.origin, { ...base, ...run }, probes);
      if ((again.foreignCpuPercent ?? 0) < result.foreignCpuPercent!) result = { ...again, name: `${again.name} (2nd try)` };
    }
    rows.push({ ...result, kind: run.kind });
    progress(
      `${run.name}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, non-2xx ${result.non2xx}, ` +
        `${result.statementsPerRequest?.toFixed(1) ?? "?"} statements and ${(result.bytesPerResponse / 1000).toFixed(1)} kB per response, ` +
        `other processes ${result.foreignCpuPercent?.toFixed(0) ?? "?"}% CPU`,
    );
  }
  const floors = rows.filter((r) => r.kind === "floor");
  const floorRps = floors.reduce((n, r) => n + r.rps, 0) / floors.length;

  const race = !wanted("race") ? undefined : await claimRace({
    origin: server.origin,
    databaseUrl: db.url,
    attorneys: Array.from({ length: ATTORNEYS }, (_, i) => ({ email: attorneyEmail(i + 1), password: PASSWORD })),
    questionIds: fx.raceQuestionIds,
    concurrency: 400,
  });
  if (race) progress(`claim race: ${race.requests} claims in ${(race.raceMs / 1000).toFixed(2)} s, double claims ${race.doubleClaims}`);

  let lighthouse: LighthouseScore[] = [];
  if (LIGHTHOUSE && wanted("lighthouse")) {
    lighthouse = await runLighthouse(server.origin, ["/", "/login"], ["mobile", "desktop"]);
    progress(`lighthouse: ${lighthouse.length} runs`);
  }
  // The files the landing page requested, sized before the build folder is removed.
  const landing = lighthouse.find((s) => s.page === "/" && s.assets.length);
  const landingLoaded = landing && {
    preset: landing.preset,
    budget: summarize(landing.assets.map((a) => measureAsset(build.clientDir, a.path, a.type === "Script" ? "requested (script)" : "requested (css)"))),
  };
  await cleanUp();
  progress("stopped the server and the database");
  return { rows, floorRps, race, explain, initial, landingLoaded, lighthouse, busyBefore };
}

function report(r: Awaited<ReturnType<typeof main>>) {
  const cpu = os.cpus();
  const out: string[] = [];
  out.push(
    "",
    `ClearCounsel benchmark: ${cpu.length} x ${cpu[0]?.model.trim() ?? "cpu"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; ` +
      `autocannon, server and Postgres share the machine; ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s per row`,
    "",
    endpointTable(r.rows, r.floorRps),
    "",
    `floor = mean of the two floor rows: ${r.floorRps.toFixed(0)} req/s. Read targets: >= ${TARGETS.readRatio} x floor and p99 < ${TARGETS.readP99Ms} ms.`,
    "SQL/req: database statements per request (pg_stat_database transactions / requests). kB/resp: mean response size.",
    `other CPU: share of the machine's CPU taken by processes outside the benchmark during the row; above ${DISTURBED_CPU_PERCENT}% a row is measured once more and the less disturbed try kept.`,
    "",
    "Claim race",
    r.race ? raceText(r.race) : "skipped (BENCH_ONLY)",
    "",
    "EXPLAIN ANALYZE (full plans: dist/bench/explain.md)",
    ...r.explain.entries.map(
      (e) => `- ${e.name}: ${e.executionMs.toFixed(2)} ms; index ${e.indexes.join(", ") || "none"}; seq scan ${e.seqScans.join(", ") || "none"}`,
    ),
    ...r.explain.walks.map(
      (w) =>
        `- keyset walk, ${w.name}: ${w.pages} pages, first ${w.firstMs.toFixed(3)} ms, median ${w.medianMs.toFixed(3)} ms, ` +
        `max ${w.maxMs.toFixed(3)} ms, last ${w.lastMs.toFixed(3)} ms`,
    ),
    largeSeqScans(r.explain).length ? `sequential scans over large tables: ${largeSeqScans(r.explain).join("; ")}` : "no sequential scan over a large table in any list query",
    "",
    budgetText("Landing page, initial JS and CSS (the built index.html: entry, modulepreloads, stylesheets)", r.initial, TARGETS.landingJsGzip),
  );
  if (r.landingLoaded) {
    out.push("", budgetText(`Landing page, every script and stylesheet it requested (Lighthouse ${r.landingLoaded.preset} run), gzipped`, r.landingLoaded.budget));
  }
  if (r.lighthouse.length) {
    out.push("", "Lighthouse 12.8 (Debian chromium, headless)", "", lighthouseText(r.lighthouse));
  } else {
    out.push("", "Lighthouse: skipped (BENCH_LIGHTHOUSE=0 or BENCH_ONLY)");
  }
  out.push(
    "",
    "Targets",
    targetsText({ rows: r.rows, floorRps: r.floorRps, race: r.race, initialJsGzip: r.initial.jsGzip, lighthouse: r.lighthouse }),
    "",
    `total time ${((Date.now() - started) / 1000).toFixed(0)} s; CPU busy before the run: ` +
      (r.busyBefore === undefined ? "unknown" : `${r.busyBefore.toFixed(0)}%`) +
      ((r.busyBefore ?? 0) > 10 ? " (other work was running: figures are lower and noisier than on a quiet machine)" : ""),
  );
  console.log(out.join("\n"));
  fs.writeFileSync(path.join(OUT_DIR, "report.txt"), out.join("\n") + "\n");
}

main()
  .then((result) => {
    report(result);
    // Performance misses are reported, not fatal; a double claim is a correctness failure.
    if (result.race && (result.race.doubleClaims > 0 || result.race.mismatches > 0)) process.exitCode = 1;
  })
  .catch(async (err) => {
    console.error("bench failed:", err);
    await cleanUp();
    process.exitCode = 1;
  });

