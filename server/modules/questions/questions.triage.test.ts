import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { STATE_CODES } from "@shared/states";
import { signedIn, signedInAttorney } from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";
import { LONG_CONTENT } from "./questions.test-helpers";

// docs/decisions/018 on the ask: state, deadline and its kind, other parties.
const h = useTestApp({ RATE_LIMIT_API_MAX: "100000", RATE_LIMIT_QUESTIONS_PER_DAY: "100000" });

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) =>
  new Date(h.clock.now().getTime() - 6 * 60 * 60 * 1000 + days * DAY).toISOString().slice(0, 10);
const base = { title: "Can my landlord keep my deposit?", content: LONG_CONTENT };
const asker = () => signedIn(h, { termsAcceptedAt: new Date() });

async function countOwn(agent: ReturnType<typeof h.agent>) {
  return ((await agent.get("/api/questions/user")).body as unknown[]).length;
}

describe("POST /api/questions with state, deadline and parties", () => {
  it("stores them and shows them back in the detail", async () => {
    const { agent } = await asker();
    const res = await agent.post("/api/questions").send({
      ...base,
      state: "CA",
      deadline: inDays(5),
      deadlineType: "court_date",
      opposingParties: ["  Hank Landlord ", "Acme Properties LLC"],
    });
    expect(res.status).toBe(201);
    const detail = await agent.get(`/api/questions/${res.body.id}`);
    expect(detail.body).toMatchObject({
      state: "CA",
      deadline: inDays(5),
      deadlineType: "court_date",
      opposingParties: ["Hank Landlord", "Acme Properties LLC"],
    });
  });

  it("takes a spec-shaped payload without them: no state, no deadline, no parties", async () => {
    const { agent } = await asker();
    const res = await agent.post("/api/questions").send(base);
    expect(res.status).toBe(201);
    const detail = await agent.get(`/api/questions/${res.body.id}`);
    expect(detail.body).toMatchObject({
      state: null,
      deadline: null,
      deadlineType: null,
      opposingParties: [],
      safetyConcern: false,
    });
  });

  it("marks a question whose asker is not safe right now, and attorneys see the mark in the queue (docs/decisions/025)", async () => {
    const { agent } = await asker();
    const res = await agent.post("/api/questions").send({ ...base, safetyConcern: true });
    expect(res.status).toBe(201);
    expect((await agent.get(`/api/questions/${res.body.id}`)).body.safetyConcern).toBe(true);
    const { agent: attorney } = await signedInAttorney(h);
    const card = (await attorney.get("/api/questions/queue")).body.find((q: { id: number }) => q.id === res.body.id);
    expect(card.safetyConcern).toBe(true);
  });

  it("refuses a safety answer that is not true or false, and stores nothing", async () => {
    const { agent } = await asker();
    const res = await agent.post("/api/questions").send({ ...base, safetyConcern: "no" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: "safetyConcern", message: "Invalid safety answer" }]);
    expect(await countOwn(agent)).toBe(0);
  });

  const refusals: [string, Record<string, unknown>, { path: string; message: string }][] = [
    ["an unknown state", { state: "ZZ" }, { path: "state", message: "Please choose a state from the list" }],
    [
      "a date that does not exist",
      { deadline: "2027-02-30" },
      { path: "deadline", message: "Please enter a real date (YYYY-MM-DD)" },
    ],
    // Malformed dates once reached toISOString() on an invalid Date and answered 500.
    ...["next tuesday", "2026-13-45", "", "-1", -1].map(
      (deadline): [string, Record<string, unknown>, { path: string; message: string }] => [
        `a malformed deadline (${JSON.stringify(deadline)})`,
        { deadline },
        { path: "deadline", message: "Please enter a real date (YYYY-MM-DD)" },
      ],
    ),
    [
      "a deadline in the past",
      { deadline: "__past" },
      { path: "deadline", message: "The deadline cannot be in the past" },
    ],
    [
      "a deadline more than 366 days ahead",
      { deadline: "__far" },
      { path: "deadline", message: "The deadline must be within a year from today" },
    ],
    [
      "a deadline type without a deadline",
      { deadlineType: "court_date" },
      { path: "deadlineType", message: "Please give the date of the deadline, or clear its kind" },
    ],
    [
      "an unknown deadline type",
      { deadline: "__soon", deadlineType: "hearing" },
      { path: "deadlineType", message: "Please choose what kind of deadline this is" },
    ],
    [
      "more than 5 parties",
      { opposingParties: ["Aa", "Bb", "Cc", "Dd", "Ee", "Ff"] },
      { path: "opposingParties", message: "Please name at most 5 other parties" },
    ],
    [
      "a party name too short",
      { opposingParties: ["X"] },
      { path: "opposingParties.0", message: "Each name must be 2 to 100 characters" },
    ],
    [
      "a party name too long",
      { opposingParties: ["Ok name", "y".repeat(101)] },
      { path: "opposingParties.1", message: "Each name must be 2 to 100 characters" },
    ],
    [
      "a party name with a link",
      { opposingParties: ["see https://evil.example"] },
      { path: "opposingParties.0", message: "Each name must not contain links, line breaks or hidden characters" },
    ],
    [
      "a party name with a paragraph separator",
      { opposingParties: ["Evil\u2029Corp"] },
      { path: "opposingParties.0", message: "Each name must not contain links, line breaks or hidden characters" },
    ],
  ];
  for (const [what, fields, error] of refusals) {
    it(`refuses ${what} with 400 naming the field, and stores nothing`, async () => {
      const { agent } = await asker();
      const resolved = Object.fromEntries(
        Object.entries(fields).map(([k, v]) => [
          k,
          v === "__past" ? inDays(-3) : v === "__far" ? inDays(400) : v === "__soon" ? inDays(3) : v,
        ]),
      );
      const res = await agent.post("/api/questions").send({ ...base, ...resolved });
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual(error);
      expect(await countOwn(agent)).toBe(0);
    });
  }

  it("accepts a deadline today and one 366 days ahead", async () => {
    const { agent } = await asker();
    expect((await agent.post("/api/questions").send({ ...base, deadline: inDays(0) })).status).toBe(201);
    expect((await agent.post("/api/questions").send({ ...base, deadline: inDays(366) })).status).toBe(201);
  });
});

