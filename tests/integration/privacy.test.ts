import { describe, expect, it } from "vitest";
import { insertQuestion, signedIn, signedInAdmin, signedInAttorney } from "../setup/factories";
import { useTestApp } from "../setup/test-app";
import { QUEUE_ITEM_KEYS } from "../../server/modules/queue/queue.test-helpers";

// docs/architecture.md: no response to an attorney carries the asker's id or e-mail; anonymous askers are
// never named, to anyone; the claiming attorney alone (besides the asker) sees a named asker's name.
const h = useTestApp();

async function setup(isAnonymous: boolean) {
  const asker = await signedIn(h, { termsAcceptedAt: new Date(), firstName: "Zephyrine", lastName: "Quagmire" });
  const claimer = await signedInAttorney(h);
  const browser = await signedInAttorney(h);
  const admin = await signedInAdmin(h);
  const submitted = await asker.agent.post("/api/questions").send({
    categoryId: 5,
    title: "Eviction notice taped to my door",
    content: "My landlord taped a three-day notice to my door after I asked for repairs. What are my options here?",
    isAnonymous,
  });
  expect(submitted.status).toBe(201);
  const secrets = [asker.user.id, asker.user.email, "Zephyrine", "Quagmire"];
  const leaks = (body: unknown) => secrets.filter((s) => JSON.stringify(body).includes(s));
  return { asker, claimer, browser, admin, id: submitted.body.id as number, leaks };
}

describe("privacy of askers", () => {
  it("never names or identifies an anonymous asker in any attorney-facing response", async () => {
    const { asker, claimer, browser, admin, id, leaks } = await setup(true);
    const bodies: [string, unknown][] = [];
    const record = async (label: string, p: PromiseLike<{ status: number; body: unknown }>, status: number) => {
      const res = await p;
      expect(res.status, label).toBe(status);
      bodies.push([label, res.body]);
      return res.body as Record<string, unknown>;
    };
    await record("queue", claimer.agent.get("/api/questions/queue"), 200);
    const pendingDetail = await record("detail while pending", browser.agent.get(`/api/questions/${id}`), 200);
    expect(pendingDetail.asker).toBeNull();
    await record("claim", claimer.agent.post(`/api/questions/${id}/claim`), 200);
    await record("claimed list", claimer.agent.get("/api/attorney/claimed-questions"), 200);
    await asker.agent.post("/api/followups").send({ questionId: id, content: "Should I keep paying rent meanwhile?" });
    await record(
      "attorney follow-up",
      claimer.agent.post("/api/followups").send({ questionId: id, content: "Yes, keep paying and keep receipts." }),
      201,
    );
    const detail = await record("detail as claimer", claimer.agent.get(`/api/questions/${id}`), 200);
    expect(detail.asker).toBeNull();
    expect((detail.followUps as { author: string }[]).map((f) => f.author)).toEqual(["asker", "attorney"]);
    await record(
      "answer",
      claimer.agent.post(`/api/questions/${id}/answer`).send({
        content:
          "A landlord generally may not retaliate against a tenant for asking for repairs; keep records of everything.",
        includeDisclaimer: true,
      }),
      201,
    );
    const adminDetail = await record("detail as admin", admin.agent.get(`/api/questions/${id}`), 200);
    expect(adminDetail.asker).toBeNull();
    for (const [label, body] of bodies) expect(leaks(body), label).toEqual([]);
    // Not even the asker's own view names them on an anonymous question.
    expect((await asker.agent.get(`/api/questions/${id}`)).body.asker).toBeNull();
  });

  it("shows a named asker's name to the claiming attorney only, and never their id or e-mail", async () => {
    const { asker, claimer, browser, id } = await setup(false);
    const browsing = await browser.agent.get(`/api/questions/${id}`);
    expect(browsing.body.asker).toBeNull();
    expect(JSON.stringify(browsing.body)).not.toContain("Zephyrine");
    await claimer.agent.post(`/api/questions/${id}/claim`);
    const claimed = await claimer.agent.get(`/api/questions/${id}`);
    expect(claimed.body.asker).toEqual({ firstName: "Zephyrine", lastName: "Quagmire" });
    const text = JSON.stringify(claimed.body);
    expect(text).not.toContain(asker.user.id);
    expect(text).not.toContain(asker.user.email);
    expect((await asker.agent.get(`/api/questions/${id}`)).body.asker).toEqual({
      firstName: "Zephyrine",
      lastName: "Quagmire",
    });
  });

  it("keeps the queue free of any asker identity, named or not", async () => {
    const asker = await signedIn(h, { firstName: "Philomena", lastName: "Brightwater" });
    await insertQuestion(h, asker.user.id, { isAnonymous: false });
    await insertQuestion(h, asker.user.id, { isAnonymous: true });
    const attorney = await signedInAttorney(h);
    const res = await attorney.agent.get("/api/questions/queue");
    expect(res.body).toHaveLength(2);
    for (const item of res.body) expect(Object.keys(item).sort()).toEqual(QUEUE_ITEM_KEYS);
    for (const s of [asker.user.id, asker.user.email, "Philomena", "Brightwater"]) expect(res.text).not.toContain(s);
  });
});
