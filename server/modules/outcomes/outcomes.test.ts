import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { OutcomeRowDto } from "@shared/api/types";
import {
  CATEGORY_MESSAGE,
  FROM_MESSAGE,
  PERIOD_ORDER_MESSAGE,
  PERIOD_TOO_LONG_MESSAGE,
  STATE_MESSAGE,
  TO_MESSAGE,
} from "@shared/validators";
import { insertQuestion, insertUser, signedInAdmin } from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";
import { DAY_MS, insertOutcomes, insertVolunteers, isoDay, type Hand } from "./outcomes.test-helpers";

// docs/decisions/029: the admin's outcome figures, over hand-made outcome rows whose figures are worked out by hand
// below. The asker's expectation is in expectation.test.ts.
const h = useTestApp();

// The period 2026-01-26 (a Monday) to 2026-02-08 (a Sunday): weeks of 01-26 and 02-02, months 2026-01 and 2026-02
// (2026-02-01 is a Sunday: the first week, the second month).
const PERIOD = "from=2026-01-26&to=2026-02-08";
const HAND: Hand[] = [
  { askedOn: "2026-01-26", state: "TN", categoryId: 2, claimH: 1, answerH: 10, outcome: "answered" },
  { askedOn: "2026-01-27", state: "TN", categoryId: 2, claimH: 2, answerH: 20, outcome: "closed", helpful: "yes" },
  { askedOn: "2026-01-28", state: "CA", categoryId: 3, claimH: 3, answerH: 100, outcome: "closed", helpful: "partly" },
  { askedOn: "2026-02-01", state: "TN", categoryId: 3, outcome: "expired" },
  { askedOn: "2026-02-02", state: "CA", categoryId: 2, outcome: "withdrawn" },
  { askedOn: "2026-02-03", state: null, categoryId: 2, claimH: 1, outcome: "open" },
  // Outside the period, on both sides.
  { askedOn: "2026-01-25", state: "TN", categoryId: 2, claimH: 9, answerH: 9, outcome: "closed", helpful: "no" },
  { askedOn: "2026-02-09", state: "TN", categoryId: 2, outcome: "expired" },
];

const row = (key: string | null, figures: Partial<OutcomeRowDto>): OutcomeRowDto => ({
  key,
  asked: 0,
  answered: 0,
  expired: 0,
  withdrawn: 0,
  closed: 0,
  open: 0,
  answeredShare: null,
  medianHoursToClaim: null,
  medianHoursToAnswer: null,
  p90HoursToAnswer: null,
  answeredWithin72hShare: null,
  helpfulShare: null,
  volunteers: 3,
  ...figures,
});

// Week of 01-26: A B C D, all finished; 3 of 4 answered (A, and B and C closed after an answer); claims 1, 2, 3 h;
// answers 10, 20, 100 h: median 20, p90 20 + 0.8 * 80 = 84; within 72 h A and B (2 of 4); helpful B yes, C partly
// ("partly" is an answer to the question, and not a yes: 1 of 2).
const WEEK1 = row("2026-01-26", {
  asked: 4,
  answered: 1,
  closed: 2,
  expired: 1,
  answeredShare: 0.75,
  medianHoursToClaim: 2,
  medianHoursToAnswer: 20,
  p90HoursToAnswer: 84,
  answeredWithin72hShare: 0.5,
  helpfulShare: 0.5,
});
// Week of 02-02: E withdrawn (the one finished, unanswered), F open with a claim after 1 h.
const WEEK2 = row("2026-02-02", {
  asked: 2,
  withdrawn: 1,
  open: 1,
  answeredShare: 0,
  medianHoursToClaim: 1,
  answeredWithin72hShare: 0,
});

let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let todayMs = 0;
const daysAgo = (n: number) => isoDay(todayMs - n * DAY_MS);

