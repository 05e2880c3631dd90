import { describe, expect, it } from "vitest";
import { PASSKEY_DID_NOT_WORK, PASSKEY_NOT_ADDED } from "@shared/validators";
import { insertQuestion, insertUser, signedIn } from "../../../tests/setup/factories";
import { SoftwarePasskey } from "../../../tests/setup/passkey-authenticator";
import { useTestApp } from "../../../tests/setup/test-app";
import { CHALLENGE_TTL_MS } from "./passkeys.service";
import { addPasskey, signInWithPasskey } from "./passkeys.test-helpers";

// docs/decisions/031: passkeys, with a software authenticator in place of a browser.
const h = useTestApp();

const sid = (res: { headers: Record<string, unknown> }) =>
  ((res.headers["set-cookie"] as string[] | undefined) ?? [])
    .find((c) => c.startsWith("cc.sid="))
    ?.split(";")[0]
    ?.slice("cc.sid=".length);

const signInWith = (passkey: SoftwarePasskey, o: Parameters<SoftwarePasskey["signIn"]>[1] = {}) =>
  signInWithPasskey(h, passkey, o);

/** The stored session of a cookie value (`s:<sid>.<signature>`, URL-encoded). */
const sessionOf = async (cookieValue: string) =>
  (
    await h.ctx.database.pool.query<{ sess: { secondFactorAt?: number } }>("select sess from session where sid = $1", [
      decodeURIComponent(cookieValue).replace(/^s:/, "").split(".")[0],
    ])
  ).rows[0]?.sess;

const auditActions = async (userId: string) =>
  (
    await h.ctx.database.pool.query<{ action: string }>(
      "select action from audit_events where actor_id = $1 and subject_user_id = $1 order by id",
      [userId],
    )
  ).rows.map((r) => r.action);

