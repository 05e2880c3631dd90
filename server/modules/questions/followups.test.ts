import assert from "node:assert/strict";
import { describe, expect, it } from "vitest";
import { followUps } from "@shared/schema";
import { ANSWERER_GONE } from "@shared/api/messages";
import {
  insertQuestion,
  signedIn,
  signedInAdmin,
  signedInAttorney,
  TEST_PASSWORD,
} from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";
import { markAnswered, markClaimed } from "./questions.test-helpers";

const h = useTestApp();

const FOLLOW_UP = "What if the landlord claims there was damage?";

/** An asker with a question, claimed by an approved attorney unless told to stay pending. */
async function scenario(opts: { claimed?: boolean } = {}) {
  const asker = await signedIn(h);
  const question = await insertQuestion(h, asker.user.id);
  const claimer = await signedInAttorney(h);
  if (opts.claimed ?? true) await markClaimed(h, question.id, claimer.user.id);
  return { asker, question, claimer };
}

const storedFollowUps = () => h.ctx.database.db.select().from(followUps);

describe("POST /api/followups, who may add one", () => {
  it("answers 401 when signed out", async () => {
    const { question } = await scenario();
    const res = await h.agent().post("/api/followups").send({ questionId: question.id, content: FOLLOW_UP });
    expect(res.status).toBe(401);
    expect(await storedFollowUps()).toHaveLength(0);
  });

  it("lets the asker add one once the question is claimed, with author asker", async () => {
    const { asker, question } = await scenario();
    const res = await asker.agent.post("/api/followups").send({ questionId: question.id, content: FOLLOW_UP });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(["author", "content", "createdAt", "id"]);
    expect(res.body).toMatchObject({ content: FOLLOW_UP, author: "asker" });
    const [row] = await storedFollowUps();
    expect(row).toMatchObject({ id: res.body.id, questionId: question.id, userId: asker.user.id });
  });

  it("lets the claiming attorney add one, with author attorney and no ids in the response", async () => {
    const { asker, question, claimer } = await scenario();
    const res = await claimer.agent.post("/api/followups").send({ questionId: question.id, content: FOLLOW_UP });
    expect(res.status).toBe(201);
    expect(res.body.author).toBe("attorney");
    const text = JSON.stringify(res.body);
    for (const id of [asker.user.id, claimer.user.id]) expect(text).not.toContain(id);
  });

  it("lets the asker add one after the answer, and the detail lists it", async () => {
    const { asker, question, claimer } = await scenario();
    await markAnswered(h, question.id, claimer.user.id);
    const res = await asker.agent.post("/api/followups").send({ questionId: question.id, content: FOLLOW_UP });
    expect(res.status).toBe(201);
    const detail = await asker.agent.get(`/api/questions/${question.id}`);
    expect(detail.body.followUps).toEqual([res.body]);
  });

  it("returns 409 while the question is still pending", async () => {
    const { asker, question } = await scenario({ claimed: false });
    const res = await asker.agent.post("/api/followups").send({ questionId: question.id, content: FOLLOW_UP });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "Follow-ups can be added once an attorney has claimed the question" });
    expect(await storedFollowUps()).toHaveLength(0);
  });

  it("returns 404 to another user, the same as for a missing question", async () => {
    const { question } = await scenario();
    const other = await signedIn(h);
    const res = await other.agent.post("/api/followups").send({ questionId: question.id, content: FOLLOW_UP });
    const missing = await other.agent
      .post("/api/followups")
      .send({ questionId: question.id + 1000, content: FOLLOW_UP });
    expect(res.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(res.body).toEqual(missing.body);
    expect(await storedFollowUps()).toHaveLength(0);
  });

  it("returns 404 to another user even while the question is pending (no 409 that would reveal it)", async () => {
    const { question } = await scenario({ claimed: false });
    const other = await signedIn(h);
    const res = await other.agent.post("/api/followups").send({ questionId: question.id, content: FOLLOW_UP });
    expect(res.status).toBe(404);
  });

  it("returns 404 to an approved attorney who may view a pending question but is not part of it", async () => {
    const { question } = await scenario({ claimed: false });
    const browsing = await signedInAttorney(h);
    expect((await browsing.agent.get(`/api/questions/${question.id}`)).status).toBe(200);
    const res = await browsing.agent.post("/api/followups").send({ questionId: question.id, content: FOLLOW_UP });
    expect(res.status).toBe(404);
  });

  it("returns 404 to an approved attorney after someone else claimed the question", async () => {
    const { question } = await scenario();
    const bystander = await signedInAttorney(h);
    const res = await bystander.agent.post("/api/followups").send({ questionId: question.id, content: FOLLOW_UP });
    expect(res.status).toBe(404);
  });

  it("returns 404 to an unapproved attorney", async () => {
    const { question } = await scenario();
    const applicant = await signedInAttorney(h, { approved: false });
    const res = await applicant.agent.post("/api/followups").send({ questionId: question.id, content: FOLLOW_UP });
    expect(res.status).toBe(404);
  });

  it("returns 404 to an admin, who may read the question but is not part of the conversation", async () => {
    const { question } = await scenario();
    const admin = await signedInAdmin(h);
    expect((await admin.agent.get(`/api/questions/${question.id}`)).status).toBe(200);
    const res = await admin.agent.post("/api/followups").send({ questionId: question.id, content: FOLLOW_UP });
    expect(res.status).toBe(404);
    expect(await storedFollowUps()).toHaveLength(0);
  });

  it("records the author from the session and ignores a userId in the body", async () => {
    const { asker, question, claimer } = await scenario();
    const res = await asker.agent
      .post("/api/followups")
      .send({ questionId: question.id, content: FOLLOW_UP, userId: claimer.user.id });
    expect(res.status).toBe(201);
    expect(res.body.author).toBe("asker");
    const [row] = await storedFollowUps();
    assert(row);
    expect(row.userId).toBe(asker.user.id);
  });
});

