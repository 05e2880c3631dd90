import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attorneyLicenses, questions } from "@shared/schema";
import { insertQuestion, signedInAdmin, signedInAttorney } from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";
import { onlyRow } from "../../db/rows";
import { insertAsker, QUEUE_TEST_ENV } from "./queue.test-helpers";

// docs/decisions/018: a question goes to attorneys licensed where the problem is.
const h = useTestApp(QUEUE_TEST_ENV);

const ids = (body: { id: number }[]) => body.map((q) => q.id);
const status = async (id: number) =>
  onlyRow(await h.ctx.database.db.select().from(questions).where(eq(questions.id, id)), `question ${id}`).status;

async function questionsInStates() {
  const asker = await insertAsker(h);
  return {
    tn: await insertQuestion(h, asker.id, { state: "TN" }),
    ca: await insertQuestion(h, asker.id, { state: "CA" }),
    none: await insertQuestion(h, asker.id, { state: null }),
    ny: await insertQuestion(h, asker.id, { state: "NY" }),
  };
}

describe("the queue follows the attorney's verified states", () => {
  it("shows questions in the attorney's verified states and those without a state, and no others", async () => {
    const q = await questionsInStates();
    const { agent } = await signedInAttorney(h, { states: ["TN", "NY"] });
    const res = await agent.get("/api/questions/queue");
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([q.tn.id, q.none.id, q.ny.id]);
    expect(res.body[0]).toMatchObject({ state: "TN" });
  });

  it("does not count a license that is still pending", async () => {
    const q = await questionsInStates();
    const { agent, attorney } = await signedInAttorney(h, { states: ["TN"] });
    await h.ctx.database.db
      .insert(attorneyLicenses)
      .values({ attorneyId: attorney.id, state: "CA", licenseNumber: "CA-9", status: "pending" });
    expect(ids((await agent.get("/api/questions/queue")).body)).toEqual([q.tn.id, q.none.id]);
  });

  it("takes state=XX for one of the attorney's states, and refuses a state that is not theirs or not a state", async () => {
    const q = await questionsInStates();
    const { agent } = await signedInAttorney(h, { states: ["TN", "NY"] });
    expect(ids((await agent.get("/api/questions/queue?state=NY")).body)).toEqual([q.ny.id]);

    const notTheirs = await agent.get("/api/questions/queue?state=CA");
    expect(notTheirs.status).toBe(400);
    expect(notTheirs.body.errors).toEqual([{ path: "state", message: "You hold no verified license in this state" }]);

    const unknown = await agent.get("/api/questions/queue?state=ZZ");
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toEqual({ path: "state", message: "Please choose a state from the list" });
  });

  it("answers 404 to a claim outside the attorney's states, and the question stays pending", async () => {
    const q = await questionsInStates();
    const { agent } = await signedInAttorney(h, { states: ["TN"] });
    const res = await agent.post(`/api/questions/${q.ca.id}/claim`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Question not found" });
    expect(await status(q.ca.id)).toBe("pending");

    expect((await agent.post(`/api/questions/${q.tn.id}/claim`)).status).toBe(200);
    expect((await agent.post(`/api/questions/${q.none.id}/claim`)).status).toBe(200);
  });

  it("answers 404 to a pending-question read outside the attorney's states, and 200 inside them", async () => {
    const q = await questionsInStates();
    const { agent } = await signedInAttorney(h, { states: ["TN"] });
    expect((await agent.get(`/api/questions/${q.ca.id}`)).status).toBe(404);
    const inState = await agent.get(`/api/questions/${q.tn.id}`);
    expect(inState.status).toBe(200);
    expect(inState.body).toMatchObject({ state: "TN", deadline: null, deadlineType: null, opposingParties: [] });
    expect((await agent.get(`/api/questions/${q.none.id}`)).status).toBe(200);
  });
});

describe("licenses", () => {
  it("lets an approved attorney add a license, pending until an admin verifies it; a held state is 409", async () => {
    const { agent } = await signedInAttorney(h, { states: ["TN"] });
    const added = await agent.post("/api/attorney/licenses").send({ state: "CA", licenseNumber: " CA-12345 " });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ state: "CA", licenseNumber: "CA-12345", status: "pending", verifiedAt: null });
    expect(Object.keys(added.body).sort()).toEqual([
      "createdAt",
      "id",
      "licenseNumber",
      "state",
      "status",
      "verifiedAt",
    ]);

    const again = await agent.post("/api/attorney/licenses").send({ state: "TN", licenseNumber: "X" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("You already hold a license for this state");

    const list = await agent.get("/api/attorney/licenses");
    expect(list.body.map((l: { state: string; status: string }) => [l.state, l.status])).toEqual([
      ["TN", "verified"],
      ["CA", "pending"],
    ]);
  });

  it("refuses an unknown state and a missing number, naming the field, and stores nothing", async () => {
    const { agent } = await signedInAttorney(h, { states: ["TN"] });
    const bad = await agent.post("/api/attorney/licenses").send({ state: "XX", licenseNumber: "" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["licenseNumber", "state"]);
    expect((await agent.get("/api/attorney/licenses")).body).toHaveLength(1);
  });
});

describe("the admin's review of licenses", () => {
  it("lists added licenses with whose they are; verifying one opens that state's questions", async () => {
    const q = await questionsInStates();
    const attorney = await signedInAttorney(h, { states: ["TN"] });
    const added = (await attorney.agent.post("/api/attorney/licenses").send({ state: "CA", licenseNumber: "CA-1" }))
      .body;
    const admin = await signedInAdmin(h);

    const pending = await admin.agent.get("/api/admin/licenses/pending");
    expect(pending.status).toBe(200);
    const mine = pending.body.find((l: { id: number }) => l.id === added.id);
    expect(mine).toMatchObject({
      state: "CA",
      licenseNumber: "CA-1",
      status: "pending",
      attorney: { id: attorney.attorney.id, firstName: "Atticus", lastName: attorney.attorney.lastName },
    });

    expect(ids((await attorney.agent.get("/api/questions/queue")).body)).not.toContain(q.ca.id);
    const verified = await admin.agent.post(`/api/admin/licenses/${added.id}/approve`);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ status: "verified" });
    expect(verified.body.verifiedAt).not.toBeNull();
    expect(ids((await attorney.agent.get("/api/questions/queue")).body)).toContain(q.ca.id);

    const again = await admin.agent.post(`/api/admin/licenses/${added.id}/approve`);
    expect(again.status).toBe(409);
    expect((await admin.agent.post("/api/admin/licenses/999999/approve")).status).toBe(404);
  });

  it("deletes a rejected license, so the attorney may add it again", async () => {
    const attorney = await signedInAttorney(h, { states: ["TN"] });
    const added = (await attorney.agent.post("/api/attorney/licenses").send({ state: "NY", licenseNumber: "bad" }))
      .body;
    const admin = await signedInAdmin(h);
    const rejected = await admin.agent.delete(`/api/admin/licenses/${added.id}/reject`);
    expect(rejected.status).toBe(200);
    expect((await attorney.agent.get("/api/attorney/licenses")).body).toHaveLength(1);
    expect(
      (await attorney.agent.post("/api/attorney/licenses").send({ state: "NY", licenseNumber: "NY-2" })).status,
    ).toBe(201);
  });

  it("does not list the license of an application still under review; approving it verifies that license", async () => {
    const applicant = await signedInAttorney(h, { approved: false });
    const admin = await signedInAdmin(h);
    expect((await admin.agent.get("/api/admin/licenses/pending")).body).toEqual([]);
    expect((await admin.agent.post(`/api/admin/attorneys/${applicant.attorney.id}/approve`)).status).toBe(200);
    const licenses = await h.ctx.database.db
      .select()
      .from(attorneyLicenses)
      .where(eq(attorneyLicenses.attorneyId, applicant.attorney.id));
    expect(licenses.map((l) => [l.state, l.licenseNumber, l.status])).toEqual([
      [applicant.attorney.practiceState, applicant.attorney.licenseNumber, "verified"],
    ]);
  });
});
