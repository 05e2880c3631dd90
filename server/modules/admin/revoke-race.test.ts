import { eq } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { questions } from "@shared/schema";
import { insertQuestion, insertUser, signedInAdmin, signedInAttorney } from "../../../tests/setup/factories";
import { someoneWaitsForALock } from "../../../tests/setup/locks";
import { useTestApp } from "../../../tests/setup/test-app";
import { withTransaction } from "../../db";
import { claimQuestion } from "../queue/queue.repo";

// A revocation gives back every claim of the attorney's (docs/decisions/016), including one under way as it happens:
// a claim and a revocation take turns on the attorney's row (queue.repo.ts, approvedNow).
const h = useTestApp();

const claimOf = async (id: number) =>
  (await h.ctx.database.db.select().from(questions).where(eq(questions.id, id)))[0]!;

describe("a claim and a revocation at the same time", () => {
  it("a claim made while the revocation is under way waits for it, then is refused: the question stays in the queue", async () => {
    const attorney = await signedInAttorney(h);
    const q = await insertQuestion(h, (await insertUser(h)).id, { state: "TN" });
    // The revocation's first step, not yet committed: the approval ends (the admin's transaction holds the row).
    const admin = new pg.Client(h.databaseUrl);
    await admin.connect();
    try {
      await admin.query("begin");
      await admin.query("update attorneys set is_approved = false where user_id = $1", [attorney.user.id]);
      const claiming = attorney.agent
        .post(`/api/questions/${q.id}/claim`)
        .send({})
        .then((r) => r);
      await someoneWaitsForALock(h);
      // Its next step gives back the attorney's claims, then it commits.
      await admin.query("update questions set status = 'pending', claimed_by = null where claimed_by = $1", [
        attorney.user.id,
      ]);
      await admin.query("commit");
      const res = await claiming;
      expect(res.status).toBe(403);
      expect(await claimOf(q.id)).toMatchObject({ status: "pending", claimedBy: null });
    } finally {
      await admin.end();
    }
  });

  it("a revocation made while a claim is under way waits for it, then gives its question back", async () => {
    const attorney = await signedInAttorney(h);
    const q = await insertQuestion(h, (await insertUser(h)).id, { state: "TN" });
    const { agent } = await signedInAdmin(h);
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let claimed!: () => void;
    const made = new Promise<void>((resolve) => (claimed = resolve));
    // The claim's statement has run; its transaction has not committed yet.
    const claiming = withTransaction(h.ctx.database, async (tx) => {
      const row = await claimQuestion(tx.db, q.id, attorney.user.id, {
        confirmNoConflict: false,
        now: h.clock.now(),
        holdMs: 60_000,
      });
      claimed();
      await held;
      return row;
    });
    await made;
    const revoking = agent
      .post(`/api/admin/attorneys/${attorney.attorney.id}/revoke`)
      .send({})
      .then((r) => r);
    await someoneWaitsForALock(h);
    commit();
    expect(await claiming).toMatchObject({ id: q.id });
    expect((await revoking).status).toBe(200);
    expect(await claimOf(q.id)).toMatchObject({ status: "pending", claimedBy: null });
  });
});
