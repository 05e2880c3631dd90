import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LOCALE_MESSAGE, STATE_MESSAGE } from "@shared/validators";
import { useTestApp } from "../../../tests/setup/test-app";
import { DAY_MS, insertOutcomes, insertVolunteers, isoDay, type Hand } from "./outcomes.test-helpers";

// docs/decisions/029: what an asker may expect in a state, over hand-made outcome rows and the volunteers of
// insertVolunteers (two in TN, one in CA).
const h = useTestApp();

let todayMs = 0;
/** The approved attorney licensed in TN and CA. */
let bothStatesUserId = "";
const daysAgo = (n: number) => isoDay(todayMs - n * DAY_MS);

beforeAll(async () => {
  todayMs = Date.parse(`${isoDay(h.clock.now().getTime())}T00:00:00Z`);
  bothStatesUserId = (await insertVolunteers(h)).both.user.id;
  await h.saveRows();
});
beforeEach(async () => {
  await h.restoreRows();
});

describe("GET /api/outcomes/expectation", () => {
  // Questions about TN asked 30 to 210 days ago: 8 answered in 1 day, the rest in 3 days, 4 expired.
  const sample = (n: number): Hand[] =>
    Array.from({ length: n }, (_, i) => ({
      askedOn: daysAgo(i === 0 ? 30 : i === 1 ? 210 : 31 + i),
      state: "TN",
      categoryId: 2,
      // Half of the answered ones were closed after their answer: they count as answered.
      ...(i < 4
        ? { outcome: "expired" as const }
        : { outcome: i % 2 ? ("answered" as const) : ("closed" as const), answerH: i < 12 ? 24 : 72 }),
    }));
  // Just outside the window, and other states: never counted.
  const outside: Hand[] = [
    { askedOn: daysAgo(29), state: "TN", categoryId: 2, answerH: 1, outcome: "answered" },
    { askedOn: daysAgo(211), state: "TN", categoryId: 2, answerH: 1, outcome: "answered" },
    { askedOn: daysAgo(60), state: "CA", categoryId: 2, answerH: 1, outcome: "answered" },
  ];

  it("gives no figures below 20 questions, for anyone signed in or not", async () => {
    await insertOutcomes(h, [...sample(19), ...outside]);
    const res = await h.agent().get("/api/outcomes/expectation?state=TN");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      state: "TN",
      sample: 19,
      answeredShare: null,
      medianDaysToAnswer: null,
      volunteers: 2,
    });
  });

  it("gives the answered share and the median days to an answer from 20 questions", async () => {
    await insertOutcomes(h, [...sample(20), ...outside]);
    const res = await h.agent().get("/api/outcomes/expectation?state=TN");
    expect(res.status).toBe(200);
    // 16 of 20 answered; 8 in 1 day and 8 in 3 days: the median is halfway, 2 days.
    expect(res.body).toMatchObject({
      state: "TN",
      sample: 20,
      answeredShare: 0.8,
      medianDaysToAnswer: 2,
      volunteers: 2,
    });
  });

  it("says when nobody may answer in a state yet", async () => {
    const res = await h.agent().get("/api/outcomes/expectation?state=WY");
    expect(res.body).toMatchObject({
      state: "WY",
      sample: 0,
      answeredShare: null,
      medianDaysToAnswer: null,
      volunteers: 0,
    });
    // An application in a state counts once the license there is verified: CA has one volunteer, not two.
    expect((await h.agent().get("/api/outcomes/expectation?state=CA")).body).toMatchObject({ volunteers: 1 });
  });

  it("names where else to turn: the state's own legal aid first, then the national services", async () => {
    const res = await h.agent().get("/api/outcomes/expectation?state=TN");
    const names = (res.body as { resources: { name: string }[] }).resources.map((r) => r.name);
    expect(names[0]).toBe("Help4TN");
    expect(names.length).toBeGreaterThan(1);
    const other = await h.agent().get("/api/outcomes/expectation?state=WY");
    expect((other.body as { resources: { name: string }[] }).resources.map((r) => r.name)).not.toContain("Help4TN");
  });

  it("for a question in a language: only questions in it, and only volunteers who read it", async () => {
    const spanish = (hand: Hand[]): Hand[] => hand.map((r) => ({ ...r, language: "es" }));
    // 20 English questions about TN, all answered in a day; 20 Spanish ones as in `sample`.
    await insertOutcomes(h, [
      ...sample(20).map((r) => ({ ...r, outcome: "answered" as const, answerH: 24 })),
      ...spanish(sample(20)),
    ]);
    const english = await h.agent().get("/api/outcomes/expectation?state=TN&language=en");
    expect(english.body).toMatchObject({ sample: 20, answeredShare: 1, medianDaysToAnswer: 1, volunteers: 2 });
    // Nobody in TN reads Spanish yet: the asker is told so before writing anything.
    const before = await h.agent().get("/api/outcomes/expectation?state=TN&language=es");
    expect(before.body).toMatchObject({ sample: 20, answeredShare: 0.8, medianDaysToAnswer: 2, volunteers: 0 });
    await h.ctx.database.pool.query("update attorneys set languages = '{en,es}' where user_id = $1", [
      bothStatesUserId,
    ]);
    const after = await h.agent().get("/api/outcomes/expectation?state=TN&language=es");
    expect(after.body).toMatchObject({ volunteers: 1 });
    // Without a language: every question about the state, and every volunteer there, as before.
    const all = await h.agent().get("/api/outcomes/expectation?state=TN");
    expect(all.body).toMatchObject({ sample: 40, answeredShare: 0.9, volunteers: 2 });
    // A blank language, as every other list's blank filter: not given.
    expect((await h.agent().get("/api/outcomes/expectation?state=TN&language=")).body).toEqual(all.body);
  });

  it("refuses a language it does not know (400)", async () => {
    const res = await h.agent().get("/api/outcomes/expectation?state=TN&language=fr");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: LOCALE_MESSAGE, errors: [{ path: "language", message: LOCALE_MESSAGE }] });
  });

  it.each(["", "state=XX", "state=tn", "state=TN,CA"])("refuses %s (400)", async (query) => {
    const res = await h.agent().get(`/api/outcomes/expectation?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: STATE_MESSAGE, errors: [{ path: "state", message: STATE_MESSAGE }] });
  });
});
