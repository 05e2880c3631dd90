import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attorneys, users } from "@shared/schema";
import { buildAttorney, buildUser, insertQuestion, insertUser } from "../../../tests/setup/factories";
import { deliverQueued } from "../../../tests/setup/mail-worker";
import { useTestApp } from "../../../tests/setup/test-app";
import { withTransaction } from "../../db";
import { runNotices } from "./notices";

// docs/decisions/030: notices of new questions are the least urgent mail. This app only queues (MAIL_WORKER=off), so
// the order in which a worker started afterwards takes the mail is the order of the queue alone.
const h = useTestApp({ MAIL_WORKER: "off" });
const MIN_MS = 60 * 1000;
const VOLUNTEERS = 200;

/** `count` approved attorneys on instant notices, their period begun now; returns their rows. */
async function instantVolunteers(count: number) {
  const periodStart = h.clock.now();
  const accounts = await h.ctx.database.db
    .insert(users)
    .values(Array.from({ length: count }, () => buildUser()))
    .returning();
  return h.ctx.database.db
    .insert(attorneys)
    .values(
      accounts.map((u) =>
        buildAttorney({
          userId: u.id,
          email: u.email,
          isApproved: true,
          approvedAt: periodStart,
          notifyFrequency: "instant",
          notifyPeriodStart: periodStart,
        }),
      ),
    )
    .returning();
}

describe("notices of new questions in the mail queue", () => {
  it("go after a password reset and a sweep's notice queued after them", async () => {
    await instantVolunteers(VOLUNTEERS);
    // A question that names no state is open to every approved attorney.
    await insertQuestion(h, (await insertUser(h)).id, { state: null });
    h.clock.advance(MIN_MS);
    expect(await runNotices(h.ctx)).toBe(VOLUNTEERS);

    // Queued after the notices: a sweep's notice to many, then the reset a person waits for.
    await withTransaction(h.ctx.database, (tx) =>
      h.ctx.mailer.sendMany([{ to: "swept@example.com", subject: "An update", text: "Hello" }], tx),
    );
    const waiting = await insertUser(h, { email: "waiting@example.com" });
    expect((await h.agent().post("/api/auth/forgot-password").send({ email: waiting.email })).status).toBe(200);

    const delivered = await deliverQueued(h, VOLUNTEERS + 2);
    expect(delivered).toHaveLength(VOLUNTEERS + 2);
    expect(delivered.map((m) => m.to).slice(0, 2)).toEqual(["waiting@example.com", "swept@example.com"]);
    expect(delivered.slice(2).every((m) => m.subject === "Questions are waiting for a volunteer")).toBe(true);
    expect(new Set(delivered.slice(2).map((m) => m.to)).size).toBe(VOLUNTEERS);
  });

  it("are not sent to an attorney whose approval ended, or who turned them off, after they were queued", async () => {
    const volunteers = await instantVolunteers(3);
    await insertQuestion(h, (await insertUser(h)).id, { state: null });
    h.clock.advance(MIN_MS);
    expect(await runNotices(h.ctx)).toBe(3);
    const [revoked, unsubscribed, still] = volunteers.map((v) => v.id);
    await h.ctx.database.db
      .update(attorneys)
      .set({ isApproved: false, revokedAt: h.clock.now() })
      .where(eq(attorneys.id, revoked!));
    await h.ctx.database.db.update(attorneys).set({ notifyFrequency: "off" }).where(eq(attorneys.id, unsubscribed!));

    const delivered = await deliverQueued(h, 1);
    expect(delivered.map((m) => m.to)).toEqual([volunteers.find((v) => v.id === still)!.email]);
  });
});