describe("adding a passkey", () => {
  it("gives options for a discoverable credential of this account, excluding the passkeys it has", async () => {
    const { agent, user } = await signedIn(h);
    const first = await agent.post("/api/auth/passkeys/register/options");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      rp: { name: "ClearCounsel", id: "localhost" },
      user: { id: Buffer.from(user.id).toString("base64url"), name: user.email },
      attestation: "none",
      excludeCredentials: [],
      authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    });
    const { passkey } = await addPasskey(agent);
    const second = await agent.post("/api/auth/passkeys/register/options");
    expect(second.body.excludeCredentials).toEqual([{ id: passkey.id, type: "public-key", transports: ["internal"] }]);
  });

  it("names it, when the person gives no name, in the account's language on the day it is added", async () => {
    h.clock.advance(Date.parse("2027-03-05T12:00:00Z") - h.clock.now().getTime());
    const english = await signedIn(h);
    expect((await addPasskey(english.agent)).added.name).toBe("Passkey added 5 Mar 2027");
    const spanish = await signedIn(h);
    await h.ctx.database.pool.query("update users set locale = 'es' where id = $1", [spanish.user.id]);
    expect((await addPasskey(spanish.agent)).added.name).toBe("Llave de acceso agregada el 5 de marzo de 2027");
  });

  it("adds it with a default name, lists it unused, audits it and mails a neutral notice", async () => {
    const { agent, user } = await signedIn(h);
    await insertQuestion(h, user.id, { title: "A private matter about my landlord" });
    const { passkey, added } = await addPasskey(agent);
    expect(added).toEqual({
      id: passkey.id,
      name: expect.stringMatching(/^Passkey added \d{1,2} [A-Z][a-z]{2} \d{4}$/),
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    const list = await agent.get("/api/auth/passkeys");
    expect(list.status).toBe(200);
    expect(list.body).toEqual([added]);
    expect(await auditActions(user.id)).toEqual(["account.2fa_enabled"]);
    const mails = await h.mails();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[user.email, "Your sign-in settings changed"]]);
    expect(mails[0]!.text).not.toContain("landlord");
  });

  it("counts as using a second factor for the session that added it", async () => {
    const { agent, cookie } = await signedIn(h);
    const value = cookie.slice("cc.sid=".length);
    expect((await sessionOf(value))?.secondFactorAt).toBeUndefined();
    await addPasskey(agent);
    expect((await sessionOf(value))?.secondFactorAt).toEqual(expect.any(Number));
  });

  it("keeps the name given, trimmed, and refuses one over 60 characters", async () => {
    const { agent } = await signedIn(h);
    const { added } = await addPasskey(agent, "  Work laptop ");
    expect(added.name).toBe("Work laptop");
    const options = await agent.post("/api/auth/passkeys/register/options");
    const res = await agent
      .post("/api/auth/passkeys/register/verify")
      .send({ response: new SoftwarePasskey().register(options.body), name: "x".repeat(61) });
    expect(res.status).toBe(400);
  });

  it("refuses a challenge used once already, and one older than 5 minutes", async () => {
    const { agent } = await signedIn(h);
    const passkey = new SoftwarePasskey();
    const options = await agent.post("/api/auth/passkeys/register/options");
    const response = passkey.register(options.body);
    expect((await agent.post("/api/auth/passkeys/register/verify").send({ response })).status).toBe(201);
    const replay = await agent.post("/api/auth/passkeys/register/verify").send({ response });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({ message: PASSKEY_NOT_ADDED });

    const late = await agent.post("/api/auth/passkeys/register/options");
    h.clock.advance(CHALLENGE_TTL_MS + 1);
    const res = await agent
      .post("/api/auth/passkeys/register/verify")
      .send({ response: new SoftwarePasskey().register(late.body) });
    expect(res.body).toEqual({ message: PASSKEY_NOT_ADDED });
    expect((await agent.get("/api/auth/passkeys")).body).toHaveLength(1);
  });

  it("refuses a registration challenge issued to another account, and leaves it usable by its own", async () => {
    const owner = await signedIn(h);
    const other = await signedIn(h);
    const options = await owner.agent.post("/api/auth/passkeys/register/options");
    const res = await other.agent
      .post("/api/auth/passkeys/register/verify")
      .send({ response: new SoftwarePasskey().register(options.body) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: PASSKEY_NOT_ADDED });
    expect((await other.agent.get("/api/auth/passkeys")).body).toEqual([]);
    const own = await owner.agent
      .post("/api/auth/passkeys/register/verify")
      .send({ response: new SoftwarePasskey().register(options.body) });
    expect(own.status).toBe(201);
  });

  it("refuses a credential that is another account's passkey already", async () => {
    const owner = await signedIn(h);
    const { passkey } = await addPasskey(owner.agent);
    const other = await signedIn(h);
    const options = await other.agent.post("/api/auth/passkeys/register/options");
    const res = await other.agent
      .post("/api/auth/passkeys/register/verify")
      .send({ response: passkey.register(options.body) });
    expect(res.body).toEqual({ message: PASSKEY_NOT_ADDED });
    expect((await other.agent.get("/api/auth/passkeys")).body).toEqual([]);
    expect(await auditActions(other.user.id)).toEqual([]);
  });

  it("refuses an answer made for another origin", async () => {
    const { agent } = await signedIn(h);
    const options = await agent.post("/api/auth/passkeys/register/options");
    const res = await agent
      .post("/api/auth/passkeys/register/verify")
      .send({ response: new SoftwarePasskey().register(options.body, { origin: "https://evil.example" }) });
    expect(res.body).toEqual({ message: PASSKEY_NOT_ADDED });
    expect(await auditActions((await agent.get("/api/auth/user")).body.id)).toEqual([]);
  });

  it("answers 400 in the same words for answers that are not a credential at all", async () => {
    const { agent } = await signedIn(h);
    for (const response of [undefined, "x", {}, { id: "a", rawId: "a", type: "public-key", response: {} }]) {
      const res = await agent.post("/api/auth/passkeys/register/verify").send({ response });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(PASSKEY_NOT_ADDED);
    }
  });
});