describe("property: the new fields", () => {
  const party = fc
    .string({ minLength: 2, maxLength: 40 })
    .filter((s) => s.trim().length >= 2 && !/[\p{Cc}\p{Cf}]|:\/\/|www\./iu.test(s));

  it("stores any valid combination exactly as it was given (trimmed)", async () => {
    const { agent } = await asker();
    await fc.assert(
      fc.asyncProperty(
        fc.option(fc.constantFrom(...STATE_CODES), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 365 }), { nil: undefined }),
        fc.constantFrom("court_date", "filing_deadline", "other"),
        fc.array(party, { maxLength: 5 }),
        async (state, days, deadlineType, opposingParties) => {
          const body = {
            ...base,
            state,
            ...(days === undefined ? {} : { deadline: inDays(days), deadlineType }),
            opposingParties,
          };
          const res = await agent.post("/api/questions").send(body);
          expect(res.status).toBe(201);
          const detail = (await agent.get(`/api/questions/${res.body.id}`)).body;
          expect(detail.state).toBe(state ?? null);
          expect(detail.deadline).toBe(days === undefined ? null : inDays(days));
          expect(detail.deadlineType).toBe(days === undefined ? null : deadlineType);
          expect(detail.opposingParties).toEqual(opposingParties.map((p) => p.trim()));
        },
      ),
      { numRuns: 25 },
    );
  });

  it("refuses any state that is not one of the 51, and any deadline outside the window, storing nothing", async () => {
    const { agent } = await asker();
    const before = await countOwn(agent);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc
            .string({ maxLength: 4 })
            .filter((s) => !(STATE_CODES as readonly string[]).includes(s.trim()))
            .map((state) => ({ state })),
          fc.integer({ min: 368, max: 5000 }).map((d) => ({ deadline: inDays(d) })),
          fc.integer({ min: 2, max: 5000 }).map((d) => ({ deadline: inDays(-d) })),
        ),
        async (fields) => {
          const res = await agent.post("/api/questions").send({ ...base, ...fields });
          expect(res.status).toBe(400);
          expect(res.body.errors[0].path).toBe(Object.keys(fields)[0]);
        },
      ),
      { numRuns: 40 },
    );
    expect(await countOwn(agent)).toBe(before);
  });
});
