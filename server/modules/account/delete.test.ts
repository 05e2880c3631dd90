import { describe, expect, it } from "vitest";
import {
  insertQuestion,
  signedIn,
  signedInAdmin,
  signedInAttorney,
  TEST_PASSWORD,
} from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";
import { LAST_ADMIN, WRONG_PASSWORD } from "./account.service";

// docs/decisions/022: DELETE /api/account {password}.
const h = useTestApp();
const pool = () => h.ctx.database.pool;
const count = async (sql: string, params: unknown[]) =>
  Number((await pool().query<{ n: string }>(`select count(*) as n from (${sql}) x`, params)).rows[0]?.n);

const answer = {
  content: `You can ask the landlord in writing for the deposit back. ${"a".repeat(40)}`,
  includeDisclaimer: true,
};

async function signInFails(email: string) {
  const res = await h.agent().post("/api/auth/login").send({ email, password: TEST_PASSWORD });
  expect(res.status).toBe(401);
}

describe("DELETE /api/account", () => {
  it("a wrong password gives 400 and changes nothing", async () => {
    const asker = await signedIn(h);
    await insertQuestion(h, asker.user.id);
    const res = await asker.agent.delete("/api/account").send({ password: "not-my-password" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: WRONG_PASSWORD, errors: [{ path: "password", message: WRONG_PASSWORD }] });
    expect((await asker.agent.get("/api/questions/user")).body).toHaveLength(1);
    const missing = await asker.agent.delete("/api/account").send({});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Please enter your password to delete your account");
    expect(await count("select 1 from audit_events where action = 'account.deleted'", [])).toBe(0);
  });

  it("an asker: signed out everywhere, sign-in fails, their questions are gone from every list", async () => {
    const asker = await signedIn(h, { termsAcceptedAt: new Date() });
    const second = h.agent();
    await second.post("/api/auth/login").send({ email: asker.user.email, password: TEST_PASSWORD });
    const lawyer = await signedInAttorney(h);
    const other = await signedInAttorney(h);
    const pending = await insertQuestion(h, asker.user.id);
    const claimed = await insertQuestion(h, asker.user.id);
    expect((await lawyer.agent.post(`/api/questions/${claimed.id}/claim`)).status).toBe(200);
    const answered = await insertQuestion(h, asker.user.id);
    expect((await other.agent.post(`/api/questions/${answered.id}/claim`)).status).toBe(200);
    expect((await other.agent.post(`/api/questions/${answered.id}/answer`).send(answer)).status).toBe(201);
    await h.mails();
    // Mail still waiting for the address, and sign-in counters that name it, go with the account; others stay.
    const waiting = { to: asker.user.email, subject: "Something to read", text: "Hello" };
    await pool().query(
      `insert into pgboss.job (name, data, start_after) values ('mail', $1, now() + interval '1 hour'),
         ('mail', $2, now() + interval '1 hour'), ('mail-many', $3, now() + interval '1 hour')`,
      [waiting, { ...waiting, to: lawyer.user.email }, { messages: [waiting, { ...waiting, to: lawyer.user.email }] }],
    );
    await pool().query(
      `insert into rate_limits (key, hits, reset_at) select k, 1, now() + interval '1 hour' from unnest($1::text[]) k
       on conflict (key) do nothing`,
      [
        [
          `login-email:${asker.user.email}`,
          `login-pair:10.0.0.1|${asker.user.email}`,
          "login-ip:10.0.0.1",
          // Someone else's counters whose address contains this one: they stay.
          `login-email:x${asker.user.email}`,
          `login-pair:10.0.0.1|x${asker.user.email}`,
        ],
      ],
    );

    const res = await asker.agent.delete("/api/account").send({ password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    const queued = await pool().query(
      "select data->>'to' as to from pgboss.job where name = 'mail' and start_after > now()",
    );
    expect(queued.rows).toEqual([{ to: lawyer.user.email }]);
    // Jobs of notices to many not taken yet keep only the others' messages.
    const many = await pool().query(
      `select m->>'to' as to from pgboss.job, jsonb_array_elements(data->'messages') m
       where name = 'mail-many' and start_after > now()`,
    );
    expect(many.rows).toEqual([{ to: lawyer.user.email }]);
    await pool().query("delete from pgboss.job where name in ('mail', 'mail-many') and start_after > now()");
    const keys = (await pool().query<{ key: string }>("select key from rate_limits")).rows.map((r) => r.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        "login-ip:10.0.0.1",
        `login-email:x${asker.user.email}`,
        `login-pair:10.0.0.1|x${asker.user.email}`,
      ]),
    );
    expect(keys).not.toContain(`login-email:${asker.user.email}`);
    expect(keys).not.toContain(`login-pair:10.0.0.1|${asker.user.email}`);
    expect(String(res.headers["set-cookie"])).toMatch(/cc\.sid=;|Expires=Thu, 01 Jan 1970/);
    for (const agent of [asker.agent, second]) {
      const me = await agent.get("/api/auth/user");
      expect(me.status).toBe(401);
      expect(me.body).toEqual({ message: "Unauthorized" });
    }
    await signInFails(asker.user.email);
    // Gone from the queue, the claimed lists and the detail; nothing of theirs is left in any table.
    const queue = (await lawyer.agent.get("/api/questions/queue")).body as { id: number }[];
    expect(queue.map((q) => q.id)).not.toContain(pending.id);
    expect((await lawyer.agent.get("/api/attorney/claimed-questions")).body).toEqual([]);
    expect((await other.agent.get("/api/attorney/claimed-questions")).body).toEqual([]);
    expect((await lawyer.agent.get(`/api/questions/${pending.id}`)).status).toBe(404);
    expect(await count("select 1 from users where id = $1", [asker.user.id])).toBe(0);
    expect(await count("select 1 from questions where user_id = $1", [asker.user.id])).toBe(0);
    expect(await count("select 1 from answers where question_id = $1", [answered.id])).toBe(0);
    expect(await count(`select 1 from "session" where sess->'passport'->>'user' = $1`, [asker.user.id])).toBe(0);
    // The attorney working on one of them is told it was withdrawn, without a word about it.
    const told = (await h.mails()).filter((m) => m.to === lawyer.user.email);
    expect(told.map((m) => m.subject)).toEqual(["A question you claimed was withdrawn"]);
    // The deletion is on the record; the record holds no content.
    const { rows } = await pool().query(
      "select actor_id, subject_user_id from audit_events where action = 'account.deleted'",
    );
    expect(rows).toEqual([{ actor_id: asker.user.id, subject_user_id: asker.user.id }]);
  });

  it("an asker: the outcome rows stay, anonymous; a question still open counts as withdrawn, not open for ever", async () => {
    const asker = await signedIn(h, { termsAcceptedAt: new Date() });
    const lawyer = await signedInAttorney(h);
    const pending = await insertQuestion(h, asker.user.id);
    const claimed = await insertQuestion(h, asker.user.id);
    expect((await lawyer.agent.post(`/api/questions/${claimed.id}/claim`)).status).toBe(200);
    const answered = await insertQuestion(h, asker.user.id);
    expect((await lawyer.agent.post(`/api/questions/${answered.id}/claim`)).status).toBe(200);
    expect((await lawyer.agent.post(`/api/questions/${answered.id}/answer`).send(answer)).status).toBe(201);
    const outcomes = async () =>
      (
        await pool().query<{ outcome: string; question_id: number | null }>(
          "select outcome, question_id from question_outcomes order by id",
        )
      ).rows;
    expect(await outcomes()).toEqual([
      { outcome: "open", question_id: pending.id },
      { outcome: "open", question_id: claimed.id },
      { outcome: "answered", question_id: answered.id },
    ]);
    expect((await asker.agent.delete("/api/account").send({ password: TEST_PASSWORD })).status).toBe(200);
    expect(await outcomes()).toEqual([
      { outcome: "withdrawn", question_id: null },
      { outcome: "withdrawn", question_id: null },
      { outcome: "answered", question_id: null },
    ]);
  });

  it("an attorney: their claims go back to the queue, their answers stay by a volunteer attorney", async () => {
    const asker = await signedIn(h, { termsAcceptedAt: new Date() });
    const lawyer = await signedInAttorney(h);
    const waiting = await insertQuestion(h, asker.user.id);
    const done = await insertQuestion(h, asker.user.id);
    expect((await lawyer.agent.post(`/api/questions/${waiting.id}/claim`)).status).toBe(200);
    expect((await lawyer.agent.post(`/api/questions/${done.id}/claim`)).status).toBe(200);
    expect((await lawyer.agent.post(`/api/questions/${done.id}/answer`).send(answer)).status).toBe(201);
    const reply = { questionId: done.id, content: "Keep the receipts from the move, too." };
    expect((await lawyer.agent.post("/api/followups").send(reply)).status).toBe(201);
    await pool().query("insert into attorney_conflicts values ($1, 0, 'Hank Landlord', 'hank landlord')", [
      lawyer.user.id,
    ]);

    expect((await lawyer.agent.delete("/api/account").send({ password: TEST_PASSWORD })).status).toBe(200);
    await signInFails(lawyer.user.email);
    expect((await lawyer.agent.get("/api/attorney/claimed-questions")).status).toBe(401);
    // The claim is back in the queue for everyone else.
    const next = await signedInAttorney(h);
    const queue = (await next.agent.get("/api/questions/queue")).body as { id: number }[];
    expect(queue.map((q) => q.id)).toContain(waiting.id);
    // The asker keeps the answer and the attorney's follow-up, by role only.
    const detail = (await asker.agent.get(`/api/questions/${done.id}`)).body;
    expect(detail.status).toBe("answered");
    expect(detail.answer.content).toBe(answer.content);
    expect(detail.followUps).toEqual([expect.objectContaining({ content: reply.content, author: "attorney" })]);
    expect(await count("select 1 from answers where attorney_id is null", [])).toBe(1);
    // Profile, licenses and conflict list are erased.
    for (const table of ["attorneys", "attorney_conflicts"]) {
      expect(await count(`select 1 from ${table} where user_id = $1`, [lawyer.user.id]), table).toBe(0);
    }
    expect(await count("select 1 from attorney_licenses where attorney_id = $1", [lawyer.attorney.id])).toBe(0);
    const released = await pool().query(
      "select actor_id, question_id from audit_events where action = 'question.released' order by id",
    );
    expect(released.rows).toEqual([{ actor_id: lawyer.user.id, question_id: waiting.id }]);
  });

  it("an admin may leave while another admin remains; the last admin gets 409 and stays", async () => {
    const first = await signedInAdmin(h);
    const second = await signedInAdmin(h);
    expect((await second.agent.delete("/api/account").send({ password: TEST_PASSWORD })).status).toBe(200);
    await signInFails(second.user.email);
    const last = await first.agent.delete("/api/account").send({ password: TEST_PASSWORD });
    expect(last.status).toBe(409);
    expect(last.body).toEqual({ message: LAST_ADMIN });
    expect((await first.agent.get("/api/admin/audit")).status).toBe(200);
  });

  it("two admins leaving at once cannot leave the service without one", async () => {
    const a = await signedInAdmin(h);
    const b = await signedInAdmin(h);
    const results = await Promise.all(
      [a, b].map((x) => x.agent.delete("/api/account").send({ password: TEST_PASSWORD })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await count("select 1 from users where role = 'admin'", [])).toBe(1);
  });

  it("needs a session", async () => {
    expect((await h.agent().delete("/api/account").send({ password: TEST_PASSWORD })).status).toBe(401);
  });
});
