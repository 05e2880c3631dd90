import { and, eq } from "drizzle-orm";
import type { Pool } from "pg";
import { describe, expect, it } from "vitest";
import { questionReleases, questions } from "@shared/schema";
import { insertQuestion, insertUser, signedIn, signedInAttorney } from "../../../tests/setup/factories";
import { linkIn } from "../../../tests/setup/outbox";
import { useTestApp } from "../../../tests/setup/test-app";
import { createDatabase } from "../../db";
import { onlyRow } from "../../db/rows";
import { HOLD_RAN_OUT } from "@shared/api/messages";
import { NATIONAL_RESOURCES, STATE_RESOURCES } from "../../db/legal-aid-seed";
import { runAllSweeps, runSweep } from "./sweeps";

// docs/decisions/020: nobody waits forever. Short periods (fractions work) keep sessions alive across them.
const HOUR_MS = 60 * 60 * 1000;
const HOLD_MS = 6 * HOUR_MS;
const UNANSWERED_MS = 2 * 24 * HOUR_MS;
const AUTO_CLOSE_MS = 3 * 24 * HOUR_MS;
const h = useTestApp({ CLAIM_HOLD_HOURS: "6", UNANSWERED_DAYS: "2", AUTO_CLOSE_DAYS: "3" });

const row = async (id: number) =>
  onlyRow(await h.ctx.database.db.select().from(questions).where(eq(questions.id, id)), `question ${id}`);
const mailsTo = async (to: string) => (await h.mails()).filter((m) => m.to === to);
const answer = {
  content: `You can ask the landlord in writing for the deposit back. ${"a".repeat(40)}`,
  includeDisclaimer: true,
};

async function claimed() {
  const asker = await signedIn(h, { termsAcceptedAt: new Date() });
  const q = await insertQuestion(h, asker.user.id);
  const lawyer = await signedInAttorney(h);
  const res = await lawyer.agent.post(`/api/questions/${q.id}/claim`);
  expect(res.status).toBe(200);
  return { asker, q, lawyer, claim: res.body as { claimedAt: string; claimExpiresAt: string } };
}

describe("the claim hold (CLAIM_HOLD_HOURS)", () => {
  it("ends CLAIM_HOLD_HOURS after the claim; the claimer and admins see when, the asker does not", async () => {
    const { asker, q, lawyer, claim } = await claimed();
    expect(Date.parse(claim.claimExpiresAt) - Date.parse(claim.claimedAt)).toBe(HOLD_MS);
    const [item] = (await lawyer.agent.get("/api/attorney/claimed-questions")).body;
    expect(item.claimExpiresAt).toBe(claim.claimExpiresAt);
    expect((await lawyer.agent.get(`/api/questions/${q.id}`)).body.claimExpiresAt).toBe(claim.claimExpiresAt);
    expect((await asker.agent.get(`/api/questions/${q.id}`)).body.claimExpiresAt).toBeNull();
    // Answered: the hold is over, and the claimed list says so.
    expect((await lawyer.agent.post(`/api/questions/${q.id}/answer`).send(answer)).status).toBe(201);
    const [done] = (await lawyer.agent.get("/api/attorney/claimed-questions")).body;
    expect(done).toMatchObject({ status: "answered", claimExpiresAt: null });
  });

  it("reminds the attorney once at two thirds of the hold, and not before", async () => {
    const { lawyer } = await claimed();
    h.clock.advance(HOLD_MS * 0.6);
    expect((await runAllSweeps(h.ctx)).holdReminders).toBe(0);
    h.clock.advance(HOLD_MS * 0.1);
    expect((await runAllSweeps(h.ctx)).holdReminders).toBe(1);
    expect((await runAllSweeps(h.ctx)).holdReminders).toBe(0);
    const mails = await mailsTo(lawyer.user.email);
    expect(mails.map((m) => m.subject)).toEqual(["A question you claimed is waiting for your answer"]);
    expect(mails[0]!.text).toContain("ends in about 2 hours");
    expect(linkIn(mails[0]!)).toBe("http://localhost:5000/attorney/claimed-questions");
  });

  it("when it runs out, the question goes back to the queue by itself and the attorney is told", async () => {
    const { q, lawyer } = await claimed();
    h.clock.advance(HOLD_MS + 1000);
    expect(await runAllSweeps(h.ctx)).toMatchObject({ holdReleases: 1, holdReminders: 0 });
    expect(await row(q.id)).toMatchObject({
      status: "pending",
      claimedBy: null,
      claimedAt: null,
      claimExpiresAt: null,
      claimRemindedAt: null,
    });
    const [release] = await h.ctx.database.db
      .select()
      .from(questionReleases)
      .where(eq(questionReleases.questionId, q.id));
    expect(release).toMatchObject({ userId: lawyer.user.id, holdRanOut: true, byAdmin: false });
    expect((await mailsTo(lawyer.user.email)).map((m) => m.subject)).toEqual(["Your hold on a question has ended"]);
    // Still open: the same attorney may claim it again (a hold that ran out hides nothing), or anyone else.
    const mine = (await lawyer.agent.get("/api/questions/queue")).body as { id: number }[];
    expect(mine.map((x) => x.id)).toEqual([q.id]);
    expect((await lawyer.agent.get(`/api/questions/${q.id}`)).body).toMatchObject({ status: "pending", followUps: [] });
    expect((await lawyer.agent.post(`/api/questions/${q.id}/claim`)).status).toBe(200);
    // A second run finds nothing more to do.
    expect(Object.values(await runAllSweeps(h.ctx))).toEqual([0, 0, 0, 0]);
  });

  it("lets Postgres cache the plans of its row checks within its own transaction, and nowhere else", async () => {
    // The app plans each statement with its values (server/db/index.ts); inside a sweep's chunk, the foreign-key
    // checks Postgres runs for every row use cached plans instead (docs/performance.md, "Timed sweeps").
    await claimed();
    h.clock.advance(HOLD_MS + 1000);
    const mode = async (client: Pick<Pool, "query">) =>
      (await client.query<{ mode: string }>("select current_setting('plan_cache_mode') as mode")).rows[0]!.mode;
    const seen: string[] = [];
    const mailer: typeof h.ctx.mailer = {
      ...h.ctx.mailer,
      async sendMany(messages, tx) {
        seen.push(await mode(tx.client));
        await h.ctx.mailer.sendMany(messages, tx);
      },
    };
    // One connection, so the statement after the sweep runs where the chunk ran.
    const database = createDatabase(h.databaseUrl, undefined, 1);
    try {
      expect(await runSweep({ ...h.ctx, database, mailer }, "holdReleases")).toBe(1);
      expect(seen).toEqual(["auto"]);
      // That connection is back on the app's own setting once the chunk's transaction has ended.
      expect(await mode(database.pool)).toBe("force_custom_plan");
    } finally {
      await database.close();
    }
  });

  it("refuses an answer after the hold, before and after the sweep, and changes nothing", async () => {
    const { q, lawyer } = await claimed();
    h.clock.advance(HOLD_MS + 1000);
    const early = await lawyer.agent.post(`/api/questions/${q.id}/answer`).send(answer);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(HOLD_RAN_OUT);
    expect(await row(q.id)).toMatchObject({ status: "claimed", answeredAt: null });
    await runAllSweeps(h.ctx);
    const late = await lawyer.agent.post(`/api/questions/${q.id}/answer`).send(answer);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(HOLD_RAN_OUT);
    // Someone else claimed it meanwhile: the first attorney is still told that their hold ran out.
    const other = await signedInAttorney(h);
    expect((await other.agent.post(`/api/questions/${q.id}/claim`)).status).toBe(200);
    expect((await lawyer.agent.post(`/api/questions/${q.id}/answer`).send(answer)).body.message).toBe(HOLD_RAN_OUT);
    expect(await row(q.id)).toMatchObject({ status: "claimed", claimedBy: other.user.id, answeredAt: null });
  });
});

