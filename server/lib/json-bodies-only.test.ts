import { describe, expect, it } from "vitest";
import { insertQuestion, signedIn, signedInAttorney } from "../../tests/setup/factories";
import { useTestApp } from "../../tests/setup/test-app";
import { BODY_NOT_JSON } from "./json-bodies-only";

// The API takes JSON in: a body of another type is refused, not read as no body at all (server/lib/json-bodies-only.ts).
const h = useTestApp();

const statusOf = async (id: number) =>
  (await h.ctx.database.pool.query<{ status: string }>("select status from questions where id = $1", [id])).rows[0]!
    .status;

describe("a body that is not JSON", () => {
  it("is refused with 415 and the question stays as it was, instead of a close without its answer", async () => {
    const asker = await signedIn(h);
    const lawyer = await signedInAttorney(h);
    const q = await insertQuestion(h, asker.user.id, {
      status: "answered",
      claimedBy: lawyer.user.id,
      claimedAt: new Date(),
      answeredAt: new Date(),
    });
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "application/xml"]) {
      const res = await asker.agent
        .post(`/api/questions/${q.id}/close`)
        .set("Content-Type", type)
        .send('{"helpful":"yes"}');
      expect(res.status, type).toBe(415);
      expect(res.body, type).toEqual({ message: BODY_NOT_JSON });
    }
    expect(await statusOf(q.id)).toBe("answered");
    // As JSON it is read, and the answer to "Did this answer help?" is kept.
    const res = await asker.agent.post(`/api/questions/${q.id}/close`).send({ helpful: "yes" });
    expect(res.status).toBe(200);
    const { rows } = await h.ctx.database.pool.query("select helpful from question_outcomes where question_id = $1", [
      q.id,
    ]);
    expect(rows).toEqual([{ helpful: "yes" }]);
  });

  it("is refused when its type is not named, and a request without a body still needs none", async () => {
    const asker = await signedIn(h);
    const lawyer = await signedInAttorney(h);
    const q = await insertQuestion(h, asker.user.id, { state: "TN" });
    const unnamed = await lawyer.agent
      .post(`/api/questions/${q.id}/claim`)
      .set("Content-Type", "")
      .send(Buffer.from('{"confirmNoConflict":true}'));
    expect(unnamed.status).toBe(415);
    expect(await statusOf(q.id)).toBe("pending");
    expect((await lawyer.agent.post(`/api/questions/${q.id}/claim`)).status).toBe(200);
    // JSON with its charset named is JSON.
    const other = await insertQuestion(h, asker.user.id, { state: "TN" });
    const withCharset = await lawyer.agent
      .post(`/api/questions/${other.id}/claim`)
      .set("Content-Type", "application/json; charset=utf-8")
      .send("{}");
    expect(withCharset.status).toBe(200);
  });
});
