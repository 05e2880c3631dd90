import { randomUUID } from "node:crypto";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { insertQuestion, signedIn, signedInAdmin, signedInAttorney } from "../../../tests/setup/factories";
import { explainNodes, planNodes } from "../../../tests/setup/plans";
import { useTestApp } from "../../../tests/setup/test-app";
import { createDatabase, type Database } from "../../db";
import { listQueue, queuePageStatement, type QueuePageQuery } from "./queue-page.repo";
import { insertAsker, QUEUE_TEST_ENV } from "./queue.test-helpers";

// The queue page's statements, and the reads of one shape of docs/decisions/049, are planned once per connection, with a
// generic plan; every other statement is planned for its values (docs/performance.md, "What bounds each figure").
const h = useTestApp(QUEUE_TEST_ENV);
let one: Database | undefined;
afterAll(() => one?.close());
afterEach(() => vi.restoreAllMocks());

describe("the queue page's statements", () => {
  it("run with a generic plan made once per connection, while the other statements stay planned per run", async () => {
    const asker = await insertAsker(h);
    const question = await insertQuestion(h, asker.id, { state: "TN" });
    const { user } = await signedInAttorney(h);
    // One connection in each pool, so the statistics read below are those of the connection that ran the pages.
    one = createDatabase(h.databaseUrl, undefined, 1);
    const query: QueuePageQuery = {
      attorneyUserId: user.id,
      categoryId: "all",
      limit: 50,
      soonCutoff: "2099-01-01",
    };
    for (let run = 0; run < 3; run++) {
      const page = JSON.parse(await listQueue(one, query)) as { id: number }[];
      expect(page.map((q) => q.id)).toEqual([question.id]);
    }
    const { rows } = await one.plannedOnce.query<{ generic_plans: string; custom_plans: string }>(
      "select generic_plans, custom_plans from pg_prepared_statements where statement = $1",
      [queuePageStatement(query).sql],
    );
    expect(rows).toEqual([{ generic_plans: "3", custom_plans: "0" }]);
    expect((await one.pool.query("show plan_cache_mode")).rows[0]).toEqual({ plan_cache_mode: "force_custom_plan" });
    // Its plans cost a random read of a page as on SSD or in memory; the others keep the server's setting
    // (docs/decisions/048).
    const randomPageCost = async (pool: Database["pool"]) =>
      (await pool.query("select setting, source from pg_settings where name = 'random_page_cost'")).rows[0];
    expect(await randomPageCost(one.plannedOnce)).toEqual({ setting: "1.1", source: "client" });
    expect((await randomPageCost(one.pool)).source).not.toBe("client");
  });
});

describe("the reads of one shape", () => {
  it("go over the connections that plan once: the detail, the asker's questions and the claimed list", async () => {
    const asker = await signedIn(h);
    const question = await insertQuestion(h, asker.user.id);
    const attorney = await signedInAttorney(h);
    const planOnce = vi.spyOn(h.ctx.database.plannedOnce, "query");
    const perRun = vi.spyOn(h.ctx.database.pool, "query");
    // The text of each statement the request sent, by the connections it went over.
    const sent = (spy: typeof planOnce) =>
      spy.mock.calls.map(([config]) => (typeof config === "string" ? config : (config as { text: string }).text));
    const reads = [
      [asker.agent, `/api/questions/${question.id}`, /follow_ups/],
      [asker.agent, "/api/questions/user", /"questions"."user_id" = \$1/],
      [attorney.agent, "/api/attorney/claimed-questions", /"questions"."claimed_by" = \$1/],
    ] as const;
    for (const [agent, url, statement] of reads) {
      planOnce.mockClear();
      perRun.mockClear();
      expect((await agent.get(url)).status, url).toBe(200);
      expect(
        sent(planOnce).filter((text) => statement.test(text)),
        url,
      ).toHaveLength(1);
      expect(
        sent(perRun).filter((text) => statement.test(text)),
        url,
      ).toEqual([]);
    }
  });

  it("take the audit log's pages by question, by actor and by cursor there, and those by time, action or name not", async () => {
    const { agent } = await signedInAdmin(h);
    const planOnce = vi.spyOn(h.ctx.database.plannedOnce, "query");
    const perRun = vi.spyOn(h.ctx.database.pool, "query");
    const auditPages = (spy: typeof planOnce) =>
      spy.mock.calls.filter(([config]) =>
        /"audit_events"."id" = any\(array/.test(String((config as { text?: string }).text)),
      );
    const cases = [
      ["questionId=3&before=100", planOnce, perRun],
      [`actorId=${randomUUID()}`, planOnce, perRun],
      ["", planOnce, perRun],
      ["action=question.claimed", perRun, planOnce],
      ["from=2026-01-02T00:00:00Z", perRun, planOnce],
      ["person=finch", perRun, planOnce],
    ] as const;
    for (const [query, over, notOver] of cases) {
      planOnce.mockClear();
      perRun.mockClear();
      expect((await agent.get(`/api/admin/audit?${query}`)).status, query).toBe(200);
      expect(auditPages(over), query).toHaveLength(1);
      expect(auditPages(notOver), query).toHaveLength(0);
    }
  });

  it("read a page of one question's entries in its index's order, not by sorting all of its entries", async () => {
    const admin = await signedInAdmin(h);
    const asker = await insertAsker(h);
    const question = await insertQuestion(h, asker.id);
    await h.ctx.database.pool.query(
      `insert into audit_events (action, at, actor_id, question_id)
       select 'question.viewed', now(), $1, $2 from generate_series(1, 300)`,
      [admin.user.id, question.id],
    );
    const planOnce = vi.spyOn(h.ctx.database.plannedOnce, "query");
    expect((await admin.agent.get(`/api/admin/audit?questionId=${question.id}&limit=20`)).body).toHaveLength(20);
    const [config, values] = planOnce.mock.calls.find(([c]) =>
      /"audit_events"."id" = any/.test(String((c as { text?: string }).text)),
    )! as unknown as [{ text: string }, unknown[]];
    const { text } = config;
    const client = await h.ctx.database.plannedOnce.connect();
    try {
      await client.query(`prepare page as ${text}`);
      const literals = values.map((v) => client.escapeLiteral(String(v))).join(", ");
      const plan = await explainNodes(client, `execute page(${literals})`);
      // The part that picks the page's ids: its Limit takes them from the question's index, in its order. (Sorting the
      // page's own few rows for the JSON afterwards is the planner's choice and costs nothing.)
      const ids = plan.find((n) => n["Subplan Name"]?.startsWith("InitPlan"));
      const picking = planNodes(ids!).map((n) => n["Index Name"] ?? n["Node Type"]);
      expect(picking).toContain("audit_events_question_idx");
      expect(picking).not.toContain("Sort");
    } finally {
      await client.query("deallocate page").catch(() => undefined);
      client.release();
    }
  });
});
