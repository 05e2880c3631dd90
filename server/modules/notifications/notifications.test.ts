import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attorneys } from "@shared/schema";
import { insertAttorney, signedIn, signedInAdmin, signedInAttorney } from "../../../tests/setup/factories";
import { TEST_ORIGIN, useTestApp } from "../../../tests/setup/test-app";
import { unsubscribeToken } from "../../lib/unsubscribe-token";

// docs/decisions/030: an approved attorney's notification settings, and the one-click unsubscribe.
const h = useTestApp();
const HOUR_MS = 60 * 60 * 1000;

const settingsRow = async (id: number) =>
  (await h.ctx.database.db.select().from(attorneys).where(eq(attorneys.id, id)))[0]!;

describe("GET and PUT /api/attorney/notifications", () => {
  it("start on daily with all categories, and save what the attorney chooses", async () => {
    const { agent } = await signedInAttorney(h);
    expect((await agent.get("/api/attorney/notifications")).body).toEqual({
      frequency: "daily",
      categoryIds: [],
      lastSentAt: null,
    });
    const saved = await agent.put("/api/attorney/notifications").send({ frequency: "instant", categoryIds: [5, 2, 5] });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ frequency: "instant", categoryIds: [2, 5], lastSentAt: null });
    expect((await agent.get("/api/attorney/notifications")).body).toEqual(saved.body);
    const off = await agent.put("/api/attorney/notifications").send({ frequency: "off", categoryIds: [] });
    expect(off.body).toEqual({ frequency: "off", categoryIds: [], lastSentAt: null });
  });

  it("refuse an unknown category, a frequency that is not one of the four, and a missing field with 400", async () => {
    const { agent, attorney } = await signedInAttorney(h);
    const unknown = await agent.put("/api/attorney/notifications").send({ frequency: "daily", categoryIds: [2, 9999] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      message: "Please choose categories from the list",
      errors: [{ path: "categoryIds.1", message: "Please choose categories from the list" }],
    });
    // The path is the place in the list as sent, not in the list sorted.
    const unsorted = await agent
      .put("/api/attorney/notifications")
      .send({ frequency: "daily", categoryIds: [5, 9999, 2] });
    expect(unsorted.status).toBe(400);
    expect(unsorted.body.errors).toEqual([
      { path: "categoryIds.1", message: "Please choose categories from the list" },
    ]);
    const hourly = await agent.put("/api/attorney/notifications").send({ frequency: "hourly", categoryIds: [] });
    expect(hourly.status).toBe(400);
    expect(hourly.body.errors[0].path).toBe("frequency");
    for (const body of [
      { frequency: "daily" },
      { categoryIds: [] },
      { frequency: "daily", categoryIds: ["2"] },
      { frequency: "daily", categoryIds: [2_147_483_648] },
    ])
      expect((await agent.put("/api/attorney/notifications").send(body)).status).toBe(400);
    // Nothing was saved by a refused call.
    expect(await settingsRow(attorney.id)).toMatchObject({ notifyFrequency: "daily", notifyCategoryIds: [] });
  });

  it("are for approved attorneys only: 401 signed out, 403 for a user or an unapproved attorney", async () => {
    expect((await h.agent().get("/api/attorney/notifications")).status).toBe(401);
    const user = await signedIn(h);
    const pending = await signedInAttorney(h, { approved: false });
    for (const { agent } of [user, pending]) {
      expect((await agent.get("/api/attorney/notifications")).status).toBe(403);
      expect((await agent.put("/api/attorney/notifications").send({ frequency: "off", categoryIds: [] })).status).toBe(
        403,
      );
    }
  });

  it("start a newly approved attorney on daily, its first period counted from the approval", async () => {
    const user = await signedIn(h);
    const application = await insertAttorney(h, { userId: user.user.id, email: user.user.email });
    h.clock.advance(5 * HOUR_MS);
    const approvedAt = h.clock.now();
    const { agent: admin } = await signedInAdmin(h);
    expect((await admin.post(`/api/admin/attorneys/${application.id}/approve`).send({})).status).toBe(200);
    const row = await settingsRow(application.id);
    expect(row.notifyFrequency).toBe("daily");
    expect(row.notifyLastSentAt).toBeNull();
    expect(row.notifyPeriodStart?.getTime()).toBeGreaterThanOrEqual(approvedAt.getTime());
    expect(row.notifyPeriodStart?.getTime()).toBe(row.approvedAt?.getTime());
    expect((await user.agent.get("/api/attorney/notifications")).body).toMatchObject({ frequency: "daily" });
  });
});