describe("a question nobody answered (UNANSWERED_DAYS)", () => {
  it("expires, the asker is told by e-mail, and the page lists their state's legal aid, then national ones", async () => {
    const asker = await signedIn(h);
    const q = await insertQuestion(h, asker.user.id, { state: "TN" });
    const young = await insertQuestion(h, asker.user.id, { createdAt: new Date(Date.now() + HOUR_MS) });
    h.clock.advance(UNANSWERED_MS + 1000);
    expect((await runAllSweeps(h.ctx)).expiries).toBe(1);
    expect(await row(q.id)).toMatchObject({ status: "expired", closedAt: expect.any(Date) });
    expect((await row(young.id)).status).toBe("pending");

    const mails = await mailsTo(asker.user.email);
    expect(mails.map((m) => m.subject)).toEqual(["An update from ClearCounsel"]);
    expect(linkIn(mails[0]!)).toBe(`http://localhost:5000/question/${q.id}`);

    const detail = (await asker.agent.get(`/api/questions/${q.id}`)).body;
    expect(detail.status).toBe("expired");
    expect(detail.resources).toEqual([STATE_RESOURCES.TN, ...NATIONAL_RESOURCES]);
    // A pending question's page has no resources field.
    expect((await asker.agent.get(`/api/questions/${young.id}`)).body.resources).toBeUndefined();
  });

  it("lists the national resources alone for a question without a state or in a state with none seeded", async () => {
    const asker = await signedIn(h);
    const none = await insertQuestion(h, asker.user.id);
    const sd = await insertQuestion(h, asker.user.id, { state: "SD" });
    h.clock.advance(UNANSWERED_MS + 1000);
    await runAllSweeps(h.ctx);
    expect((await asker.agent.get(`/api/questions/${none.id}`)).body.resources).toEqual(NATIONAL_RESOURCES);
    expect((await asker.agent.get(`/api/questions/${sd.id}`)).body.resources).toEqual(NATIONAL_RESOURCES);
  });

  it("is closed to claims and follow-ups once expired", async () => {
    const asker = await signedIn(h);
    const q = await insertQuestion(h, asker.user.id);
    h.clock.advance(UNANSWERED_MS + 1000);
    await runAllSweeps(h.ctx);
    const lawyer = await signedInAttorney(h);
    const claim = await lawyer.agent.post(`/api/questions/${q.id}/claim`);
    expect(claim.status).toBe(409);
    expect(claim.body.message).toBe("This question is no longer waiting, so it can no longer be claimed");
    expect((await asker.agent.post("/api/followups").send({ questionId: q.id, content: "Anyone there?" })).status).toBe(
      409,
    );
    expect((await asker.agent.post(`/api/questions/${q.id}/withdraw`)).status).toBe(409);
  });

  it("counts from when it was asked: a claim that ran out late does not keep it open", async () => {
    const { q, asker } = await claimed();
    h.clock.advance(UNANSWERED_MS + 1000);
    expect(await runAllSweeps(h.ctx)).toMatchObject({ holdReleases: 1, expiries: 1 });
    expect((await row(q.id)).status).toBe("expired");
    expect((await mailsTo(asker.user.email)).map((m) => m.subject)).toEqual(["An update from ClearCounsel"]);
  });
});

