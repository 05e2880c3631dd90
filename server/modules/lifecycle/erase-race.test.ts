import { describe, expect, it } from "vitest";
import { insertQuestion, signedIn, TEST_PASSWORD } from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";
import { withTransaction } from "../../db";
import { sweepChunkStatement } from "./sweeps";

// docs/decisions/022: an erased account is sent nothing more, even by a timed sweep that was at work on one of its
// questions while the erasure ran. No worker here, so what was queued stays where the test can see it.
const h = useTestApp({ MAIL_WORKER: "off" });
const DAY_MS = 24 * 60 * 60 * 1000;

const mailTo = async (email: string) =>
  (
    await h.ctx.database.pool.query<{ n: number }>(
      "select count(*)::int as n from pgboss.job where name like 'mail%' and data::text like $1",
      [`%${email}%`],
    )
  ).rows[0]?.n;

/** Backends of this test's database waiting for a row another transaction holds. */
const waitingForALock = async () =>
  (
    await h.ctx.database.pool.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    )
  ).rows[0]?.n;

describe("erasing an account while a sweep is at work on its question", () => {
  it("takes back the e-mail the sweep queued to the account", async () => {
    const asker = await signedIn(h, { termsAcceptedAt: new Date() });
    await insertQuestion(h, asker.user.id, { createdAt: new Date(h.clock.now().getTime() - 40 * DAY_MS) });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    // The expiry sweep's own chunk statement takes the question and its asker's address; its e-mail is queued in
    // the same transaction, which stays open until the erasure is waiting for the question.
    const sweep = withTransaction(h.ctx.database, async (tx) => {
      const chunk = sweepChunkStatement(h.ctx, "expiries", h.clock.now());
      const { rows } = await tx.client.query<{ email: string }>(chunk.sql, chunk.params);
      await h.ctx.mailer.sendMany(
        rows.map((r) => ({ to: r.email, subject: "About your question", text: "It has closed." })),
        tx,
      );
      holding();
      await gate;
      return rows.length;
    });
    await held;
    const erasure = asker.agent
      .delete("/api/account")
      .send({ password: TEST_PASSWORD })
      .then((res) => res.status);
    await expect.poll(waitingForALock, { timeout: 10_000 }).toBe(1);
    release();
    expect(await sweep).toBe(1);
    expect(await erasure).toBe(200);
    expect(await mailTo(asker.user.email)).toBe(0);
  });
});