beforeAll(async () => {
  todayMs = Date.parse(`${isoDay(h.clock.now().getTime())}T00:00:00Z`);
  admin = await signedInAdmin(h);
  const { tn, both, unapproved, unproven } = await insertVolunteers(h);
  // Active in the last 30 days: only `tn` among the approved (both's last answer is 31 days old).
  const now = h.clock.now().getTime();
  await h.ctx.database.pool.query(
    `insert into audit_events (at, actor_id, action) values ($1, $2, 'question.claimed'), ($3, $4, 'question.answered'),
       ($1, $5, 'question.claimed'), ($1, $6, 'question.claimed'), ($1, $4, 'question.viewed')`,
    [
      new Date(now - 10 * DAY_MS),
      tn.user.id,
      new Date(now - 31 * DAY_MS),
      both.user.id,
      unapproved.user.id,
      unproven.user.id,
    ],
  );
  // The queue now: pending for 0, 12 and 26 days (all TN, category 1), and one claimed; each has its outcome row,
  // asked in the last 30 days.
  const asker = await insertUser(h);
  for (const days of [0, 12, 26])
    await insertQuestion(h, asker.id, { state: "TN", createdAt: new Date(now - days * DAY_MS) });
  await insertQuestion(h, asker.id, {
    state: "CA",
    status: "claimed",
    claimedBy: tn.user.id,
    claimedAt: new Date(now),
  });
  await insertOutcomes(h, HAND);
  await h.saveRows();
});
beforeEach(async () => {
  await h.restoreRows();
});

const figures = (query: string) => admin.agent.get(`/api/admin/outcomes?${query}`);