describe("an answered conversation left quiet (AUTO_CLOSE_DAYS)", () => {
  it("closes AUTO_CLOSE_DAYS after its last message; a follow-up starts the wait again", async () => {
    const { asker, q, lawyer } = await claimed();
    expect((await lawyer.agent.post(`/api/questions/${q.id}/answer`).send(answer)).status).toBe(201);
    h.clock.advance(AUTO_CLOSE_MS - HOUR_MS);
    expect((await runAllSweeps(h.ctx)).autoCloses).toBe(0);
    expect(
      (await asker.agent.post("/api/followups").send({ questionId: q.id, content: "One more thing." })).status,
    ).toBe(201);
    h.clock.advance(2 * HOUR_MS);
    expect((await runAllSweeps(h.ctx)).autoCloses).toBe(0);
    expect((await row(q.id)).status).toBe("answered");
    h.clock.advance(AUTO_CLOSE_MS);
    expect((await runAllSweeps(h.ctx)).autoCloses).toBe(1);
    expect(await row(q.id)).toMatchObject({ status: "closed", closedAt: expect.any(Date) });
    expect((await mailsTo(asker.user.email)).map((m) => m.subject)).toContain(
      "A conversation on ClearCounsel has closed",
    );
  });
});

describe("the sweeps race nothing", () => {
  it("an answer racing the hold's end: exactly one wins, every time", async () => {
    for (let round = 0; round < 12; round++) {
      const { q, lawyer } = await claimed();
      const expiry = new Date(Date.parse((await row(q.id)).claimExpiresAt!.toISOString()) + 1);
      // The answer comes in just before the end (by the app's clock); the sweep runs as if just after it.
      const [answered, released] = await Promise.all([
        lawyer.agent.post(`/api/questions/${q.id}/answer`).send(answer),
        runSweep(h.ctx, "holdReleases", expiry),
      ]);
      const after = await row(q.id);
      const releases = await h.ctx.database.db
        .select()
        .from(questionReleases)
        .where(and(eq(questionReleases.questionId, q.id), eq(questionReleases.holdRanOut, true)));
      if (answered.status === 201) {
        expect(released).toBe(0);
        expect(after.status).toBe("answered");
        expect(releases).toHaveLength(0);
      } else {
        expect(answered.status).toBe(409);
        expect(released).toBe(1);
        expect(after).toMatchObject({ status: "pending", answeredAt: null });
        expect(releases).toHaveLength(1);
      }
    }
  });

  it("a claim racing the question's expiry: exactly one wins, every time", async () => {
    const asker = await insertUser(h);
    const lawyer = await signedInAttorney(h);
    for (let round = 0; round < 12; round++) {
      const q = await insertQuestion(h, asker.id);
      const due = new Date(Date.now() + UNANSWERED_MS + 1000);
      const [claim, expired] = await Promise.all([
        lawyer.agent.post(`/api/questions/${q.id}/claim`),
        runSweep(h.ctx, "expiries", due),
      ]);
      const after = await row(q.id);
      if (claim.status === 200) {
        expect(expired).toBe(0);
        expect(after).toMatchObject({ status: "claimed", claimedBy: lawyer.user.id });
      } else {
        expect(claim.status).toBe(409);
        expect(expired).toBe(1);
        expect(after).toMatchObject({ status: "expired", claimedBy: null });
      }
    }
  });

  it("two processes sweeping at once change each question once and send each e-mail once", async () => {
    const asker = await insertUser(h);
    const many = await Promise.all(Array.from({ length: 30 }, () => insertQuestion(h, asker.id)));
    const due = new Date(Date.now() + UNANSWERED_MS + 1000);
    const counts = await Promise.all([runSweep(h.ctx, "expiries", due), runSweep(h.ctx, "expiries", due)]);
    // The second either found the work taken (its lock was busy) or nothing left; together they did it once.
    expect(counts[0] + counts[1]).toBe(many.length);
    expect(await runSweep(h.ctx, "expiries", due)).toBe(0);
    expect(await mailsTo(asker.email)).toHaveLength(many.length);
  });
});
