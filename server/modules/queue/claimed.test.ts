import assert from "node:assert/strict";
import { describe, expect, it } from "vitest";
import { questions } from "@shared/schema";
import { buildQuestion, insertQuestion, signedInAttorney } from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";
import { expectNoAskerIdentity, insertAsker, QUEUE_TEST_ENV, type Agent } from "./queue.test-helpers";

const h = useTestApp(QUEUE_TEST_ENV);

const CLAIMED_KEYS = ["answeredAt", "claimExpiresAt", "claimedAt", "content", "id", "language", "status", "title"];
const URL = "/api/attorney/claimed-questions";

const ids = (body: { id: number }[]) => body.map((q) => q.id);

/** Claims by this attorney, one per time given (equal times make ties), inserted in shuffled id order. */
async function insertClaims(askerId: string, claimedBy: string, times: Date[]) {
  const rows = times.map((claimedAt) => buildQuestion(askerId, { status: "claimed", claimedBy, claimedAt }));
  return h.ctx.database.db.insert(questions).values(rows).returning();
}

/** What the list must return: newest claim first, the higher id first between equal times. */
const newestFirst = (rows: { id: number; claimedAt: Date | null }[]) =>
  [...rows].sort((a, b) => b.claimedAt!.getTime() - a.claimedAt!.getTime() || b.id - a.id).map((q) => q.id);

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/** Follows `before` from page to page until a short page; every page must be within the limit. */
async function walk(agent: Agent, limit: number) {
  const seen: number[] = [];
  let before: number | undefined;
  for (let page = 0; page < 50; page++) {
    const res = await agent.get(URL).query({ limit, ...(before ? { before } : {}) });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThanOrEqual(limit);
    seen.push(...ids(res.body));
    if (res.body.length < limit) return seen;
    before = res.body[res.body.length - 1].id;
  }
  throw new Error("paging did not end");
}

