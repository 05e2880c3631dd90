// npm run soak [-- seconds]: mixed traffic against the real built server for a fixed time (loopback only),
// then a report of errors and the server's memory growth. Not part of `npm test`: it takes minutes.
import fs from "node:fs";
import pg from "pg";
import { openBenchDatabase } from "./bench/database";
import { buildApp, clientAddress, startServer } from "./bench/server";

const SECONDS = Number(process.argv[2] ?? process.env.SOAK_SECONDS ?? 120);
const ASKERS = 12;
const ATTORNEYS = 4;
const PASSWORD = "soak-password-123";

interface Stats {
  requests: number;
  byClass: Record<string, number>;
  failures: string[];
  latencies: number[];
}
const stats: Stats = { requests: 0, byClass: {}, failures: [], latencies: [] };

/** One browser-like client: its own cookie and address. Counts every call; 5xx and network errors fail. */
function client(origin: string, ip: string) {
  let cookie = "";
  return async function call(method: string, path: string, body?: unknown, expected: number[] = [200, 201]) {
    const started = performance.now();
    try {
      const res = await fetch(`${origin}${path}`, {
        method,
        headers: {
          "x-forwarded-for": ip,
          ...(cookie ? { cookie } : {}),
          ...(body ? { "content-type": "application/json" } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(10_000),
      });
      const set = res.headers.getSetCookie().find((c) => c.startsWith("cc.sid="));
      if (set) cookie = set.split(";")[0] ?? "";
      const text = await res.text();
      stats.requests++;
      stats.latencies.push(performance.now() - started);
      const cls = `${Math.floor(res.status / 100)}xx`;
      stats.byClass[cls] = (stats.byClass[cls] ?? 0) + 1;
      if (res.status >= 500 || !expected.includes(res.status)) {
        stats.failures.push(`${method} ${path} -> ${res.status} ${text.slice(0, 120)}`);
      }
      const isJson = res.headers.get("content-type")?.includes("json");
      return { status: res.status, json: isJson && text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    } catch (err) {
      stats.requests++;
      stats.failures.push(`${method} ${path} -> ${(err as Error).message}`);
      return { status: 0, json: {} };
    }
  };
}

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

async function main() {
  console.log(`soak: ${SECONDS} s of mixed traffic, ${ASKERS} askers and ${ATTORNEYS} attorneys, loopback only`);
  const build = await buildApp();
  const db = await openBenchDatabase();
  const server = await startServer(db.url, build);
  const pool = new pg.Pool({ connectionString: db.url, max: 2 });
  try {
    // Accounts: askers and attorneys register through the API; an admin approves the attorneys.
    const admin = client(server.origin, clientAddress(0));
    await admin("POST", "/api/auth/register", account("admin"));
    await pool.query("update users set role = 'admin' where email = 'soak-admin@soak.local'");
    const attorneys = [];
    for (let i = 0; i < ATTORNEYS; i++) {
      const c = client(server.origin, clientAddress(1 + i));
      await c("POST", "/api/auth/register", account(`attorney${i}`));
      const applied = await c("POST", "/api/attorney-application", application(i));
      await admin("POST", `/api/admin/attorneys/${applied.json.id}/approve`, {});
      attorneys.push(c);
    }
    const askers = [];
    for (let i = 0; i < ASKERS; i++) {
      const c = client(server.origin, clientAddress(20 + i));
      await c("POST", "/api/auth/register", account(`asker${i}`));
      await c("POST", "/api/terms/accept");
      askers.push(c);
    }

    const until = Date.now() + SECONDS * 1000;
    const warm = rssKb(server.pid);
    let peak = warm;
    const sampler = setInterval(() => (peak = Math.max(peak, rssKb(server.pid))), 1000);
    const loops = [
      ...askers.map((c, i) => askerLoop(c, i, until)),
      ...attorneys.map((c) => attorneyLoop(c, until)),
      visitorLoop(client(server.origin, clientAddress(100)), until),
    ];
    await Promise.all(loops);
    clearInterval(sampler);
    const end = rssKb(server.pid);

    const { rows } = await pool.query(
      "select (select count(*) from questions)::int as questions, (select count(*) from answers)::int as answers, (select count(*) from follow_ups)::int as follow_ups",
    );
    console.log(
      `requests: ${stats.requests} (${(stats.requests / SECONDS).toFixed(0)}/s) by class ${JSON.stringify(stats.byClass)}`,
    );
    console.log(
      `latency: p50 ${pct(stats.latencies, 50).toFixed(1)} ms, p99 ${pct(stats.latencies, 99).toFixed(1)} ms`,
    );
    console.log(`stored: ${rows[0].questions} questions, ${rows[0].answers} answers, ${rows[0].follow_ups} follow-ups`);
    console.log(
      `server memory (RSS): ${(warm / 1024).toFixed(0)} MB after setup, peak ${(peak / 1024).toFixed(0)} MB, end ${(end / 1024).toFixed(0)} MB (growth ${((end - warm) / 1024).toFixed(0)} MB)`,
    );
    console.log(`errors: ${stats.failures.length}`);
    for (const f of stats.failures.slice(0, 20)) console.log(`  ${f}`);
    process.exitCode = stats.failures.length ? 1 : 0;
  } finally {
    await pool.end();
    await server.stop();
    await db.close();
    build.remove();
  }
}

const account = (name: string) => ({
  email: `soak-${name}@soak.local`,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  firstName: name,
  lastName: "Soak",
});

const application = (i: number) => ({
  firstName: `Attorney${i}`,
  lastName: "Soak",
  email: `soak-attorney${i}@soak.local`,
  licenseNumber: `SOAK-${i}`,
  practiceState: "TN",
  yearsExperience: 5,
  lawSchool: "Soak Law School",
  graduationYear: 2015,
  practiceAreas: "General",
});

type Call = ReturnType<typeof client>;

async function askerLoop(call: Call, i: number, until: number) {
  for (let n = 0; Date.now() < until; n++) {
    const q = await call("POST", "/api/questions", {
      categoryId: 1 + ((i + n) % 12),
      title: `Soak question ${i}-${n} about a lease`,
      content: `Question ${n} from asker ${i}: my landlord has not returned my deposit after I moved out last month.`,
      isAnonymous: n % 2 === 0,
    });
    const mine = await call("GET", "/api/questions/user");
    const list = Array.isArray(mine.json) ? (mine.json as unknown as { id: number; status: string }[]) : [];
    for (const item of list.slice(0, 3)) {
      await call("GET", `/api/questions/${item.id}`);
      if (item.status !== "pending")
        await call("POST", "/api/followups", { questionId: item.id, content: "Thank you, one more detail." });
    }
    if (q.status === 0) await new Promise((r) => setTimeout(r, 100));
  }
}

async function attorneyLoop(call: Call, until: number) {
  while (Date.now() < until) {
    const queue = await call("GET", "/api/questions/queue?limit=20");
    const items = Array.isArray(queue.json) ? (queue.json as unknown as { id: number }[]) : [];
    const pick = items[Math.floor(Math.random() * items.length)];
    if (pick) {
      // Another attorney may win the race: 409 is an expected answer.
      const claimed = await call("POST", `/api/questions/${pick.id}/claim`, undefined, [200, 409]);
      if (claimed.status === 200) {
        await call("GET", `/api/questions/${pick.id}`);
        await call(
          "POST",
          `/api/questions/${pick.id}/answer`,
          {
            content:
              "Generally a landlord must return a deposit within a fixed period or explain the deductions in writing.",
            includeDisclaimer: true,
          },
          [201],
        );
      }
    }
    await call("GET", "/api/attorney/claimed-questions");
    if (!pick) await new Promise((r) => setTimeout(r, 200));
  }
}

async function visitorLoop(call: Call, until: number) {
  while (Date.now() < until) {
    await call("GET", "/api/health");
    await call("GET", "/api/categories");
    await call("GET", "/", undefined, [200]);
    await call("POST", "/api/auth/login", { email: "nobody@soak.local", password: "wrong-password" }, [401]);
    await new Promise((r) => setTimeout(r, 250));
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
