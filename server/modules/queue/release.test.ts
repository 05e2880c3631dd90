import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { questionReleases, questions } from "@shared/schema";
import { insertQuestion, signedIn, signedInAdmin, signedInAttorney } from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";
import { onlyRow } from "../../db/rows";
import { insertAsker, QUEUE_TEST_ENV } from "./queue.test-helpers";

// docs/decisions/020: a claim can be given back; the question keeps its place.
const h = useTestApp(QUEUE_TEST_ENV);

const row = async (id: number) =>
  onlyRow(await h.ctx.database.db.select().from(questions).where(eq(questions.id, id)), `question ${id}`);
const ids = (body: { id: number }[]) => body.map((q) => q.id);

async function claimedSetup() {
  const asker = await insertAsker(h);
  const older = await insertQuestion(h, asker.id);
  const q = await insertQuestion(h, asker.id);
  const newer = await insertQuestion(h, asker.id);
  const claimer = await signedInAttorney(h);
  expect((await claimer.agent.post(`/api/questions/${q.id}/claim`)).status).toBe(200);
  return { asker, older, q, newer, claimer };
}

describe("POST /api/questions/:id/release", () => {
  it("gives the claim back: pending at its old place for others, gone from the releaser's queue and claims", async () => {
    const { older, q, newer, claimer } = await claimedSetup();
    const res = await claimer.agent.post(`/api/questions/${q.id}/release`).send({ reason: "  Out sick this week " });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: q.id, status: "pending", claimedAt: null });
    expect(await row(q.id)).toMatchObject({ status: "pending", claimedBy: null, claimedAt: null });
    const [release] = await h.ctx.database.db
      .select()
      .from(questionReleases)
      .where(eq(questionReleases.questionId, q.id));
    expect(release).toMatchObject({ userId: claimer.user.id, byAdmin: false, reason: "Out sick this week" });

    const other = await signedInAttorney(h);
    expect(ids((await other.agent.get("/api/questions/queue")).body)).toEqual([older.id, q.id, newer.id]);
    expect(ids((await claimer.agent.get("/api/questions/queue")).body)).toEqual([older.id, newer.id]);
    expect((await claimer.agent.get("/api/attorney/claimed-questions")).body).toEqual([]);
    // Another attorney can claim it now.
    expect((await other.agent.post(`/api/questions/${q.id}/claim`)).status).toBe(200);
  });

  it("takes no reason at all, and refuses one over 500 characters, changing nothing", async () => {
    const { q, claimer } = await claimedSetup();
    const long = await claimer.agent.post(`/api/questions/${q.id}/release`).send({ reason: "x".repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([
      { path: "reason", message: "Please keep the reason to 500 characters or fewer" },
    ]);
    expect((await row(q.id)).status).toBe("claimed");
    expect((await claimer.agent.post(`/api/questions/${q.id}/release`)).status).toBe(200);
  });

  it("answers 404 to another attorney (they cannot see the claim), 403 to the asker, 409 when not claimed", async () => {
    const { q, claimer } = await claimedSetup();
    const other = await signedInAttorney(h);
    expect((await other.agent.post(`/api/questions/${q.id}/release`)).status).toBe(404);
    const asker = await signedIn(h);
    await h.ctx.database.db.update(questions).set({ userId: asker.user.id }).where(eq(questions.id, q.id));
    expect((await asker.agent.post(`/api/questions/${q.id}/release`)).status).toBe(403);
    expect((await row(q.id)).status).toBe("claimed");

    expect((await claimer.agent.post(`/api/questions/${q.id}/release`)).status).toBe(200);
    // Given back, it is out of the former claimer's reach (docs/decisions/027): the same 404 as a missing question.
    const again = await claimer.agent.post(`/api/questions/${q.id}/release`);
    expect(again.status).toBe(404);
    expect((await claimer.agent.post("/api/questions/999999/release")).body).toEqual(again.body);
    // Another attorney of its state sees it pending and may not release it: 409, nothing is claimed.
    const notClaimed = await other.agent.post(`/api/questions/${q.id}/release`);
    expect(notClaimed.status).toBe(409);
    expect(notClaimed.body.message).toBe("This question is not claimed, so there is nothing to release");
  });

  it("lets exactly one of a release and an answer win when they race", async () => {
    for (let i = 0; i < 5; i++) {
      const { q, claimer } = await claimedSetup();
      const [released, answered] = await Promise.all([
        claimer.agent.post(`/api/questions/${q.id}/release`),
        claimer.agent.post(`/api/questions/${q.id}/answer`).send({
          content:
            "In most states a landlord must return the deposit within a set number of days, with an itemised list.",
          includeDisclaimer: true,
        }),
      ]);
      const after = await row(q.id);
      if (released.status === 200) {
        // Given back, the question is out of their reach: the answer is refused as for a missing question.
        expect(answered.status).toBe(404);
        expect(after.status).toBe("pending");
      } else {
        expect(released.status).toBe(409);
        expect(answered.status).toBe(201);
        expect(after.status).toBe("answered");
      }
    }
  });
});

describe("POST /api/admin/questions/:id/release", () => {
  it("ends any claim and tells the attorney by e-mail without the question's text", async () => {
    const { q, claimer } = await claimedSetup();
    const admin = await signedInAdmin(h);
    const res = await admin.agent.post(`/api/admin/questions/${q.id}/release`).send({ reason: "No reply in a week" });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("pending");
    const [release] = await h.ctx.database.db
      .select()
      .from(questionReleases)
      .where(eq(questionReleases.questionId, q.id));
    expect(release).toMatchObject({ userId: claimer.user.id, byAdmin: true });
    const mail = (await h.mails()).find((m) => m.to === claimer.user.email);
    expect(mail?.subject).toBe("A question you claimed is back in the queue");
    expect(mail?.text).not.toContain(q.title);

    expect((await admin.agent.post(`/api/admin/questions/${q.id}/release`)).status).toBe(409);
    expect((await admin.agent.post("/api/admin/questions/999999/release")).status).toBe(404);
    expect((await claimer.agent.post(`/api/admin/questions/${q.id}/release`)).status).toBe(403);
  });
});