describe("POST /api/followups, validation", () => {
  it.each([
    [{ content: "" }, "content", "Follow-up Required: Please enter your follow-up question."],
    [{ content: "    " }, "content", "Follow-up Required: Please enter your follow-up question."],
    [{ content: "Too short" }, "content", "Follow-up Too Short: Please provide more detail (at least 10 characters)."],
    [{ questionId: "abc" }, "questionId", "Invalid question"],
    [{ questionId: 0 }, "questionId", "Invalid question"],
  ])("answers 400 with the spec's message for %o", async (overrides, path, message) => {
    const { asker, question } = await scenario();
    const res = await asker.agent
      .post("/api/followups")
      .send({ questionId: question.id, content: FOLLOW_UP, ...overrides });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toContainEqual({ path, message });
    expect(await storedFollowUps()).toHaveLength(0);
  });

  it("stores the content trimmed", async () => {
    const { asker, question } = await scenario();
    const res = await asker.agent
      .post("/api/followups")
      .send({ questionId: question.id, content: `   ${FOLLOW_UP}   ` });
    expect(res.body.content).toBe(FOLLOW_UP);
  });
});

describe("conversation mail (docs/decisions/020)", () => {
  it("tells the claiming attorney of the asker's follow-up, and the asker of the attorney's, with a link and no text", async () => {
    const { asker, question, claimer } = await scenario();
    await asker.agent.post("/api/followups").send({ questionId: question.id, content: FOLLOW_UP });
    const toAttorney = (await h.mails()).filter((m) => m.to === claimer.user.email);
    expect(toAttorney.map((m) => m.subject)).toEqual(["A follow-up is waiting for you on ClearCounsel"]);
    expect(toAttorney[0]?.text).toContain(`/question/${question.id}`);
    expect(toAttorney[0]?.text).not.toContain(FOLLOW_UP);
    expect(toAttorney[0]?.text).not.toContain(question.title);

    await claimer.agent.post("/api/followups").send({ questionId: question.id, content: "Please send the lease." });
    const toAsker = (await h.mails()).filter((m) => m.to === asker.user.email);
    expect(toAsker.map((m) => m.subject)).toContain("You have a new message on ClearCounsel");
    expect(toAsker.every((m) => !m.text.includes("Please send the lease."))).toBe(true);
  });

  // docs/decisions/058: a follow-up nobody could read is refused, and the asker's page says why.
  it("refuses the asker's follow-up, and writes to nobody, once an admin has ended the answerer's approval", async () => {
    const { asker, question, claimer } = await scenario();
    await markAnswered(h, question.id, claimer.user.id);
    expect((await asker.agent.get(`/api/questions/${question.id}`)).body.answererGone).toBe(false);
    const admin = await signedInAdmin(h);
    expect((await admin.agent.post(`/api/admin/attorneys/${claimer.attorney.id}/revoke`).send({})).status).toBe(200);
    const before = (await h.mails()).filter((m) => m.to === claimer.user.email).length;
    const res = await asker.agent.post("/api/followups").send({ questionId: question.id, content: FOLLOW_UP });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: ANSWERER_GONE });
    expect(await storedFollowUps()).toHaveLength(0);
    expect((await h.mails()).filter((m) => m.to === claimer.user.email)).toHaveLength(before);
    expect((await asker.agent.get(`/api/questions/${question.id}`)).body.answererGone).toBe(true);
    // Said to its asker only: an admin reading the question is told nothing of the kind.
    expect((await admin.agent.get(`/api/questions/${question.id}`)).body.answererGone).toBe(false);
  });

  it("refuses the asker's follow-up once the attorney who answered has deleted their account", async () => {
    const { asker, question, claimer } = await scenario();
    await markAnswered(h, question.id, claimer.user.id);
    expect((await claimer.agent.delete("/api/account").send({ password: TEST_PASSWORD })).status).toBe(200);
    const res = await asker.agent.post("/api/followups").send({ questionId: question.id, content: FOLLOW_UP });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: ANSWERER_GONE });
    expect(await storedFollowUps()).toHaveLength(0);
    const detail = await asker.agent.get(`/api/questions/${question.id}`);
    expect(detail.body).toMatchObject({ status: "answered", answererGone: true });
  });

  it("sends nothing when the follow-up is refused", async () => {
    const { asker, question, claimer } = await scenario({ claimed: false });
    expect(
      (await asker.agent.post("/api/followups").send({ questionId: question.id, content: FOLLOW_UP })).status,
    ).toBe(409);
    expect((await h.mails()).filter((m) => m.to === claimer.user.email)).toEqual([]);
  });
});

describe("POST /api/followups sent twice", () => {
  it("stores one follow-up and sends one e-mail for the same words sent together", async () => {
    const { asker, question, claimer } = await scenario();
    await h.mails();
    const body = { questionId: question.id, content: FOLLOW_UP };
    const answers = await Promise.all([
      asker.agent.post("/api/followups").send(body),
      asker.agent.post("/api/followups").send(body),
    ]);
    expect(answers.map((r) => r.status)).toEqual([201, 201]);
    expect(answers[1]!.body.id).toBe(answers[0]!.body.id);
    expect(await storedFollowUps()).toHaveLength(1);
    expect((await h.mails()).filter((m) => m.to === claimer.user.email)).toHaveLength(1);
    // Other words are another follow-up.
    const next = await asker.agent.post("/api/followups").send({ ...body, content: "And what about the interest?" });
    expect(next.status).toBe(201);
    expect(await storedFollowUps()).toHaveLength(2);
  });
});
