// The journey the issue is checked by, through the API only: apply signed in, get approved by an admin,
// browse and filter the queue, claim, answer; the asker is mailed and reads the answer.
import { describe, expect, it } from "vitest";
import { signedIn, signedInAdmin } from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";
import { expectNoAskerIdentity, QUEUE_TEST_ENV } from "./queue.test-helpers";

const h = useTestApp(QUEUE_TEST_ENV);

const ANSWER =
  "A landlord must usually return a deposit within a set number of days and list any deductions in writing.";

describe("the attorney journey", () => {
  it("takes an applicant from application to an answered question the asker can read", async () => {
    const lawyer = await signedIn(h, { firstName: "Atticus", lastName: "Finch" });
    const apply = await lawyer.agent.post("/api/attorney-application").send({
      firstName: "Atticus",
      lastName: "Finch",
      email: lawyer.user.email,
      licenseNumber: "TN-42",
      bprNumber: "BPR-7",
      practiceState: "TN",
      yearsExperience: 12,
      lawSchool: "Vanderbilt",
      graduationYear: 2010,
      practiceAreas: "Housing",
      specializations: "Deposits",
    });
    expect(apply.status).toBe(201);
    expect((await lawyer.agent.get("/api/attorney/profile")).body.isApproved).toBe(false);
    expect((await lawyer.agent.get("/api/questions/queue")).status).toBe(403);

    const admin = await signedInAdmin(h);
    const pending = await admin.agent.get("/api/admin/attorneys/pending");
    expect(pending.body.map((a: { id: number }) => a.id)).toEqual([apply.body.id]);
    expect((await admin.agent.post(`/api/admin/attorneys/${apply.body.id}/approve`).send({})).status).toBe(200);
    expect((await h.mails()).map((m) => m.to)).toContain(lawyer.user.email);

    const asker = await signedIn(h, { firstName: "Priya", lastName: "Askwell" });
    await asker.agent.post("/api/terms/accept");
    const asked = await asker.agent.post("/api/questions").send({
      categoryId: 5,
      title: "Landlord kept my deposit",
      content: "I moved out two months ago, left the flat clean, and the landlord has not returned my deposit.",
      isAnonymous: false,
    });
    expect(asked.status).toBe(201);

    const housing = await lawyer.agent.get("/api/questions/queue?categoryId=5");
    expect(housing.body.map((q: { id: number }) => q.id)).toEqual([asked.body.id]);
    expect((await lawyer.agent.get("/api/questions/queue?categoryId=2")).body).toEqual([]);
    expectNoAskerIdentity(housing.body, asker.user);

    const claim = await lawyer.agent.post(`/api/questions/${asked.body.id}/claim`);
    expect(claim.status).toBe(200);
    expectNoAskerIdentity(claim.body, asker.user);
    const answer = await lawyer.agent
      .post(`/api/questions/${asked.body.id}/answer`)
      .send({ content: ANSWER, includeDisclaimer: true });
    expect(answer.status).toBe(201);
    const claimed = await lawyer.agent.get("/api/attorney/claimed-questions");
    expect(claimed.body).toMatchObject([{ id: asked.body.id, status: "answered" }]);

    const answeredMail = (await h.mails()).find(
      (m) => m.to === asker.user.email && m.subject === "You have a new reply on ClearCounsel",
    );
    expect(answeredMail?.text).toContain(`/question/${asked.body.id}`);
    const detail = await asker.agent.get(`/api/questions/${asked.body.id}`);
    expect(detail.body).toMatchObject({ status: "answered", answer: { content: ANSWER, includeDisclaimer: true } });
    const followUp = await asker.agent
      .post("/api/followups")
      .send({ questionId: asked.body.id, content: "Can I sue for double the deposit?" });
    expect(followUp.status).toBe(201);
  });
});
