import { describe, expect, it } from "vitest";
import { signedIn, signedInAttorney } from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";
import { LONG_CONTENT } from "./questions.test-helpers";

// docs/architecture.md: every time the app writes comes from its one clock, the rows' updatedAt included.
const h = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;
/** A time written from the app's clock, three days ahead of the machine's: within a few seconds of the clock's now. */
const fromTheClock = (iso: string) => expect(Math.abs(Date.parse(iso) - h.clock.now().getTime())).toBeLessThan(5_000);
const ANSWER = "In most states a landlord must return the deposit within a set number of days, with a list.";

describe("updatedAt follows the app's clock", () => {
  it("on asking, claiming, answering and closing a question, and on an account's change", async () => {
    // The clock days away from the machine's and the database's.
    h.clock.advance(3 * DAY_MS);
    const asker = await signedIn(h, { termsAcceptedAt: h.clock.now() });
    const asked = await asker.agent
      .post("/api/questions")
      .send({ categoryId: 5, title: "Can my landlord keep my deposit?", content: LONG_CONTENT, isAnonymous: false });
    expect(asked.status).toBe(201);
    fromTheClock(asked.body.updatedAt);
    expect(asked.body.updatedAt).toBe(asked.body.createdAt);

    h.clock.advance(60_000);
    const attorney = await signedInAttorney(h);
    const claimed = await attorney.agent.post(`/api/questions/${asked.body.id}/claim`);
    expect(claimed.status).toBe(200);
    expect(claimed.body.updatedAt).toBe(claimed.body.claimedAt);
    fromTheClock(claimed.body.updatedAt);

    h.clock.advance(60_000);
    expect(
      (
        await attorney.agent
          .post(`/api/questions/${asked.body.id}/answer`)
          .send({ content: ANSWER, includeDisclaimer: true })
      ).status,
    ).toBe(201);
    const detail = (await asker.agent.get(`/api/questions/${asked.body.id}`)).body;
    expect(detail.updatedAt).toBe(detail.answeredAt);
    fromTheClock(detail.updatedAt);

    h.clock.advance(60_000);
    const followUp = await asker.agent
      .post("/api/followups")
      .send({ questionId: asked.body.id, content: "Does that hold if the lease says otherwise?" });
    expect(followUp.status).toBe(201);
    fromTheClock((await asker.agent.get(`/api/questions/${asked.body.id}`)).body.updatedAt);

    h.clock.advance(60_000);
    const closed = await asker.agent.post(`/api/questions/${asked.body.id}/close`);
    expect(closed.status).toBe(200);
    fromTheClock(closed.body.updatedAt);

    h.clock.advance(60_000);
    expect((await asker.agent.put("/api/account/locale").send({ locale: "es" })).status).toBe(200);
    const exported = (await asker.agent.get("/api/account/export")).body as { account: { updatedAt: string } };
    fromTheClock(exported.account.updatedAt);
  });
});
