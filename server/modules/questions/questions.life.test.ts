import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { questions } from "@shared/schema";
import { insertQuestion, signedIn, signedInAdmin, signedInAttorney } from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";
import { onlyRow } from "../../db/rows";
import { markAnswered, markClaimed } from "./questions.test-helpers";

// docs/decisions/020: the asker may withdraw a pending or claimed question and close an answered one.
const h = useTestApp();

const row = async (id: number) =>
  onlyRow(await h.ctx.database.db.select().from(questions).where(eq(questions.id, id)), `question ${id}`);

describe("POST /api/questions/:id/withdraw", () => {
  it("withdraws a pending question: gone from the queue, shown to the asker as withdrawn", async () => {
    const asker = await signedIn(h);
    const q = await insertQuestion(h, asker.user.id);
    const res = await asker.agent.post(`/api/questions/${q.id}/withdraw`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: q.id, status: "withdrawn" });
    const attorney = await signedInAttorney(h);
    expect((await attorney.agent.get("/api/questions/queue")).body).toEqual([]);
    expect((await asker.agent.get(`/api/questions/${q.id}`)).body).toMatchObject({
      status: "withdrawn",
      isYours: true,
    });
  });

  it("ends a claim on it and tells the attorney, without the question's text", async () => {
    const asker = await signedIn(h);
    const q = await insertQuestion(h, asker.user.id);
    const claimer = await signedInAttorney(h);
    await markClaimed(h, q.id, claimer.user.id);
    expect((await asker.agent.post(`/api/questions/${q.id}/withdraw`)).status).toBe(200);
    expect(await row(q.id)).toMatchObject({ status: "withdrawn", claimedBy: null, claimedAt: null });
    expect((await claimer.agent.get("/api/attorney/claimed-questions")).body).toEqual([]);
    const mail = (await h.mails()).find((m) => m.to === claimer.user.email);
    expect(mail?.subject).toBe("A question you claimed was withdrawn");
    expect(mail?.text).not.toContain(q.title);
    // The attorney can no longer answer or follow up: the question is not theirs to see any more.
    const answer = await claimer.agent.post(`/api/questions/${q.id}/answer`).send({
      content: "In most states a landlord must return the deposit within a set number of days, with a list.",
      includeDisclaimer: true,
    });
    expect(answer.status).toBe(404);
    expect(
      (await asker.agent.post("/api/followups").send({ questionId: q.id, content: "One more thing?" })).status,
    ).toBe(409);
  });

  it("refuses someone else's question (404, or 403 to one who may see it) and an answered one (409), changing nothing", async () => {
    const asker = await signedIn(h);
    const q = await insertQuestion(h, asker.user.id);
    const stranger = await signedIn(h);
    expect((await stranger.agent.post(`/api/questions/${q.id}/withdraw`)).status).toBe(404);
    const admin = await signedInAdmin(h);
    const byAdmin = await admin.agent.post(`/api/questions/${q.id}/withdraw`);
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.message).toBe("Only the person who asked this question can do that");
    expect((await row(q.id)).status).toBe("pending");

    const answered = await insertQuestion(h, asker.user.id);
    const claimer = await signedInAttorney(h);
    await markClaimed(h, answered.id, claimer.user.id);
    await markAnswered(h, answered.id, claimer.user.id);
    const res = await asker.agent.post(`/api/questions/${answered.id}/withdraw`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Only a question that is waiting or being reviewed can be withdrawn");
    expect((await row(answered.id)).status).toBe("answered");
  });
});

describe("POST /api/questions/:id/close", () => {
  it("closes an answered question; it then takes no follow-ups", async () => {
    const asker = await signedIn(h);
    const q = await insertQuestion(h, asker.user.id);
    const claimer = await signedInAttorney(h);
    await markClaimed(h, q.id, claimer.user.id);
    await markAnswered(h, q.id, claimer.user.id);
    const res = await asker.agent.post(`/api/questions/${q.id}/close`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("closed");
    const followUp = await asker.agent.post("/api/followups").send({ questionId: q.id, content: "And another thing?" });
    expect(followUp.status).toBe(409);
    expect(followUp.body.message).toBe("This question is closed, so it takes no more follow-ups");
    // The claiming attorney still sees it among their claims, as closed.
    const claims = (await claimer.agent.get("/api/attorney/claimed-questions")).body as {
      id: number;
      status: string;
    }[];
    expect(claims.find((c) => c.id === q.id)?.status).toBe("closed");
  });

  it("refuses to close a pending question (409) and someone else's (404), changing nothing", async () => {
    const asker = await signedIn(h);
    const q = await insertQuestion(h, asker.user.id);
    const res = await asker.agent.post(`/api/questions/${q.id}/close`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Only an answered question can be closed");
    expect((await (await signedIn(h)).agent.post(`/api/questions/${q.id}/close`)).status).toBe(404);
    expect((await row(q.id)).status).toBe("pending");
  });
});

describe("withdraw and close, signed out", () => {
  it.each(["withdraw", "close"])(
    "answer 401 to %s before looking at the id, as every signed-in call does",
    async (move) => {
      for (const id of ["abc", "1"]) {
        const res = await h.agent().post(`/api/questions/${id}/${move}`);
        expect(res.status, id).toBe(401);
        expect(res.body).toEqual({ message: "Unauthorized" });
      }
    },
  );
});
