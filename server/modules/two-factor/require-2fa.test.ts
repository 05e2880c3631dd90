import { describe, expect, it } from "vitest";
import { SIGN_IN_WITH_YOUR_FACTOR, TWO_FACTOR_REQUIRED } from "@shared/api/messages";
import {
  insertQuestion,
  insertUser,
  signedIn,
  signedInAdmin,
  signedInAttorney,
  TEST_PASSWORD,
} from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";
import { addPasskey, signInWithPasskey } from "./passkeys.test-helpers";
import { codeNow, nextStep, passwordStep, turnOnApp, withTotp } from "./totp.test-helpers";

// REQUIRE_2FA_ROLES (docs/decisions/031): the held role's powers wait for a second factor on this session.
const h = useTestApp({ REQUIRE_2FA_ROLES: "admin,attorney" });
const required = { message: TWO_FACTOR_REQUIRED };

// Pending: an admin sees it, an approved attorney in reach sees it, anyone else gets 404.
async function someoneElsesQuestion() {
  const asker = await insertUser(h);
  return insertQuestion(h, asker.id);
}

describe("an admin signed in with a password alone", () => {
  it("gets 403 with the message on admin endpoints, and on someone else's question", async () => {
    const { agent } = await signedInAdmin(h);
    for (const path of ["/api/admin/attorneys/pending", "/api/admin/audit", "/api/admin/outcomes"]) {
      const res = await agent.get(path);
      expect(res.status, path).toBe(403);
      expect(res.body, path).toEqual(required);
    }
    const question = await someoneElsesQuestion();
    const res = await agent.get(`/api/questions/${question.id}`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(required);
  });

  it("still sees their own question, and the roles list the admin role with twoFactorMissing", async () => {
    const { agent, user } = await signedInAdmin(h);
    const own = await insertQuestion(h, user.id);
    expect((await agent.get(`/api/questions/${own.id}`)).status).toBe(200);
    expect((await agent.get("/api/auth/user/roles").expect(200)).body).toEqual({
      roles: ["user", "admin"],
      twoFactorMissing: true,
    });
  });

  it("passes once two-step sign-in is turned on in this session", async () => {
    const { agent } = await signedInAdmin(h);
    await turnOnApp(h, agent);
    expect((await agent.get("/api/admin/attorneys/pending")).status).toBe(200);
    const question = await someoneElsesQuestion();
    expect((await agent.get(`/api/questions/${question.id}`)).status).toBe(200);
    expect((await agent.get("/api/auth/user/roles").expect(200)).body).toEqual({ roles: ["user", "admin"] });
  });
});

describe("an admin with two-step sign-in on", () => {
  it("passes after the code step; the password step alone gives nothing", async () => {
    const { user, secret } = await withTotp(h, { role: "admin" });
    nextStep(h);
    const { agent } = await passwordStep(h, user.email);
    // The password step alone signs nobody in.
    expect((await agent.get("/api/admin/attorneys/pending")).status).toBe(401);
    await agent
      .post("/api/auth/2fa/verify")
      .send({ code: await codeNow(h, secret) })
      .expect(200);
    expect((await agent.get("/api/admin/attorneys/pending")).status).toBe(200);
    const question = await someoneElsesQuestion();
    expect((await agent.get(`/api/questions/${question.id}`)).status).toBe(200);
  });

  it("passes after a recovery code", async () => {
    const { user, recoveryCodes } = await withTotp(h, { role: "admin" });
    const { agent } = await passwordStep(h, user.email);
    await agent.post("/api/auth/2fa/verify").send({ recoveryCode: recoveryCodes[0] }).expect(200);
    expect((await agent.get("/api/admin/attorneys/pending")).status).toBe(200);
  });
});

/** A second session of the account, signed in with a code from the app at the next step. */
async function signedInWithCode(email: string, secret: string) {
  nextStep(h);
  const { agent } = await passwordStep(h, email);
  await agent
    .post("/api/auth/2fa/verify")
    .send({ code: await codeNow(h, secret) })
    .expect(200);
  return agent;
}

describe("an admin whose factors are turned off", () => {
  const adminPage = "/api/admin/attorneys/pending";

  it("waits again in every session once the last one goes, and not before", async () => {
    const { agent: first, user, secret } = await withTotp(h, { role: "admin" });
    const { added } = await addPasskey(first);
    const second = await signedInWithCode(user.email, secret);
    // One of two factors removed: the app is still there, and both sessions keep their powers.
    await first.delete(`/api/auth/passkeys/${added.id}`).expect(200);
    expect((await first.get(adminPage)).status).toBe(200);
    expect((await second.get(adminPage)).status).toBe(200);
    // The last one turned off: neither session counts as having used a second factor any more.
    nextStep(h);
    await first
      .post("/api/auth/2fa/disable")
      .send({ password: TEST_PASSWORD, code: await codeNow(h, secret) })
      .expect(200);
    for (const agent of [first, second]) {
      const res = await agent.get(adminPage);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(required);
      expect((await agent.get("/api/auth/user/roles").expect(200)).body).toEqual({
        roles: ["user", "admin"],
        twoFactorMissing: true,
      });
    }
  });

  it("waits again even where a request under way saves its session back as it loaded it", async () => {
    const { agent: first, user, secret } = await withTotp(h, { role: "admin" });
    const second = await signedInWithCode(user.email, secret);
    for (const agent of [first, second]) expect((await agent.get(adminPage)).status).toBe(200);
    // What a request of each session that began before the change would write when it ends: its session as loaded.
    const sessions = "select sid, sess from session where sess->'passport'->>'user' = $1";
    const { rows: loaded } = await h.ctx.database.pool.query<{ sid: string; sess: unknown }>(sessions, [user.id]);
    expect(loaded.map((r) => JSON.stringify(r.sess))).toEqual([
      expect.stringContaining('"secondFactorAt"'),
      expect.stringContaining('"secondFactorAt"'),
    ]);
    nextStep(h);
    await first
      .post("/api/auth/2fa/disable")
      .send({ password: TEST_PASSWORD, code: await codeNow(h, secret) })
      .expect(200);
    for (const { sid, sess } of loaded) {
      await h.ctx.database.pool.query("update session set sess = $1 where sid = $2", [JSON.stringify(sess), sid]);
    }
    for (const agent of [first, second]) {
      const res = await agent.get(adminPage);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(required);
    }
    // Turned on again: this session's new proof counts, and the other one, whose proof is older than the last factor's
    // end, proved nothing since, so it ends as any session signed in without the factor does.
    await turnOnApp(h, first);
    expect((await first.get(adminPage)).status).toBe(200);
    expect((await second.get("/api/auth/user")).status).toBe(401);
  });

  it("passes after signing in with a passkey, and waits again once that last passkey is removed", async () => {
    const { agent: first } = await signedInAdmin(h);
    const { passkey, added } = await addPasskey(first);
    const { agent: second, res } = await signInWithPasskey(h, passkey);
    expect(res.status, res.text).toBe(200);
    expect((await second.get(adminPage)).status).toBe(200);
    await second.delete(`/api/auth/passkeys/${added.id}`).expect(200);
    for (const agent of [first, second]) expect((await agent.get(adminPage)).body).toEqual(required);
  });
});

describe("an account with a passkey, signed in with the password alone", () => {
  const adminPage = "/api/admin/attorneys/pending";
  const byPassword = async (email: string) => {
    const agent = h.agent();
    await agent.post("/api/auth/login").send({ email, password: TEST_PASSWORD }).expect(200);
    return agent;
  };

  it("as an admin, may not add or remove a passkey nor turn the app on, until signed in with the passkey", async () => {
    const { agent: first, user } = await signedInAdmin(h);
    const { passkey, added } = await addPasskey(first);
    const agent = await byPassword(user.email);
    expect((await agent.get(adminPage)).body).toEqual(required);
    // Else a password alone would add a factor of its own, and with it the admin's powers.
    const attempts = {
      "passkey options": () => agent.post("/api/auth/passkeys/register/options"),
      "passkey verify": () => agent.post("/api/auth/passkeys/register/verify").send({}),
      "passkey removal": () => agent.delete(`/api/auth/passkeys/${added.id}`),
      "app setup": () => agent.post("/api/auth/2fa/setup"),
      "app enable": () => agent.post("/api/auth/2fa/enable").send({ code: "123456" }),
    };
    for (const [what, attempt] of Object.entries(attempts)) {
      const res = await attempt();
      expect(res.status, what).toBe(403);
      expect(res.body, what).toEqual({ message: SIGN_IN_WITH_YOUR_FACTOR });
    }
    expect((await agent.get("/api/auth/passkeys")).body).toEqual([expect.objectContaining({ id: added.id })]);
    expect((await agent.get(adminPage)).body).toEqual(required);
    const { agent: withPasskey } = await signInWithPasskey(h, passkey);
    await addPasskey(withPasskey);
    await withPasskey.delete(`/api/auth/passkeys/${added.id}`).expect(200);
  });

  it("as a member, whose powers wait for nothing, adds and removes passkeys as before", async () => {
    const { agent: first, user } = await signedIn(h);
    const { added } = await addPasskey(first);
    const agent = await byPassword(user.email);
    await addPasskey(agent);
    await agent.delete(`/api/auth/passkeys/${added.id}`).expect(200);
  });
});

describe("an approved attorney when attorney is listed", () => {
  it("gets 403 with the message on the queue and on a pending question in reach, and passes after turning it on", async () => {
    const { agent } = await signedInAttorney(h);
    const res = await agent.get("/api/questions/queue?categoryId=all");
    expect(res.status).toBe(403);
    expect(res.body).toEqual(required);
    const question = await someoneElsesQuestion();
    expect((await agent.get(`/api/questions/${question.id}`)).body).toEqual(required);
    await turnOnApp(h, agent);
    expect((await agent.get("/api/questions/queue?categoryId=all")).status).toBe(200);
    expect((await agent.get(`/api/questions/${question.id}`)).status).toBe(200);
  });

  it("gets an export without what they wrote on others' questions until this session has used a second factor", async () => {
    const { agent, user } = await signedInAttorney(h);
    const question = await someoneElsesQuestion();
    const pool = h.ctx.database.pool;
    await pool.query(
      "update questions set status = 'answered', claimed_by = $1, claimed_at = now(), answered_at = now() where id = $2",
      [user.id, question.id],
    );
    await pool.query("insert into answers (question_id, attorney_id, content) values ($1, $2, $3)", [
      question.id,
      user.id,
      "Regarding your landlord, who is named in the question: write to them first.",
    ]);
    await pool.query("insert into follow_ups (question_id, user_id, content) values ($1, $2, $3)", [
      question.id,
      user.id,
      "Did the landlord answer your letter?",
    ]);
    const withheld = await agent.get("/api/account/export");
    expect(withheld.status).toBe(200);
    expect(withheld.body).toMatchObject({
      attorneyWorkWithheld: true,
      answersWritten: [],
      followUpsWritten: [],
      claims: [],
      releases: [],
    });
    expect(withheld.text).not.toMatch(/landlord/);
    await turnOnApp(h, agent);
    const whole = (await agent.get("/api/account/export").expect(200)).body;
    expect(whole.attorneyWorkWithheld).toBe(false);
    expect(whole.answersWritten).toEqual([expect.objectContaining({ questionId: question.id })]);
    expect(whole.followUpsWritten).toEqual([expect.objectContaining({ questionId: question.id })]);
    expect(whole.claims).toEqual([expect.objectContaining({ questionId: question.id, status: "answered" })]);
  });
});

describe("accounts without a listed role", () => {
  it("are refused admin endpoints with the plain 403 and someone else's question with the plain 404", async () => {
    const { agent } = await signedIn(h);
    const res = await agent.get("/api/admin/attorneys/pending");
    expect(res.status).toBe(403);
    expect(res.body).not.toEqual(required);
    const question = await someoneElsesQuestion();
    expect((await agent.get(`/api/questions/${question.id}`)).status).toBe(404);
    expect((await agent.get("/api/auth/user/roles").expect(200)).body).toEqual({ roles: ["user"] });
  });

  it("sign in with a password alone as before", async () => {
    const user = await insertUser(h);
    const res = await h.agent().post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD });
    expect(res.body.id).toBe(user.id);
  });
});
