import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { questions } from "@shared/schema";
import { signedIn, signedInAttorney } from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";
import { onlyRow } from "../../db/rows";

// docs/decisions/018: conflicts of interest, checked before a claim.
const h = useTestApp({ RATE_LIMIT_API_MAX: "100000", RATE_LIMIT_QUESTIONS_PER_DAY: "100000" });
const LONG_CONTENT =
  "The landlord changed the locks while I was at work and kept my things inside. What can I do today?";

/** Asks a question through the API, naming these parties; returns its id. */
async function ask(opposingParties: string[]) {
  const asker = await signedIn(h, { termsAcceptedAt: new Date() });
  const res = await asker.agent.post("/api/questions").send({
    title: "My landlord changed the locks",
    content: LONG_CONTENT,
    state: "TN",
    opposingParties,
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

const flagOf = async (agent: ReturnType<typeof h.agent>, id: number) => {
  const res = await agent.get("/api/questions/queue");
  const item = (res.body as { id: number; possibleConflict: boolean }[]).find((q) => q.id === id);
  if (!item) throw new Error(`question ${id} is not in the queue`);
  return item.possibleConflict;
};

describe("the conflict list", () => {
  it("is the attorney's own: saved whole, read back in order, without repeats", async () => {
    const { agent } = await signedInAttorney(h);
    expect((await agent.get("/api/attorney/conflicts")).body).toEqual({ names: [] });
    const saved = await agent
      .put("/api/attorney/conflicts")
      .send({ names: [" Acme Properties LLC ", "John Smith", "John Smith"] });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ names: ["Acme Properties LLC", "John Smith"] });
    expect((await agent.get("/api/attorney/conflicts")).body).toEqual(saved.body);

    const other = await signedInAttorney(h);
    expect((await other.agent.get("/api/attorney/conflicts")).body).toEqual({ names: [] });
  });

  it("refuses more than 500 names or a name out of range, naming the field, and keeps the old list", async () => {
    const { agent } = await signedInAttorney(h);
    await agent.put("/api/attorney/conflicts").send({ names: ["Jane Roe"] });
    const tooMany = await agent
      .put("/api/attorney/conflicts")
      .send({ names: Array.from({ length: 501 }, (_, i) => `Client ${i}`) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual([{ path: "names", message: "A conflict list holds at most 500 names" }]);
    const short = await agent.put("/api/attorney/conflicts").send({ names: ["X"] });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([{ path: "names.0", message: "Each name must be 2 to 100 characters" }]);
    expect((await agent.get("/api/attorney/conflicts")).body).toEqual({ names: ["Jane Roe"] });

    const full = await agent
      .put("/api/attorney/conflicts")
      .send({ names: Array.from({ length: 500 }, (_, i) => `Client ${i}`) });
    expect(full.status).toBe(200);
  });
});

describe("Possible conflict", () => {
  it("flags a match ignoring case, accents, punctuation and word order", async () => {
    const { agent } = await signedInAttorney(h);
    await agent.put("/api/attorney/conflicts").send({ names: ["José Núñez", "Acme Properties LLC"] });
    const reordered = await ask(["NUNEZ, Jose"]);
    const punctuated = await ask(["ACME Properties, L.L.C."]);
    expect(await flagOf(agent, reordered)).toBe(true);
    expect(await flagOf(agent, punctuated)).toBe(true);
  });

  it("flags a near spelling, and not a clearly different name", async () => {
    const { agent } = await signedInAttorney(h);
    await agent.put("/api/attorney/conflicts").send({ names: ["John Smith"] });
    const near = await ask(["Jon Smith"]);
    const different = await ask(["Maria Garcia"]);
    expect(await flagOf(agent, near)).toBe(true);
    expect(await flagOf(agent, different)).toBe(false);
  });

  it("flags only the attorney whose list has the name", async () => {
    const listed = await signedInAttorney(h);
    const other = await signedInAttorney(h);
    await listed.agent.put("/api/attorney/conflicts").send({ names: ["Hank Landlord"] });
    await other.agent.put("/api/attorney/conflicts").send({ names: ["Someone Else"] });
    const id = await ask(["Hank Landlord"]);
    expect(await flagOf(listed.agent, id)).toBe(true);
    expect(await flagOf(other.agent, id)).toBe(false);
  });

  it("is worked out when a list is saved after the question was asked, and cleared when the name goes", async () => {
    const id = await ask(["Greedy Realty Inc"]);
    const { agent } = await signedInAttorney(h);
    expect(await flagOf(agent, id)).toBe(false);
    await agent.put("/api/attorney/conflicts").send({ names: ["Greedy Realty, Inc."] });
    expect(await flagOf(agent, id)).toBe(true);
    await agent.put("/api/attorney/conflicts").send({ names: [] });
    expect(await flagOf(agent, id)).toBe(false);
  });

  it("needs confirmNoConflict to claim a flagged question: 409 with the reason without it", async () => {
    const { agent } = await signedInAttorney(h);
    await agent.put("/api/attorney/conflicts").send({ names: ["Hank Landlord"] });
    const id = await ask(["hank landlord"]);
    const refused = await agent.post(`/api/questions/${id}/claim`).send({});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Possible conflict: /);
    const status = async () =>
      onlyRow(await h.ctx.database.db.select().from(questions).where(eq(questions.id, id)), "question").status;
    expect(await status()).toBe("pending");

    const confirmed = await agent.post(`/api/questions/${id}/claim`).send({ confirmNoConflict: true });
    expect(confirmed.status).toBe(200);
    expect(await status()).toBe("claimed");
  });

  it("shows the parties to attorneys who may see the question, on the card and in the detail", async () => {
    const id = await ask(["Hank Landlord", "Acme Properties LLC"]);
    const { agent } = await signedInAttorney(h);
    const card = (await agent.get("/api/questions/queue")).body.find((q: { id: number }) => q.id === id);
    expect(card.opposingParties).toEqual(["Hank Landlord", "Acme Properties LLC"]);
    expect((await agent.get(`/api/questions/${id}`)).body.opposingParties).toEqual([
      "Hank Landlord",
      "Acme Properties LLC",
    ]);
    const outOfState = await signedInAttorney(h, { states: ["CA"] });
    expect((await outOfState.agent.get(`/api/questions/${id}`)).status).toBe(404);
  });
});

describe("saving a list while questions are asked (docs/decisions/027)", () => {
  it("makes no asker wait for the matching of a list, and misses no question asked meanwhile", async () => {
    const { agent, user } = await signedInAttorney(h);
    expect((await agent.put("/api/attorney/conflicts").send({ names: ["Old Client"] })).status).toBe(200);
    // Another session holds this attorney's list rows, as a long save's matching would: the next save waits in its
    // first step.
    const blocker = await h.ctx.database.pool.connect();
    try {
      await blocker.query("begin");
      await blocker.query("select * from attorney_conflicts where user_id = $1 for update", [user.id]);
      const saving = agent
        .put("/api/attorney/conflicts")
        .send({ names: ["Harbor View Apartments"] })
        .then((r) => r);
      await waitUntilBlocked();
      // An ask with parties goes through while the save waits; a global lock held by the save made it wait too.
      const id = await ask(["Harbor View Apartments"]);
      await blocker.query("rollback");
      expect((await saving).status).toBe(200);
      // Asked before the new names were committed, the question is still flagged once the save is done.
      expect(await flagOf(agent, id)).toBe(true);
    } finally {
      blocker.release();
    }
  });
});

/** Until a session of the app waits for a lock on a list's rows (the save's first step). */
async function waitUntilBlocked() {
  for (;;) {
    const { rows } = await h.ctx.database.pool.query(
      `select count(*)::int as n from pg_stat_activity
       where wait_event_type = 'Lock' and datname = current_database() and query like '%attorney_conflicts%'`,
    );
    if (rows[0].n > 0) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}