describe("removing a passkey", () => {
  it("removes the account's own, audits it and mails a neutral notice", async () => {
    const { agent, user } = await signedIn(h);
    const { added } = await addPasskey(agent);
    const res = await agent.delete(`/api/auth/passkeys/${added.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Passkey removed." });
    expect((await agent.get("/api/auth/passkeys")).body).toEqual([]);
    expect(await auditActions(user.id)).toEqual(["account.2fa_enabled", "account.2fa_disabled"]);
    const mails = await h.mails();
    expect(mails.map((m) => m.subject)).toEqual(["Your sign-in settings changed", "Your sign-in settings changed"]);
    expect(mails[1]!.text).toContain("turned off");
  });

  it("answers 404 for another account's passkey, and for an unknown one, and removes nothing", async () => {
    const owner = await signedIn(h);
    const other = await signedIn(h);
    const { added } = await addPasskey(owner.agent);
    expect((await other.agent.delete(`/api/auth/passkeys/${added.id}`)).status).toBe(404);
    expect((await other.agent.delete("/api/auth/passkeys/bm90LWEtcGFzc2tleQ")).status).toBe(404);
    expect((await owner.agent.get("/api/auth/passkeys")).body).toHaveLength(1);
    expect(await auditActions(other.user.id)).toEqual([]);
  });
});

describe("signing in with a passkey", () => {
  it("gives options for discoverable credentials: no allowCredentials", async () => {
    const res = await h.agent().post("/api/auth/passkeys/login/options");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      rpId: "localhost",
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      timeout: expect.any(Number),
      userVerification: "preferred",
    });
  });

  it("signs in on a new session marked as having used a second factor, and answers the public user", async () => {
    const { agent, user } = await signedIn(h);
    const { passkey } = await addPasskey(agent);
    // Someone else was signed in on this browser: the passkey's sign-in gets a session of its own.
    const previous = await signedIn(h);
    const visitor = previous.agent;
    const before = previous.cookie.slice("cc.sid=".length);
    const options = await visitor.post("/api/auth/passkeys/login/options");
    const at = h.clock.now().getTime();
    const res = await visitor.post("/api/auth/passkeys/login/verify").send({ response: passkey.signIn(options.body) });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual((await agent.get("/api/auth/user")).body);
    const after = sid(res);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect((await visitor.get("/api/auth/user")).body.id).toBe(user.id);
    const sess = await sessionOf(after!);
    // By the app's clock: between the call and now.
    expect(sess?.secondFactorAt).toBeGreaterThanOrEqual(at);
    expect(sess?.secondFactorAt).toBeLessThanOrEqual(h.clock.now().getTime());
  });

  it("records when the passkey was used and moves its counter", async () => {
    const { agent } = await signedIn(h);
    const { passkey, added } = await addPasskey(agent);
    h.clock.advance(60 * 60_000);
    const at = h.clock.now().getTime();
    const { res } = await signInWith(passkey);
    expect(res.status).toBe(200);
    const [item] = (await agent.get("/api/auth/passkeys")).body as { lastUsedAt: string }[];
    // By the app's clock (an hour ahead of real time): between the call and now.
    expect(Date.parse(item!.lastUsedAt)).toBeGreaterThanOrEqual(at);
    expect(Date.parse(item!.lastUsedAt)).toBeLessThanOrEqual(h.clock.now().getTime());
    const { rows } = await h.ctx.database.pool.query("select counter from passkeys where id = $1", [added.id]);
    expect(rows[0]).toEqual({ counter: "1" });
    expect((await signInWith(passkey)).res.status).toBe(200);
    expect((await h.ctx.database.pool.query("select counter from passkeys")).rows[0]).toEqual({ counter: "2" });
  });

  it("refuses a counter that does not move forward (a cloned authenticator)", async () => {
    const { agent } = await signedIn(h);
    const { passkey } = await addPasskey(agent);
    expect((await signInWith(passkey, { signCount: 5 })).res.status).toBe(200);
    const { res, agent: visitor } = await signInWith(passkey, { signCount: 5 });
    expect(res.body).toEqual({ message: PASSKEY_DID_NOT_WORK });
    expect((await visitor.get("/api/auth/user")).status).toBe(401);
  });

  it("works once per challenge: the same answer again is refused", async () => {
    const { agent } = await signedIn(h);
    const { passkey } = await addPasskey(agent);
    const visitor = h.agent();
    const options = await visitor.post("/api/auth/passkeys/login/options");
    const response = passkey.signIn(options.body);
    expect((await visitor.post("/api/auth/passkeys/login/verify").send({ response })).status).toBe(200);
    const replay = await h.agent().post("/api/auth/passkeys/login/verify").send({ response });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({ message: PASSKEY_DID_NOT_WORK });
  });

  it("lets only one of two concurrent answers to one challenge through", async () => {
    const { agent } = await signedIn(h);
    const { passkey } = await addPasskey(agent);
    const options = await h.agent().post("/api/auth/passkeys/login/options");
    const a = passkey.signIn(options.body);
    const b = passkey.signIn(options.body);
    const statuses = await Promise.all(
      [a, b].map(
        async (response) => (await h.agent().post("/api/auth/passkeys/login/verify").send({ response })).status,
      ),
    );
    expect(statuses.sort()).toEqual([200, 400]);
  });

  it("refuses a challenge older than 5 minutes", async () => {
    const { agent } = await signedIn(h);
    const { passkey } = await addPasskey(agent);
    const visitor = h.agent();
    const options = await visitor.post("/api/auth/passkeys/login/options");
    h.clock.advance(CHALLENGE_TTL_MS);
    const res = await visitor.post("/api/auth/passkeys/login/verify").send({ response: passkey.signIn(options.body) });
    expect(res.body).toEqual({ message: PASSKEY_DID_NOT_WORK });
    expect((await visitor.get("/api/auth/user")).status).toBe(401);
  });

  it("refuses a registration challenge used to sign in", async () => {
    const { agent } = await signedIn(h);
    const { passkey } = await addPasskey(agent);
    const options = await agent.post("/api/auth/passkeys/register/options");
    const res = await h
      .agent()
      .post("/api/auth/passkeys/login/verify")
      .send({ response: passkey.signIn(options.body) });
    expect(res.body).toEqual({ message: PASSKEY_DID_NOT_WORK });
  });

  it("refuses another origin, a signature by another key, an unknown passkey and another account's user handle", async () => {
    const { agent } = await signedIn(h);
    const { passkey } = await addPasskey(agent);
    const stranger = await insertUser(h);
    for (const [o, p] of [
      [{ origin: "https://evil.example" }, passkey],
      [{ signWith: SoftwarePasskey.otherKey() }, passkey],
      [{}, new SoftwarePasskey()],
      [{ userHandle: Buffer.from(stranger.id).toString("base64url") }, passkey],
    ] as const) {
      const { res, agent: visitor } = await signInWith(p, o);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: PASSKEY_DID_NOT_WORK });
      expect((await visitor.get("/api/auth/user")).status).toBe(401);
    }
    const [item] = (await agent.get("/api/auth/passkeys")).body as { lastUsedAt: string | null }[];
    expect(item!.lastUsedAt).toBeNull();
  });

  it("answers 400, never 500, for answers that are not a credential at all", async () => {
    for (const body of [
      {},
      { response: null },
      {
        response: {
          id: "a",
          rawId: "a",
          type: "public-key",
          response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA" },
        },
      },
      {
        response: {
          id: "a",
          rawId: "b",
          type: "public-key",
          response: { clientDataJSON: "!!", authenticatorData: "AA", signature: "AA" },
        },
      },
    ]) {
      const res = await h.agent().post("/api/auth/passkeys/login/verify").send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(PASSKEY_DID_NOT_WORK);
    }
  });
});