describe("the one-click unsubscribe", () => {
  const url = (token: string) => `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

  it("turns notices off with the token alone: no session, no Origin, and again with the same answer", async () => {
    const { attorney } = await signedInAttorney(h);
    const token = unsubscribeToken(h.ctx.sessionSecret, attorney.id);
    // As a mail provider posts it (RFC 8058): a form body, no cookie, no Origin.
    const first = await h.agent().post(url(token)).type("form").send("List-Unsubscribe=One-Click");
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ frequency: "off" });
    expect((await settingsRow(attorney.id)).notifyFrequency).toBe("off");
    const again = await h.agent().post(url(token)).type("form").send("List-Unsubscribe=One-Click");
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ frequency: "off" });
  });

  it("works signed in too, as anyone: the token names the attorney, not the session", async () => {
    const { attorney, agent } = await signedInAttorney(h);
    const someoneElse = await signedInAttorney(h);
    const token = unsubscribeToken(h.ctx.sessionSecret, attorney.id);
    const own = await agent.post(url(token)).set("Origin", TEST_ORIGIN).send({});
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ frequency: "off" });
    expect((await settingsRow(attorney.id)).notifyFrequency).toBe("off");
    // Opened in a browser where another account is signed in: the link's attorney is unsubscribed, not that account.
    const other = await signedInAttorney(h);
    const res = await someoneElse.agent
      .post(url(unsubscribeToken(h.ctx.sessionSecret, other.attorney.id)))
      .set("Origin", TEST_ORIGIN)
      .send({});
    expect(res.status).toBe(200);
    expect((await settingsRow(other.attorney.id)).notifyFrequency).toBe("off");
    expect((await settingsRow(someoneElse.attorney.id)).notifyFrequency).toBe("daily");
  });

  it("works from another site's page too, and takes the token in a JSON or form body", async () => {
    const one = await signedInAttorney(h);
    const two = await signedInAttorney(h);
    const fromElsewhere = await h
      .agent()
      .post(url(unsubscribeToken(h.ctx.sessionSecret, one.attorney.id)))
      .set("Origin", "https://mail.example.net")
      .send({});
    expect(fromElsewhere.status).toBe(200);
    const inBody = await h
      .agent()
      .post("/api/notifications/unsubscribe")
      .set("Origin", TEST_ORIGIN)
      .send({ token: unsubscribeToken(h.ctx.sessionSecret, two.attorney.id) });
    expect(inBody.status).toBe(200);
    expect((await settingsRow(one.attorney.id)).notifyFrequency).toBe("off");
    expect((await settingsRow(two.attorney.id)).notifyFrequency).toBe("off");
  });

  it("refuses a missing, malformed or forged token with 400 and changes nothing", async () => {
    const { attorney } = await signedInAttorney(h);
    const other = await signedInAttorney(h);
    const good = unsubscribeToken(h.ctx.sessionSecret, attorney.id);
    const mac = good.split(".")[1]!;
    const forged = [
      "",
      "nonsense",
      `${attorney.id}.${"A".repeat(43)}`,
      // Another attorney's MAC with this attorney's id, and a token made with another secret.
      `${attorney.id}.${unsubscribeToken(h.ctx.sessionSecret, other.attorney.id).split(".")[1]}`,
      unsubscribeToken("another-secret-another-secret-another-secret", attorney.id),
      `${attorney.id}.${mac}x`,
    ];
    for (const token of forged) {
      const res = await h.agent().post(url(token)).send({});
      expect(res.status, token).toBe(400);
      expect(res.body).toEqual({
        message: "This unsubscribe link is not valid",
        errors: [{ path: "token", message: "This unsubscribe link is not valid" }],
      });
    }
    expect((await h.agent().post("/api/notifications/unsubscribe").send({})).status).toBe(400);
    expect((await settingsRow(attorney.id)).notifyFrequency).toBe("daily");
  });

  it("changes nothing on a GET (mail scanners open links): it sends the browser to the page that asks first", async () => {
    const { attorney } = await signedInAttorney(h);
    const token = unsubscribeToken(h.ctx.sessionSecret, attorney.id);
    const res = await h.agent().get(url(token));
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`);
    expect((await settingsRow(attorney.id)).notifyFrequency).toBe("daily");
  });
});
