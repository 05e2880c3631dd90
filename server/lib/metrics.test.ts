import type { Server } from "node:http";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { insertQuestion, signedIn } from "../../tests/setup/factories";
import { useTestApp } from "../../tests/setup/test-app";
import { createMetrics, serveMetrics } from "./metrics";
import { mailQueueDepth } from "../modules/mail/queue";

// docs/decisions/024 and docs/decisions/024: Prometheus metrics on a port of their own, off unless METRICS_PORT.
const h = useTestApp();
let server: Server | undefined;
afterAll(() => server?.close());

describe("metrics", () => {
  it("are off unless METRICS_PORT is set", () => {
    expect(loadConfig({}).metricsPort).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: "9464" }).metricsPort).toBe(9464);
    expect(() => loadConfig({ METRICS_PORT: "http" })).toThrow(/METRICS_PORT/);
  });

  it("serve request durations by route pattern and status, pool gauges, mail queue and job runs", async () => {
    const metrics = createMetrics(h.ctx.database.pool, { mailDepth: () => mailQueueDepth(h.ctx.database.pool) });
    const { app, close } = createApp(h.ctx, { metrics });
    try {
      const asker = await signedIn(h);
      const q = await insertQuestion(h, asker.user.id);
      const agent = request.agent(app);
      await agent.post("/api/auth/login").send({ email: asker.user.email, password: "correct-horse-battery" });
      expect((await agent.get(`/api/questions/${q.id}`)).status).toBe(200);
      expect((await agent.get("/api/questions/999999")).status).toBe(404);
      expect((await agent.get("/api/nowhere/123")).status).toBe(404);
      metrics.jobRan("ok");

      server = await serveMetrics(metrics, 0, "127.0.0.1");
      const { port } = server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
      const text = await res.text();
      expect(text).toMatch(
        /http_request_duration_seconds_count\{method="GET",route="\/api\/questions\/:id",status="200"\} 1/,
      );
      expect(text).toMatch(
        /http_request_duration_seconds_count\{method="GET",route="\/api\/questions\/:id",status="404"\} 1/,
      );
      expect(text).toMatch(
        /http_request_duration_seconds_count\{method="POST",route="\/api\/auth\/login",status="200"\} 1/,
      );
      expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="unmatched",status="404"\} 1/);
      // Never a raw id or path as a label.
      expect(text).not.toMatch(/route="[^"]*\/\d+/);
      expect(text).not.toContain("999999");
      expect(text).not.toContain("nowhere");
      for (const state of ["in_use", "idle", "waiting"])
        expect(text).toMatch(new RegExp(`db_pool_connections\\{state="${state}"\\} \\d+`));
      expect(text).toMatch(/mail_queue_messages\{state="waiting"\} \d+/);
      expect(text).toMatch(/mail_queue_messages\{state="failed"\} 0/);
      // A job of notices to many counts as its messages.
      const waiting = async () =>
        Number(
          /mail_queue_messages\{state="waiting"\} (\d+)/.exec(
            await (await fetch(`http://127.0.0.1:${port}/metrics`)).text(),
          )?.[1],
        );
      const before = await waiting();
      const note = { to: "someone@example.com", subject: "A notice", text: "Hello" };
      await h.ctx.database.pool.query(
        `insert into pgboss.job (name, data, start_after) values ('mail', $1, now() + interval '1 hour'),
           ('mail-many', $2, now() + interval '1 hour')`,
        [note, { messages: [note, note, note] }],
      );
      expect(await waiting()).toBe(before + 4);
      await h.ctx.database.pool.query("delete from pgboss.job where start_after > now() + interval '30 minutes'");
      expect(text).toMatch(/scheduled_jobs_run_total\{outcome="ok"\} 1/);
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      await close();
    }
  });
});
