import { describe, expect, it } from "vitest";
import { QUEUE_CUTOFF_HEADER } from "@shared/api/types";
import { questions } from "@shared/schema";
import { INVALID_QUEUE_CUTOFF, soonCutoff } from "@shared/validators";
import { buildQuestion, insertQuestion, signedInAttorney } from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";
import { insertAsker, QUEUE_TEST_ENV } from "./queue.test-helpers";

// docs/decisions/018: deadlines within 14 days first, soonest first; then everyone else, oldest first.
const h = useTestApp(QUEUE_TEST_ENV);

const DAY = 24 * 60 * 60 * 1000;
/** A date `days` from the app's clock, as the asker's calendar in the continental US would show it. */
const inDays = (days: number) =>
  new Date(h.clock.now().getTime() - 6 * 60 * 60 * 1000 + days * DAY).toISOString().slice(0, 10);
const ids = (body: { id: number }[]) => body.map((q) => q.id);

describe("queue order", () => {
  it("puts deadlines within 14 days first, soonest first, then all others oldest first", async () => {
    const asker = await insertAsker(h);
    const old = await insertQuestion(h, asker.id);
    const far = await insertQuestion(h, asker.id, { deadline: inDays(40), deadlineType: "court_date" });
    const inTen = await insertQuestion(h, asker.id, { deadline: inDays(10), deadlineType: "filing_deadline" });
    const plain = await insertQuestion(h, asker.id);
    const inTwo = await insertQuestion(h, asker.id, { deadline: inDays(2), deadlineType: "court_date" });
    const { agent } = await signedInAttorney(h);

    const res = await agent.get("/api/questions/queue");
    expect(ids(res.body)).toEqual([inTwo.id, inTen.id, old.id, far.id, plain.id]);
    expect(res.body[0]).toMatchObject({ deadline: inDays(2), deadlineType: "court_date" });
  });

  it("moves a deadline to the front once it comes within 14 days (the injectable clock)", async () => {
    const asker = await insertAsker(h);
    const plain = await insertQuestion(h, asker.id);
    const later = await insertQuestion(h, asker.id, { deadline: inDays(20), deadlineType: "court_date" });
    const { agent } = await signedInAttorney(h);
    expect(ids((await agent.get("/api/questions/queue")).body)).toEqual([plain.id, later.id]);
    h.clock.advance(7 * DAY);
    // A week on, that session has ended unused (docs/decisions/014: 7 days); a volunteer who signs in now sees the new order.
    const { agent: aWeekOn } = await signedInAttorney(h);
    expect(ids((await aWeekOn.get("/api/questions/queue")).body)).toEqual([later.id, plain.id]);
  });

  it("pages with `after` across both parts without skipping or repeating", async () => {
    const asker = await insertAsker(h);
    const expected: number[] = [];
    const soon = [];
    for (const d of [5, 1, 3, 1]) soon.push(await insertQuestion(h, asker.id, { deadline: inDays(d) }));
    const rest = [];
    // Far deadlines among the rest: they keep their place by age, not by date.
    for (let i = 0; i < 6; i++)
      rest.push(await insertQuestion(h, asker.id, i % 3 === 2 ? { deadline: inDays(100) } : {}));
    const bySoon = [...soon].sort((a, b) =>
      a.deadline! < b.deadline! ? -1 : a.deadline! > b.deadline! ? 1 : a.id - b.id,
    );
    expected.push(...bySoon.map((q) => q.id), ...rest.map((q) => q.id));

    const { agent } = await signedInAttorney(h);
    const seen: number[] = [];
    let after: number | undefined;
    for (;;) {
      const page = await agent.get(`/api/questions/queue?limit=3${after ? `&after=${after}` : ""}`);
      expect(page.status).toBe(200);
      if (page.body.length === 0) break;
      seen.push(...ids(page.body));
      after = seen[seen.length - 1];
    }
    expect(seen).toEqual(expected);
  });

  it("keeps its place when the question it paged after is withdrawn, answered or expires meanwhile", async () => {
    const asker = await insertAsker(h);
    const soon = [];
    for (const d of [1, 2, 3, 4, 5]) soon.push(await insertQuestion(h, asker.id, { deadline: inDays(d) }));
    const rest = [];
    for (let i = 0; i < 5; i++) rest.push(await insertQuestion(h, asker.id));
    const { agent } = await signedInAttorney(h);
    const claimer = await signedInAttorney(h);
    const pool = h.ctx.database.pool;
    // What happens to the last question of a page before the next page is asked for: each a way to leave the queue.
    const leaves = [
      (id: number) => pool.query("update questions set status = 'withdrawn', closed_at = now() where id = $1", [id]),
      (id: number) =>
        pool.query(
          `update questions set status = 'answered', claimed_by = $2, claimed_at = now(), answered_at = now()
           where id = $1`,
          [id, claimer.user.id],
        ),
      (id: number) => pool.query("update questions set status = 'expired', closed_at = now() where id = $1", [id]),
    ];
    const seen: number[] = [];
    let after: number | undefined;
    for (let i = 0; ; i++) {
      const page = await agent.get(`/api/questions/queue?limit=2${after ? `&after=${after}` : ""}`);
      expect(page.status).toBe(200);
      if (page.body.length === 0) break;
      seen.push(...ids(page.body));
      after = seen[seen.length - 1]!;
      await leaves[i % leaves.length]!(after);
    }
    expect(seen).toEqual([...soon, ...rest].map((q) => q.id));
  });

  it("keeps a keyset walk exact while others ask and claim at the same time", async () => {
    const asker = await insertAsker(h);
    const deadlines = [undefined, 3, undefined, 12, 1, undefined, 60, 7, undefined, 2];
    const initial = await h.ctx.database.db
      .insert(questions)
      .values(
        Array.from({ length: 40 }, (_, i) => {
          const d = deadlines[i % deadlines.length];
          return buildQuestion(asker.id, d === undefined ? {} : { deadline: inDays(d), deadlineType: "other" });
        }),
      )
      .returning();
    const { agent } = await signedInAttorney(h);
    const claimer = await signedInAttorney(h);

    // The writer: new questions (some with near deadlines, which sort before the cursor) and claims of others.
    const claimed = new Set<number>();
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        await insertQuestion(h, asker.id, i % 2 ? { deadline: inDays(i % 13), deadlineType: "court_date" } : {});
        const target = initial[(i * 7) % initial.length];
        if (target && !claimed.has(target.id)) {
          const res = await claimer.agent.post(`/api/questions/${target.id}/claim`);
          if (res.status === 200) claimed.add(target.id);
        }
      }
    })();

    const seen: number[] = [];
    let after: number | undefined;
    try {
      for (;;) {
        const page = await agent.get(`/api/questions/queue?limit=3${after ? `&after=${after}` : ""}`);
        expect(page.status).toBe(200);
        if (page.body.length === 0) break;
        seen.push(...ids(page.body));
        after = seen[seen.length - 1];
      }
    } finally {
      writing = false;
      await writer;
    }

    // No repeats, and every question that was waiting from start to end of the walk was seen.
    expect(new Set(seen).size).toBe(seen.length);
    const stayedPending = initial.filter((q) => !claimed.has(q.id)).map((q) => q.id);
    expect(stayedPending.filter((id) => !seen.includes(id))).toEqual([]);
    expect(claimed.size).toBeGreaterThan(0);
  });

  it("keeps one order over Hawaii's midnight: the next page sends back the cutoff its walk began with", async () => {
    // To 23:00 in Hawaii (UTC-10), an hour before the cutoff moves on by a day.
    const hawaiiHour = ((h.clock.now().getTime() - 10 * 60 * 60 * 1000) % DAY) / (60 * 60 * 1000);
    h.clock.advance(((((23 - hawaiiHour) % 24) + 24) % 24) * 60 * 60 * 1000);
    const today = soonCutoff(h.clock.now());
    const tomorrow = soonCutoff(new Date(h.clock.now().getTime() + 2 * 60 * 60 * 1000));
    const asker = await insertAsker(h);
    const soon = await insertQuestion(h, asker.id, { deadline: inDays(1), deadlineType: "court_date" });
    const rest1 = await insertQuestion(h, asker.id);
    const rest2 = await insertQuestion(h, asker.id);
    // Among the rest tonight; a near deadline once the day changes.
    const crossing = await insertQuestion(h, asker.id, { deadline: tomorrow, deadlineType: "court_date" });
    const rest3 = await insertQuestion(h, asker.id);
    const { agent } = await signedInAttorney(h);

    const first = await agent.get("/api/questions/queue?limit=2");
    expect(ids(first.body)).toEqual([soon.id, rest1.id]);
    expect(first.headers[QUEUE_CUTOFF_HEADER.toLowerCase()]).toBe(today);
    h.clock.advance(2 * 60 * 60 * 1000);

    const seen = ids(first.body);
    let cutoff = first.headers[QUEUE_CUTOFF_HEADER.toLowerCase()] as string;
    for (;;) {
      const page = await agent.get(`/api/questions/queue?limit=2&after=${seen.at(-1)}&cutoff=${cutoff}`);
      expect(page.status).toBe(200);
      if (page.body.length === 0) break;
      expect(page.headers[QUEUE_CUTOFF_HEADER.toLowerCase()]).toBe(today);
      seen.push(...ids(page.body));
      cutoff = page.headers[QUEUE_CUTOFF_HEADER.toLowerCase()] as string;
    }
    expect(seen).toEqual([soon.id, rest1.id, rest2.id, crossing.id, rest3.id]);

    // A new walk reads with the new day's cutoff, where the crossing question is now a near deadline.
    const fresh = await agent.get("/api/questions/queue");
    expect(fresh.headers[QUEUE_CUTOFF_HEADER.toLowerCase()]).toBe(tomorrow);
    expect(ids(fresh.body)).toEqual([soon.id, crossing.id, rest1.id, rest2.id, rest3.id]);
  });

  it("reads an older walk's cutoff, or a future one, as today's, and refuses one that is not a date", async () => {
    const asker = await insertAsker(h);
    await insertQuestion(h, asker.id);
    const { agent } = await signedInAttorney(h);
    const today = soonCutoff(h.clock.now());
    for (const asked of [soonCutoff(new Date(h.clock.now().getTime() - 2 * DAY)), "2099-01-01"]) {
      const res = await agent.get(`/api/questions/queue?cutoff=${asked}`);
      expect(res.status).toBe(200);
      expect(res.headers[QUEUE_CUTOFF_HEADER.toLowerCase()]).toBe(today);
    }
    const bad = await agent.get("/api/questions/queue?cutoff=2026-02-30");
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: "cutoff", message: INVALID_QUEUE_CUTOFF }]);
  });
});
