import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import type { Response } from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openApiDocument } from "../../server/modules/openapi/openapi";
import { checkResponse } from "../setup/contract";
import { TEST_PASSWORD } from "../setup/factories";
import { useTestApp } from "../setup/test-app";
import { caseArbitrary, hintsFor, type Case, type OperationDoc } from "./fuzz-cases";
import { buildWorld, type World } from "./world";

// A fuzzer driven by the API description (docs/decisions/026-api-contract-and-fuzzer.md): for every operation and
// every kind of caller, fast-check sends requests made from the document's own schemas, valid-looking and broken,
// and every answer must be no 5xx, a 4xx in the error shape, and a status and body the document lists.
const h = useTestApp();

// A fixed number of runs and a fixed seed, so `npm test` is the same every time; FUZZ_RUNS and FUZZ_SEED for more.
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 26_026);

const doc = openApiDocument() as { paths: Record<string, Record<string, OperationDoc>> };
const OPERATIONS = Object.entries(doc.paths).flatMap(([template, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${template}`, method, template, op })),
);

const CALLERS = ["visitor", "asker", "attorney", "admin"] as const;
type Caller = (typeof CALLERS)[number];
const WORLD_CALLER = { visitor: "anon", asker: "asker", attorney: "claimer", admin: "admin" } as const;

/** Calls that sign the caller out or in as someone else: the caller signs in again before each run of them. */
const CHANGES_SESSION = new Set([
  "POST /api/auth/logout",
  "POST /api/auth/login",
  "POST /api/auth/register",
  "POST /api/auth/change-password",
  "DELETE /api/account",
]);

let requests = 0;
/** How often each operation answered each status: shows which answers the runs reached. */
const seen: Record<string, Record<number, number>> = {};

async function send(
  agent: TestAgent,
  method: string,
  template: string,
  c: Case,
): Promise<{ url: string; res: Response }> {
  const query = c.query.length > 0 ? `?${c.query.join("&")}` : "";
  const url = `${template.replace("{id}", c.id ?? "1")}${query}`;
  let req = (agent as unknown as Record<string, (u: string) => ReturnType<TestAgent["get"]>>)[method]!(url);
  for (const [name, value] of Object.entries(c.headers)) req = req.set(name, value);
  if (c.body) {
    const raw = "raw" in c.body ? c.body : { raw: JSON.stringify(c.body.json) ?? "null", type: "application/json" };
    req = req.set("Content-Type", raw.type).send(raw.raw);
  }
  requests += 1;
  return { url, res: await req };
}

/** What is wrong with a response, by the rules every answer keeps; empty when nothing. */
function problemsOf(method: string, url: string, res: Response): string[] {
  const problems: string[] = [];
  const json = /^application\/json\b/.test(res.headers["content-type"] ?? "") ? (res.body as unknown) : undefined;
  if (res.status >= 500) problems.push(`answered ${res.status}`);
  if (res.status >= 400 && res.status < 500) {
    const body = json as { message?: unknown; errors?: unknown } | undefined;
    if (typeof body?.message !== "string" || body.message === "") problems.push("a 4xx without a message");
    const errors = body?.errors;
    if (
      errors !== undefined &&
      !(Array.isArray(errors) && errors.every((e) => typeof e?.path === "string" && typeof e?.message === "string"))
    ) {
      problems.push("a 4xx whose errors are not [{path, message}]");
    }
  }
  const broken = checkResponse(method, url, res.status, json);
  if (broken) problems.push(...broken.problems);
  return problems;
}

/** The caller as the world made them: a fresh agent carrying only their session cookie. */
function agentOf(w: World, caller: Caller): TestAgent {
  const cookie = w.cookies[WORLD_CALLER[caller]];
  return (cookie ? h.agent().set("Cookie", cookie) : h.agent()) as TestAgent;
}

/** The caller signed in anew, for a call that may end or replace their session. */
async function signIn(w: World, caller: Caller): Promise<TestAgent> {
  if (caller === "visitor") return h.agent();
  const who = w.users[WORLD_CALLER[caller]];
  const agent = h.agent();
  const res = await agent.post("/api/auth/login").send({ email: who.user.email, password: TEST_PASSWORD });
  if (res.status !== 200) throw new Error(`could not sign ${caller} in again: ${res.status} ${res.text}`);
  return agent as TestAgent;
}

// The world is built once and its rows put back before each operation (docs/architecture.md, "Tests"): each operation
// starts from the same world, as if it had been built for it alone.
let world: World | undefined;
beforeAll(async () => {
  world = await buildWorld(h);
  await h.saveRows();
});
beforeEach(async () => {
  await h.restoreRows();
});

// One seed per operation and caller, from the run's seed, so each batch is reproducible on its own.
const seedOf = (operation: number, caller: number) => (SEED * 31 + operation * 7 + caller) | 0;
const started = Date.now();
const failures: string[] = [];

describe.each(OPERATIONS.map((o, index) => ({ ...o, index })))(
  "fuzzing $name",
  ({ name, method, template, op, index }) => {
    it(
      "answers every kind of caller within the contract",
      async () => {
        const w = world!;
        for (const [callerIndex, caller] of CALLERS.entries()) {
          const who = caller === "visitor" ? null : w.users[WORLD_CALLER[caller]];
          const hints = hintsFor(w, who?.user.email ?? "visitor@example.com");
          let agent = agentOf(w, caller);
          const property = fc.asyncProperty(caseArbitrary(op, template, w, hints), async (c) => {
            if (CHANGES_SESSION.has(name)) agent = await signIn(w, caller);
            const { url, res } = await send(agent, method, template, c);
            const counts = (seen[name] ??= {});
            counts[res.status] = (counts[res.status] ?? 0) + 1;
            const problems = problemsOf(method, url, res);
            if (problems.length > 0) {
              throw new Error(
                `${method.toUpperCase()} ${url} as ${caller} (${c.kind}) -> ${res.status}: ${problems.join("; ")}`,
              );
            }
          });
          const seed = seedOf(index, callerIndex);
          const result = await fc.check(property, { numRuns: RUNS, seed });
          if (result.failed) failures.push(`${name} as ${caller}: seed ${seed}`);
          expect(result.failed, `${String(result.errorInstance)}\n${fc.defaultReportMessage(result) ?? ""}`).toBe(
            false,
          );
        }
      },
      Math.max(60_000, RUNS * 4 * 1_500),
    );
  },
);

describe("the fuzzer", () => {
  it("reached every operation of the document, and says how it ran", async ({ annotate }) => {
    await annotate(
      `seed ${SEED}, ${RUNS} runs per operation and caller, ${requests} requests in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    expect(Object.keys(seen).sort()).toEqual(OPERATIONS.map((o) => o.name).sort());
    expect(requests).toBeGreaterThanOrEqual(OPERATIONS.length * CALLERS.length * RUNS * 0.9);
  });
});

afterAll(() => {
  // The run's figures for whoever reads the results (a console call would fail the file).
  const out = path.resolve("test-results");
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(
    path.join(out, "fuzz-summary.json"),
    `${JSON.stringify({ seed: SEED, runsPerOperationAndCaller: RUNS, operations: OPERATIONS.length, requests, seconds: (Date.now() - started) / 1000, failures, statuses: seen }, null, 2)}\n`,
  );
});
