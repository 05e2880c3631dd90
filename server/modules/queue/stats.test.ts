import { describe, expect, it } from "vitest";
import { answers } from "@shared/schema";
import { insertQuestion, signedInAttorney } from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";
import { insertAsker, QUEUE_TEST_ENV } from "./queue.test-helpers";

// docs/decisions/025: the attorney dashboard's figures come from the attorney's own work.
const h = useTestApp(QUEUE_TEST_ENV);

const HOUR = 60 * 60 * 1000;
const URL = "/api/attorney/stats";

/** An answered question: claimed `claimedHoursAgo` before the clock, answered `answeredHoursAgo` before it. */
async function answered(askerId: string, attorneyId: string, claimedHoursAgo: number, answeredHoursAgo: number) {
  const now = h.clock.now().getTime();
  const claimedAt = new Date(now - claimedHoursAgo * HOUR);
  const answeredAt = new Date(now - answeredHoursAgo * HOUR);
  const q = await insertQuestion(h, askerId, { status: "answered", claimedBy: attorneyId, claimedAt, answeredAt });
  await h.ctx.database.db
    .insert(answers)
    .values({ questionId: q.id, attorneyId, content: "A full answer.".repeat(5), createdAt: answeredAt });
}

describe("GET /api/attorney/stats", () => {
  it("counts only this attorney's answers and open claims, and averages claim to answer", async () => {
    const asker = await insertAsker(h);
    const me = await signedInAttorney(h);
    const other = await signedInAttorney(h);
    await answered(asker.id, me.user.id, 5, 3); // 2 hours
    await answered(asker.id, me.user.id, 30, 26); // 4 hours, more than a day ago
    await answered(asker.id, other.user.id, 10, 1);
    await insertQuestion(h, asker.id, { status: "claimed", claimedBy: me.user.id, claimedAt: h.clock.now() });
    await insertQuestion(h, asker.id, { status: "claimed", claimedBy: other.user.id, claimedAt: h.clock.now() });

    const since = new Date(h.clock.now().getTime() - 12 * HOUR).toISOString();
    const res = await me.agent.get(`${URL}?since=${encodeURIComponent(since)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ answeredToday: 1, answeredTotal: 2, claimedNow: 1, averageClaimToAnswerMs: 3 * HOUR });
  });

  it("gives zeros and no average before the first answer", async () => {
    const me = await signedInAttorney(h);
    const res = await me.agent.get(URL);
    expect(res.body).toEqual({ answeredToday: 0, answeredTotal: 0, claimedNow: 0, averageClaimToAnswerMs: null });
  });

  it.each(["yesterday", "2020-01-01T00:00:00Z"])(
    "refuses a start of day that is not within two days: %s",
    async (since) => {
      const me = await signedInAttorney(h);
      const res = await me.agent.get(`${URL}?since=${encodeURIComponent(since)}`);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].path).toBe("since");
    },
  );

  it("is for approved attorneys only", async () => {
    const pending = await signedInAttorney(h, { approved: false });
    expect((await pending.agent.get(URL)).status).toBe(403);
    expect((await h.agent().get(URL)).status).toBe(401);
  });
});
