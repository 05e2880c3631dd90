import { describe, expect, it } from "vitest";
import type { AuditEventDto } from "@shared/api/types";
import { insertQuestion, insertUser, signedIn, signedInAdmin, signedInAttorney } from "../../../tests/setup/factories";
import { explainNodes } from "../../../tests/setup/plans";
import { useTestApp } from "../../../tests/setup/test-app";
import { runAllSweeps, runDailySweeps, sweepChunkStatement, sweepLockKeys } from "./sweeps";

// docs/decisions/022: a finished question is deleted RETENTION_DAYS after its end, by a daily job.
const DAY_MS = 24 * 60 * 60 * 1000;
const h = useTestApp({ RETENTION_DAYS: "10" });

const ids = async (table: string, column = "id") =>
  (await h.ctx.database.pool.query(`select ${column} as id from ${table} order by 1`)).rows.map((r) => r.id);

describe("the retention purge (RETENTION_DAYS)", () => {
  it("deletes finished questions with their answer and follow-ups once RETENTION_DAYS have passed", async () => {
    const asker = await insertUser(h);
    const lawyer = await insertUser(h);
    const now = h.clock.now();
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const claim = { claimedBy: lawyer.id, claimedAt: ago(40) };
    const closed = await insertQuestion(h, asker.id, { status: "closed", ...claim, closedAt: ago(11) });
    const withdrawn = await insertQuestion(h, asker.id, { status: "withdrawn", closedAt: ago(11) });
    const expired = await insertQuestion(h, asker.id, { status: "expired", closedAt: ago(11) });
    const quiet = await insertQuestion(h, asker.id, { status: "answered", ...claim, lastActivityAt: ago(11) });
    // Not yet: finished 9 days ago, or still open however old.
    const recent = await insertQuestion(h, asker.id, { status: "closed", ...claim, closedAt: ago(9) });
    const talking = await insertQuestion(h, asker.id, { status: "answered", ...claim, lastActivityAt: ago(9) });
    const pending = await insertQuestion(h, asker.id, { createdAt: ago(400) });
    const held = await insertQuestion(h, asker.id, { status: "claimed", claimedBy: lawyer.id, claimedAt: ago(1) });
    const pool = h.ctx.database.pool;
    await pool.query(
      `insert into answers (question_id, attorney_id, content) values ($1, $3, 'PurgeMarker answer'), ($2, $3, 'kept')`,
      [closed.id, recent.id, lawyer.id],
    );
    await pool.query(
      `insert into follow_ups (question_id, user_id, content) values ($1, $2, 'PurgeMarker follow-up')`,
      [quiet.id, asker.id],
    );

    expect(await runDailySweeps(h.ctx)).toEqual({ purges: 4 });
    expect(await ids("questions")).toEqual([recent.id, talking.id, pending.id, held.id].sort((a, b) => a - b));
    expect(await ids("answers", "question_id")).toEqual([recent.id]);
    expect(await ids("follow_ups")).toEqual([]);
    // One entry per purged question, by the service itself, with ids and a time only.
    const { rows } = await pool.query("select * from audit_events order by question_id");
    expect(rows.map((r) => [r.action, r.actor_id, r.question_id, r.subject_user_id])).toEqual(
      [closed, withdrawn, expired, quiet].map((q) => ["question.purged", null, q.id, asker.id]),
    );
    expect(JSON.stringify(rows)).not.toMatch(/PurgeMarker|deposit/);
  });

  it("runs once a day by the clock, whatever falls due in between; the next day takes the rest", async () => {
    const asker = await insertUser(h);
    const now = h.clock.now();
    await insertQuestion(h, asker.id, { status: "withdrawn", closedAt: new Date(now.getTime() - 11 * DAY_MS) });
    expect(await runDailySweeps(h.ctx)).toEqual({ purges: 1 });
    const later = await insertQuestion(h, asker.id, {
      status: "withdrawn",
      closedAt: new Date(now.getTime() - 11 * DAY_MS),
    });
    // Today's run is done, in this process or any other.
    expect(await runDailySweeps(h.ctx)).toEqual({});
    expect(await ids("questions")).toEqual([later.id]);
    h.clock.advance(DAY_MS);
    expect(await runDailySweeps(h.ctx)).toEqual({ purges: 1 });
    expect(await ids("questions")).toEqual([]);
  });

  it("purges on the day the clock is set back to, after it ran ahead, rather than waiting for the day it ran to", async () => {
    const asker = await insertUser(h);
    const now = h.clock.now();
    // The clock ran 30 days ahead and a purge finished on that day.
    h.clock.advance(30 * DAY_MS);
    expect(await runDailySweeps(h.ctx)).toEqual({ purges: 0 });
    // Set right again: what falls due today is purged today, and today is marked done.
    h.clock.reset();
    await insertQuestion(h, asker.id, { status: "withdrawn", closedAt: new Date(now.getTime() - 11 * DAY_MS) });
    expect(await runDailySweeps(h.ctx)).toEqual({ purges: 1 });
    expect(await ids("questions")).toEqual([]);
    expect(await runDailySweeps(h.ctx)).toEqual({});
  });

  it("counts tomorrow, marked by a process a little ahead or one that finished past midnight, as done, and keeps it", async () => {
    const asker = await insertUser(h);
    const now = h.clock.now();
    await insertQuestion(h, asker.id, { status: "withdrawn", closedAt: new Date(now.getTime() - 11 * DAY_MS) });
    const tomorrow = Math.floor(now.getTime() / DAY_MS) + 1;
    await h.ctx.database.pool.query(
      "insert into job_runs (name, slot) values ('purges', $1) on conflict (name) do update set slot = $1",
      [tomorrow],
    );
    expect(await runDailySweeps(h.ctx)).toEqual({});
    expect((await ids("questions")).length).toBe(1);
    // A day later by this clock it runs, and the mark does not go back.
    h.clock.advance(DAY_MS);
    expect(await runDailySweeps(h.ctx)).toEqual({});
    h.clock.advance(DAY_MS);
    expect(await runDailySweeps(h.ctx)).toEqual({ purges: 1 });
    const { rows } = await h.ctx.database.pool.query("select slot from job_runs where name = 'purges'");
    expect(Number(rows[0].slot)).toBe(tomorrow + 1);
  });

  it("does not mark the day done when another process held the purge, so the rest is purged at the next interval", async () => {
    const asker = await insertUser(h);
    const now = h.clock.now();
    await insertQuestion(h, asker.id, { status: "withdrawn", closedAt: new Date(now.getTime() - 11 * DAY_MS) });
    // Another process in the middle of a purge chunk: it holds the purge's lock.
    const other = await h.ctx.database.pool.connect();
    try {
      await other.query("begin");
      const held = await other.query<{ got: boolean }>(
        "select pg_try_advisory_xact_lock($1, $2) as got",
        sweepLockKeys("purges"),
      );
      expect(held.rows[0]?.got).toBe(true);
      expect(await runDailySweeps(h.ctx)).toEqual({ purges: 0 });
      // That process stops before finishing (its transaction ends, nothing marked): the next interval purges.
      await other.query("rollback");
    } finally {
      other.release();
    }
    expect(await runDailySweeps(h.ctx)).toEqual({ purges: 1 });
    expect(await ids("questions")).toEqual([]);
  });

  it("what the service does by itself has no actor: a hold running out, an expiry, a close, a purge", async () => {
    const admin = await signedInAdmin(h);
    const asker = await signedIn(h);
    const lawyer = await signedInAttorney(h);
    const s = asker.user.id;
    const now = h.clock.now();
    const held = await insertQuestion(h, s, {
      status: "claimed",
      claimedBy: lawyer.user.id,
      claimedAt: new Date(now.getTime() - 4 * DAY_MS),
      claimExpiresAt: new Date(now.getTime() - DAY_MS),
    });
    const old = await insertQuestion(h, s, { createdAt: new Date(now.getTime() - 31 * DAY_MS) });
    const quiet = await insertQuestion(h, s, {
      status: "answered",
      claimedBy: lawyer.user.id,
      claimedAt: new Date(now.getTime() - 40 * DAY_MS),
      answeredAt: new Date(now.getTime() - 40 * DAY_MS),
    });
    const ancient = await insertQuestion(h, s, {
      status: "withdrawn",
      closedAt: new Date(now.getTime() - 366 * DAY_MS),
    });
    await runAllSweeps(h.ctx);
    await runDailySweeps(h.ctx);
    const res = await admin.agent.get("/api/admin/audit");
    const log = (res.body as AuditEventDto[])
      .reverse()
      .map((e) => [e.action, e.actorId, e.questionId, e.subjectUserId]);
    expect(log).toEqual([
      ["question.released", null, held.id, s],
      ["question.expired", null, old.id, s],
      ["question.closed", null, quiet.id, s],
      ["question.purged", null, ancient.id, s],
    ]);
  });

  it("purges more than a chunk of each kind, each chunk found by index in the order things ended, not by reading the table", async () => {
    const asker = await insertUser(h);
    const lawyer = await insertUser(h);
    const now = h.clock.now();
    const pool = h.ctx.database.pool;
    // Many questions not due (waiting, or finished within RETENTION_DAYS), then more than a chunk (500) of each kind
    // that is: finished 11 days ago, and answered conversations quiet for 11 days.
    const plant = (n: number, status: string, columns: string, values: string, at: Date) =>
      pool.query(
        `insert into questions (user_id, title, content, status, ${columns})
         select p.asker, 'Planted ' || g, 'A planted question.', '${status}', ${values}
         from (select $1::uuid as asker, $2::uuid as lawyer, $3::timestamptz as at) p, generate_series(1, $4::int) g`,
        [asker.id, lawyer.id, at, n],
      );
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const finished = "claimed_by, claimed_at, answered_at, closed_at";
    const answered = "claimed_by, claimed_at, answered_at, last_activity_at";
    await plant(6_000, "pending", "created_at", "at", ago(1));
    await plant(1_000, "closed", finished, "lawyer, at, at, at", ago(9));
    await plant(1_000, "answered", answered, "lawyer, at, at, at", ago(9));
    await plant(600, "closed", finished, "lawyer, at, at, at", ago(11));
    await plant(600, "answered", answered, "lawyer, at, at, at", ago(11));
    await pool.query("analyze questions");

    const chunk = sweepChunkStatement(h.ctx, "purges", now);
    const plan = await explainNodes(pool, chunk.sql, chunk.params);
    expect(plan.filter((n) => n["Node Type"] === "Seq Scan" && n["Relation Name"] === "questions")).toEqual([]);
    expect(plan.map((n) => n["Index Name"])).toEqual(
      expect.arrayContaining(["questions_finished_idx", "questions_answered_activity_idx"]),
    );

    expect(await runDailySweeps(h.ctx)).toEqual({ purges: 1_200 });
    const { rows: left } = await pool.query<{ status: string; n: number }>(
      "select status, count(*)::int as n from questions group by status order by status",
    );
    expect(left).toEqual([
      { status: "answered", n: 1_000 },
      { status: "closed", n: 1_000 },
      { status: "pending", n: 6_000 },
    ]);
  });
});