describe("GET /api/attorney/claimed-questions", () => {
  it("lists only the caller's own claims, newest claim first, with exactly the claimed fields", async () => {
    const asker = await insertAsker(h);
    const me = await signedInAttorney(h);
    const other = await signedInAttorney(h);
    const older = await insertQuestion(h, asker.id);
    const newer = await insertQuestion(h, asker.id);
    const notMine = await insertQuestion(h, asker.id);
    await insertQuestion(h, asker.id); // still pending
    expect((await me.agent.post(`/api/questions/${newer.id}/claim`)).status).toBe(200);
    expect((await me.agent.post(`/api/questions/${older.id}/claim`)).status).toBe(200);
    expect((await other.agent.post(`/api/questions/${notMine.id}/claim`)).status).toBe(200);

    const res = await me.agent.get(URL);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([older.id, newer.id]);
    for (const item of res.body) expect(Object.keys(item).sort()).toEqual(CLAIMED_KEYS);
    expect(res.body[0]).toMatchObject({
      title: older.title,
      content: older.content,
      status: "claimed",
      answeredAt: null,
    });
    expect(res.body[0].claimedAt).toEqual(expect.any(String));
    expectNoAskerIdentity(res.body, asker);
  });

  it("lists a claim with the same values the claim answered with", async () => {
    const asker = await insertAsker(h);
    const me = await signedInAttorney(h);
    const q = await insertQuestion(h, asker.id);
    const claimed = (await me.agent.post(`/api/questions/${q.id}/claim`)).body;
    const [item] = (await me.agent.get(URL)).body;
    const { id, title, content, status, claimedAt, claimExpiresAt, answeredAt, language } = claimed;
    expect(item).toEqual({ id, title, content, status, claimedAt, claimExpiresAt, answeredAt, language });
  });

  it("names the language each claim is written in, so its words can be marked with it", async () => {
    const asker = await insertAsker(h);
    const me = await signedInAttorney(h);
    const claim = { status: "claimed" as const, claimedBy: me.user.id, claimedAt: minutesAgo(1) };
    const spanish = await insertQuestion(h, asker.id, { ...claim, language: "es" });
    const english = await insertQuestion(h, asker.id, { ...claim, claimedAt: minutesAgo(2), language: "en" });
    const res = await me.agent.get(URL);
    expect(res.body.map((q: { id: number; language: string }) => [q.id, q.language])).toEqual([
      [spanish.id, "es"],
      [english.id, "en"],
    ]);
  });

  it("shows an answered claim with its status and answer date", async () => {
    const asker = await insertAsker(h);
    const me = await signedInAttorney(h);
    const q = await insertQuestion(h, asker.id);
    await me.agent.post(`/api/questions/${q.id}/claim`);
    await me.agent.post(`/api/questions/${q.id}/answer`).send({ content: "A".repeat(60), includeDisclaimer: true });
    const [item] = (await me.agent.get(URL)).body;
    expect(item.status).toBe("answered");
    expect(new Date(item.answeredAt).getTime()).toBeGreaterThanOrEqual(new Date(item.claimedAt).getTime());
  });

  it("answers an empty list to an attorney who has claimed nothing", async () => {
    const { agent } = await signedInAttorney(h);
    expect((await agent.get(URL)).body).toEqual([]);
  });

  it("returns the newest 50 by default and clamps a larger limit to 100", async () => {
    const asker = await insertAsker(h);
    const me = await signedInAttorney(h);
    const made = await insertClaims(
      asker.id,
      me.user.id,
      Array.from({ length: 130 }, (_, i) => minutesAgo(i)),
    );
    const expected = newestFirst(made);
    expect(ids((await me.agent.get(URL)).body)).toEqual(expected.slice(0, 50));
    const clamped = await me.agent.get(`${URL}?limit=1000`);
    expect(clamped.status).toBe(200);
    expect(ids(clamped.body)).toEqual(expected.slice(0, 100));
    expect(ids((await me.agent.get(`${URL}?limit=7`)).body)).toEqual(expected.slice(0, 7));
  });

  it("walks every claim exactly once, in order, across pages that split claims made in the same instant", async () => {
    const asker = await insertAsker(h);
    const me = await signedInAttorney(h);
    const other = await signedInAttorney(h);
    const tie = minutesAgo(5);
    // Seven claims at one instant, so pages of 3 start and end inside the tie; distinct ones around them.
    const times = [minutesAgo(1), tie, minutesAgo(9), tie, tie, minutesAgo(2), tie, tie, minutesAgo(30), tie, tie];
    const mine = await insertClaims(asker.id, me.user.id, times);
    await insertClaims(asker.id, other.user.id, [tie, tie, minutesAgo(3)]); // interleaved ids, never shown
    const expected = newestFirst(mine);
    for (const limit of [1, 3, 4, 50]) expect(await walk(me.agent, limit)).toEqual(expected);
  });

  it("answers an empty page after the attorney's oldest claim", async () => {
    const asker = await insertAsker(h);
    const me = await signedInAttorney(h);
    const [newer, oldest] = await insertClaims(asker.id, me.user.id, [minutesAgo(1), minutesAgo(2)]);
    assert(newer);
    assert(oldest);
    expect(ids((await me.agent.get(`${URL}?before=${newer.id}`)).body)).toEqual([oldest.id]);
    const end = await me.agent.get(`${URL}?before=${oldest.id}`);
    expect(end.status).toBe(200);
    expect(end.body).toEqual([]);
  });

  it("accepts an answered claim as the cursor: a cursor is any of the attorney's claims", async () => {
    const asker = await insertAsker(h);
    const me = await signedInAttorney(h);
    const [first, second] = await insertClaims(asker.id, me.user.id, [minutesAgo(1), minutesAgo(2)]);
    assert(first);
    assert(second);
    await me.agent.post(`/api/questions/${first.id}/answer`).send({ content: "A".repeat(60), includeDisclaimer: true });
    expect(ids((await me.agent.get(`${URL}?before=${first.id}`)).body)).toEqual([second.id]);
  });

  it.each([
    ["limit=0", "limit", "Invalid limit"],
    ["limit=-5", "limit", "Invalid limit"],
    ["limit=abc", "limit", "Invalid limit"],
    ["limit=1e2", "limit", "Invalid limit"],
    ["before=-1", "before", "Invalid cursor"],
    ["before=abc", "before", "Invalid cursor"],
    ["before=1.5", "before", "Invalid cursor"],
    ["before=99999999999", "before", "Invalid cursor"],
  ])("answers 400 with the error shape to the malformed query %s, never 500", async (query, path, message) => {
    const { agent } = await signedInAttorney(h);
    const res = await agent.get(`${URL}?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, errors: [{ path, message }] });
  });

  it("refuses a cursor that is not one of the caller's claims with 400, the same for another's, a pending or a missing id", async () => {
    const asker = await insertAsker(h);
    const me = await signedInAttorney(h);
    const other = await signedInAttorney(h);
    await insertClaims(asker.id, me.user.id, [minutesAgo(10)]);
    const [theirs] = await insertClaims(asker.id, other.user.id, [minutesAgo(1)]);
    assert(theirs);
    const pending = await insertQuestion(h, asker.id);
    const refused = { message: "Invalid cursor", errors: [{ path: "before", message: "Invalid cursor" }] };
    for (const before of [theirs.id, pending.id, 2_147_483_647, 0]) {
      const res = await me.agent.get(`${URL}?before=${before}`);
      expect(res.status, `before=${before}`).toBe(400);
      expect(res.body).toEqual(refused);
      expect(res.text).not.toContain(theirs.title);
    }
  });

  it("never lets another attorney's claim id read that attorney's claims", async () => {
    const asker = await insertAsker(h);
    const me = await signedInAttorney(h);
    const other = await signedInAttorney(h);
    const theirs = await insertClaims(asker.id, other.user.id, [minutesAgo(1), minutesAgo(2), minutesAgo(3)]);
    const mine = await insertClaims(asker.id, me.user.id, [minutesAgo(4)]);
    // Their newest claim as my cursor: refused, and the one claim of mine older than it is not shown either.
    expect((await me.agent.get(`${URL}?before=${theirs[0]!.id}`)).status).toBe(400);
    // My own cursor never reaches their claims, whatever the times.
    const res = await me.agent.get(`${URL}?before=${mine[0]!.id}`);
    expect(res.body).toEqual([]);
    expect(ids((await me.agent.get(URL)).body)).toEqual([mine[0]!.id]);
  });
});