describe("GET /api/admin/outcomes", () => {
  it("by week: every week of the period, with counts, shares, medians and the 90th percentile", async () => {
    const res = await figures(`${PERIOD}&by=week`);
    expect(res.status).toBe(200);
    expect(res.body.rows).toEqual([WEEK1, WEEK2]);
  });

  it("by month", async () => {
    const res = await figures(`${PERIOD}&by=month`);
    expect(res.status).toBe(200);
    expect(res.body.rows).toEqual([
      // A B C: all answered; within 72 h 2 of 3.
      row("2026-01", {
        asked: 3,
        answered: 1,
        closed: 2,
        answeredShare: 1,
        medianHoursToClaim: 2,
        medianHoursToAnswer: 20,
        p90HoursToAnswer: 84,
        answeredWithin72hShare: 0.6667,
        helpfulShare: 0.5,
      }),
      // D E F: two finished, neither answered.
      row("2026-02", {
        asked: 3,
        expired: 1,
        withdrawn: 1,
        open: 1,
        answeredShare: 0,
        medianHoursToClaim: 1,
        answeredWithin72hShare: 0,
      }),
    ]);
  });

  it("by state: each state's volunteers are those verified there; no state is open to all", async () => {
    const res = await figures(`${PERIOD}&by=state`);
    expect(res.status).toBe(200);
    expect(res.body.rows).toEqual([
      // C E.
      row("CA", {
        asked: 2,
        closed: 1,
        withdrawn: 1,
        answeredShare: 0.5,
        medianHoursToClaim: 3,
        medianHoursToAnswer: 100,
        p90HoursToAnswer: 100,
        answeredWithin72hShare: 0,
        helpfulShare: 0,
        volunteers: 1,
      }),
      // A B D: answers 10 and 20 h: median 15, p90 10 + 0.9 * 10 = 19.
      row("TN", {
        asked: 3,
        answered: 1,
        closed: 1,
        expired: 1,
        answeredShare: 0.6667,
        medianHoursToClaim: 1.5,
        medianHoursToAnswer: 15,
        p90HoursToAnswer: 19,
        answeredWithin72hShare: 0.6667,
        helpfulShare: 1,
        volunteers: 2,
      }),
      // F: nothing finished, so no shares.
      row(null, { asked: 1, open: 1, medianHoursToClaim: 1 }),
    ]);
  });

  it("by category", async () => {
    const res = await figures(`${PERIOD}&by=category`);
    expect(res.status).toBe(200);
    expect(res.body.rows).toEqual([
      // A B E F: claims 1, 2, 1 h (median 1).
      row("2", {
        asked: 4,
        answered: 1,
        closed: 1,
        withdrawn: 1,
        open: 1,
        answeredShare: 0.6667,
        medianHoursToClaim: 1,
        medianHoursToAnswer: 15,
        p90HoursToAnswer: 19,
        answeredWithin72hShare: 0.6667,
        helpfulShare: 1,
      }),
      row("3", {
        asked: 2,
        closed: 1,
        expired: 1,
        answeredShare: 0.5,
        medianHoursToClaim: 3,
        medianHoursToAnswer: 100,
        p90HoursToAnswer: 100,
        answeredWithin72hShare: 0,
        helpfulShare: 0,
      }),
    ]);
  });

  it("narrows by state (every row's volunteers are that state's) and by category", async () => {
    const tn = await figures(`${PERIOD}&by=week&state=TN`);
    expect(tn.status).toBe(200);
    expect(tn.body.rows).toEqual([
      row("2026-01-26", {
        asked: 3,
        answered: 1,
        closed: 1,
        expired: 1,
        answeredShare: 0.6667,
        medianHoursToClaim: 1.5,
        medianHoursToAnswer: 15,
        p90HoursToAnswer: 19,
        answeredWithin72hShare: 0.6667,
        helpfulShare: 1,
        volunteers: 2,
      }),
      row("2026-02-02", { volunteers: 2 }),
    ]);
    const category = await figures(`${PERIOD}&by=month&categoryId=3`);
    expect(category.status).toBe(200);
    expect(category.body.rows.map((r: OutcomeRowDto) => [r.key, r.asked, r.closed, r.expired])).toEqual([
      ["2026-01", 1, 1, 0],
      ["2026-02", 1, 0, 1],
    ]);
    // Empty filters in the URL mean none.
    const blank = await figures(`${PERIOD}&by=week&state=&categoryId=`);
    expect(blank.body.rows).toEqual([WEEK1, WEEK2]);
  });

  it("gives the volunteers and the backlog now, narrowed by state", async () => {
    const all = await figures(PERIOD);
    expect(all.body.volunteers).toEqual({ approved: 3, activeLast30Days: 1, questionsPerActiveVolunteer: 4 });
    expect(all.body.backlog).toEqual({ pending: 3, waiting10Days: 2, waiting25Days: 1 });
    const ca = await figures(`${PERIOD}&state=CA`);
    // In CA: `both` only, not active; one question asked in the last 30 days (the claimed one), none waiting.
    expect(ca.body.volunteers).toEqual({ approved: 1, activeLast30Days: 0, questionsPerActiveVolunteer: null });
    expect(ca.body.backlog).toEqual({ pending: 0, waiting10Days: 0, waiting25Days: 0 });
    const tn = await figures(`${PERIOD}&state=TN&categoryId=1`);
    expect(tn.body.volunteers).toEqual({ approved: 2, activeLast30Days: 1, questionsPerActiveVolunteer: 3 });
    expect(tn.body.backlog).toEqual({ pending: 3, waiting10Days: 2, waiting25Days: 1 });
  });

  it("covers the 12 weeks up to today by the clock when no period is given", async () => {
    const res = await figures("by=week");
    expect(res.status).toBe(200);
    const monday = (ms: number) => isoDay(ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS);
    const keys = res.body.rows.map((r: OutcomeRowDto) => r.key);
    expect(keys[0]).toBe(monday(todayMs - 83 * DAY_MS));
    expect(keys.at(-1)).toBe(monday(todayMs));
    // The four questions asked in the last 26 days; none of the hand-made ones.
    expect(res.body.rows.reduce((n: number, r: OutcomeRowDto) => n + r.asked, 0)).toBe(4);
    // A period far in the future is simply empty.
    const future = await figures("by=month&to=9999-12-31");
    expect(future.status).toBe(200);
    expect(future.body.rows.map((r: OutcomeRowDto) => [r.key, r.asked])).toEqual([
      ["9999-10", 0],
      ["9999-11", 0],
      ["9999-12", 0],
    ]);
    // Twelve weeks before a day early in 1970 would begin in 1969: the period begins on 1970's first day.
    const early = await figures("by=month&to=1970-01-05");
    expect(early.status).toBe(200);
    expect(early.body.rows.map((r: OutcomeRowDto) => r.key)).toEqual(["1970-01"]);
    const from = await figures(`by=month&to=${daysAgo(100)}`);
    expect(from.body.rows.reduce((n: number, r: OutcomeRowDto) => n + r.asked, 0)).toBe(0);
  });

  it("serves the same question's figures again for a minute by the clock, then works them out anew", async () => {
    const query = "from=2025-03-02&to=2025-03-08&by=state";
    const first = await figures(query);
    expect(first.body.rows).toEqual([]);
    const asOf = Date.parse(first.body.asOf);
    expect(asOf).toBeLessThanOrEqual(h.clock.now().getTime());
    await insertOutcomes(h, [{ askedOn: "2025-03-04", state: "TN", categoryId: 2, outcome: "expired" }]);
    h.clock.advance(59 * 1000);
    const kept = await figures(query);
    expect(kept.body).toEqual(first.body);
    // Another question of them is worked out at once: it sees the new row.
    const other = await figures(`${query}&state=TN`);
    expect(other.body.rows.map((r: OutcomeRowDto) => [r.key, r.asked])).toEqual([["TN", 1]]);
    h.clock.advance(1000);
    const fresh = await figures(query);
    expect(Date.parse(fresh.body.asOf)).toBeGreaterThanOrEqual(asOf + 60 * 1000);
    expect(fresh.body.rows.map((r: OutcomeRowDto) => [r.key, r.asked])).toEqual([["TN", 1]]);
  });

  it("gives the rows as a CSV attachment with format=csv", async () => {
    const res = await figures(`${PERIOD}&by=state&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="outcomes-2026-01-26-2026-02-08.csv"');
    expect(res.text).toBe(
      [
        "key,asked,answered,expired,withdrawn,closed,open,answeredShare,medianHoursToClaim,medianHoursToAnswer,p90HoursToAnswer,answeredWithin72hShare,helpfulShare,volunteers",
        "CA,2,0,0,1,1,0,0.5,3,100,100,0,0,1",
        "TN,3,1,1,0,1,0,0.6667,1.5,15,19,0.6667,1,2",
        ",1,0,0,0,0,1,,1,,,,,3",
        "",
      ].join("\r\n"),
    );
  });

  it.each([
    ["from=2026-13-01", "from", FROM_MESSAGE],
    ["from=2026-02-30", "from", FROM_MESSAGE],
    ["to=yesterday", "to", TO_MESSAGE],
    ["from=0000-01-01", "from", FROM_MESSAGE],
    ["from=2026-01-01&to=9999-12-31", "to", PERIOD_TOO_LONG_MESSAGE],
    ["from=1969-12-31", "from", FROM_MESSAGE],
    ["from=2026-02-08&to=2026-01-26", "to", PERIOD_ORDER_MESSAGE],
    ["from=2010-01-01&to=2026-01-01", "to", PERIOD_TOO_LONG_MESSAGE],
    ["from=2999-01-01", "to", PERIOD_ORDER_MESSAGE],
    ["by=year", "by", "Please group by week, month, state or category"],
    ["state=XX", "state", STATE_MESSAGE],
    ["state=tn", "state", STATE_MESSAGE],
    ["categoryId=abc", "categoryId", CATEGORY_MESSAGE],
    ["categoryId=0", "categoryId", CATEGORY_MESSAGE],
    ["categoryId=99999", "categoryId", CATEGORY_MESSAGE],
    ["format=xml", "format", "The format is json or csv"],
  ])("refuses %s (400, naming the field)", async (query, path, message) => {
    const res = await figures(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, errors: [{ path, message }] });
  });
});
