import { sql, type SQL } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { attorneyLicenses, questionReleases, questions, type QuestionStatus } from "@shared/schema";
import { insertAttorney, insertUser } from "../../tests/setup/factories";
import { useTestApp } from "../../tests/setup/test-app";
import { claimablePool, openCountsFor, openTo } from "./visibility";

// The notices count what each attorney may claim from a pool counted once for everyone (docs/decisions/030). That
// form must agree with the one rule (docs/decisions/027, 036) counted question by question, in any world.
const h = useTestApp();

const STATES = [null, "TN", "TX", "CA"] as const;
const STATUSES: QuestionStatus[] = ["pending", "pending", "pending", "withdrawn", "expired"];
const SOON = "2026-06-10";
const soonOf = (q: string): SQL => sql.raw(`coalesce(${q}.deadline <= '${SOON}'::date, false)`);
const FILTERS: { name: string; only: (row: string) => SQL }[] = [
  { name: "every category", only: () => sql`true` },
  { name: "category 1", only: (row) => sql.raw(`(${row}.category_id = 1)`) },
  { name: "categories 1 and 2", only: (row) => sql.raw(`(${row}.category_id in (1, 2))`) },
];

type Row = {
  state: string | null;
  waiting: number;
  soon: number;
};
const sorted = (rows: Row[]) =>
  rows
    .filter((r) => r.waiting !== 0 || r.soon !== 0)
    .map((r) => ({ state: r.state, waiting: Number(r.waiting), soon: Number(r.soon) }))
    .sort((a, b) => String(a.state).localeCompare(String(b.state)));

let people: string[] = [];
let attorneyIds: string[] = [];

beforeAll(async () => {
  const db = h.ctx.database.db;
  const askers = [await insertUser(h), await insertUser(h)];
  // Licensed in TN and TX, reading English; in TN with CA still pending, reading both; licensed nowhere yet; in CA
  // only, reading Spanish.
  const languages: ("en" | "es")[][] = [["en"], ["en", "es"], ["en"], ["es"]];
  const licences: { state: string; status: "verified" | "pending" }[][] = [
    [
      { state: "TN", status: "verified" },
      { state: "TX", status: "verified" },
    ],
    [
      { state: "TN", status: "verified" },
      { state: "CA", status: "pending" },
    ],
    [],
    [{ state: "CA", status: "verified" }],
  ];
  attorneyIds = [];
  for (const [i, held] of licences.entries()) {
    const user = await insertUser(h);
    const attorney = await insertAttorney(h, {
      userId: user.id,
      email: user.email,
      isApproved: true,
      languages: languages[i],
    });
    for (const l of held)
      await db.insert(attorneyLicenses).values({
        attorneyId: attorney.id,
        licenseNumber: `${l.state}-1`,
        verifiedAt: l.status === "verified" ? new Date() : null,
        ...l,
      });
    attorneyIds.push(user.id);
  }
  people = [...askers.map((u) => u.id), ...attorneyIds];
});

const world = fc.record({
  questions: fc.array(
    fc.record({
      owner: fc.nat({ max: 5 }),
      state: fc.constantFrom(...STATES),
      language: fc.constantFrom("en" as const, "es" as const),
      category: fc.constantFrom(1, 2, 3),
      status: fc.constantFrom(...STATUSES),
      deadline: fc.constantFrom(null, "2026-06-03", SOON, "2026-07-01"),
    }),
    { maxLength: 30 },
  ),
  releases: fc.array(fc.record({ question: fc.nat(), by: fc.nat({ max: 3 }), holdRanOut: fc.boolean() }), {
    maxLength: 10,
  }),
});

describe("openCountsFor", () => {
  it("counts by state exactly what openTo lets each attorney claim, whatever the questions, releases and filter", async () => {
    const db = h.ctx.database.db;
    await fc.assert(
      fc.asyncProperty(world, async (w) => {
        await db.delete(questions);
        const ids =
          w.questions.length === 0
            ? []
            : (
                await db
                  .insert(questions)
                  .values(
                    w.questions.map((q, i) => ({
                      userId: people[q.owner]!,
                      title: `Question ${i}`,
                      content: `Question ${i}, as the asker wrote it.`,
                      state: q.state,
                      language: q.language,
                      categoryId: q.category,
                      status: q.status,
                      deadline: q.deadline,
                    })),
                  )
                  .returning({ id: questions.id })
              ).map((r) => r.id);
        if (ids.length > 0 && w.releases.length > 0)
          await db.insert(questionReleases).values(
            w.releases.map((r) => ({
              questionId: ids[r.question % ids.length]!,
              userId: attorneyIds[r.by]!,
              holdRanOut: r.holdRanOut,
            })),
          );
        for (const attorney of attorneyIds)
          for (const { name, only } of FILTERS) {
            const a = sql`${attorney}::uuid`;
            const fromPool = await db.execute<Row>(
              sql`with pool as materialized (${claimablePool(soonOf)}) ${openCountsFor(a, "pool", only, soonOf)}`,
            );
            const oneByOne = await db.execute<Row>(
              sql`select q.state, count(*)::int as waiting, (count(*) filter (where ${soonOf("q")}))::int as soon
                from questions q where ${openTo("q", a)} and ${only("q")} group by q.state`,
            );
            expect(sorted(fromPool.rows), `${name}, attorney ${attorneyIds.indexOf(attorney)}`).toEqual(
              sorted(oneByOne.rows),
            );
          }
      }),
      { numRuns: 40 },
    );
  });
});
