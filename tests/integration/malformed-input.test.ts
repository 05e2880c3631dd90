import assert from "node:assert/strict";
import fc from "fast-check";
import type TestAgent from "supertest/lib/agent";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listAppRoutes } from "../setup/route-list";
import { useTestApp } from "../setup/test-app";
import { buildWorld, type Caller, type World } from "./world";

// Thousands of malformed bodies, params and queries at every endpoint, as several kinds of caller:
// nothing may answer 5xx, and nothing may be stored.
const h = useTestApp();
const RUNS_PER_ROUTE = 120;
const ROUTES = await listAppRoutes();

// Ids that are never valid: not positive integers, or beyond int4. (A well-formed id could really exist.)
const badId = fc.oneof(
  fc.constantFrom(
    "0",
    "-1",
    "1.5",
    "1e3",
    "NaN",
    "Infinity",
    "null",
    "undefined",
    "%00",
    "..%2F",
    "9999999999999",
    "0x10",
    " 1",
    "１",
  ),
  fc.string({ minLength: 1, maxLength: 30 }).filter((s) => !/^\s*\d+\s*$/.test(s)),
);
const junk = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom(
      "email",
      "password",
      "confirmPassword",
      "firstName",
      "token",
      "title",
      "content",
      "categoryId",
      "isAnonymous",
      "questionId",
      "userId",
      "status",
      "isApproved",
      "includeDisclaimer",
      "graduationYear",
      "practiceState",
      "__proto__",
      "constructor",
    ),
    fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 3 }),
      fc.object({ maxDepth: 1 }),
    ),
  ),
);
const rawBody = fc.oneof(
  fc.constantFrom("{", "[1,2", '{"email":', "null", "true", '"str"', "{}}", "\u0000", '{"a":1e999999}'),
  fc.string({ maxLength: 200 }),
);
const query = fc.dictionary(
  fc.constantFrom("categoryId", "after", "before", "limit", "token", "x"),
  fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom("-1", "all", "1e309", "[]", "9999999999999")),
);

const COUNTED = ["users", "questions", "answers", "follow_ups", "attorneys", "categories"];
async function counts() {
  const out: Record<string, number> = {};
  for (const t of COUNTED)
    out[t] = Number((await h.ctx.database.pool.query(`select count(*) from ${t}`)).rows[0].count);
  return out;
}

// The world is built once and its rows put back before each route (docs/architecture.md, "Tests"); each caller is a
// fresh agent carrying only their session cookie, so a route that signs out leaves the next route's callers as they were.
let world: World | undefined;
beforeAll(async () => {
  world = await buildWorld(h);
  await h.saveRows();
});
beforeEach(async () => {
  await h.restoreRows();
});
const agentOf = (w: World, caller: Caller): TestAgent => {
  const cookie = w.cookies[caller];
  return (cookie ? h.agent().set("Cookie", cookie) : h.agent()) as TestAgent;
};

describe("malformed input", () => {
  it("reaches every route", () => {
    expect(ROUTES.length).toBeGreaterThan(20);
  });

  it.each(ROUTES.map((r) => [r]))("never breaks %s", async (route) => {
    const w = world!;
    const before = await counts();
    const [method, pattern] = route.split(" ");
    assert(pattern);
    assert(method);
    const callers = (["anon", "asker", "approved", "claimer", "admin"] as const).map((c) => agentOf(w, c));
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          id: badId,
          body: junk,
          raw: rawBody,
          useRaw: fc.boolean(),
          query,
          caller: fc.nat(callers.length - 1),
        }),
        async ({ id, body, raw, useRaw, query: q, caller }) => {
          const path = pattern.replace(":id", encodeURIComponent(id));
          const agent = callers[caller]!;
          let req = (agent as unknown as Record<string, (p: string) => ReturnType<TestAgent["get"]>>)[
            method.toLowerCase()
          ]!(path).query(q);
          if (method !== "GET")
            req = req.set("Content-Type", "application/json").send(useRaw ? raw : (JSON.stringify(body) ?? "null"));
          const res = await req;
          expect(res.status, `${method} ${path} -> ${res.status} ${res.text.slice(0, 200)}`).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS_PER_ROUTE },
    );
    // Logout/login may change sessions; no content row may be created or removed by junk.
    expect(await counts()).toEqual(before);
  });
});
