import pg from "pg";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { insertQuestion, insertUser, signedIn, TEST_PASSWORD } from "../../tests/setup/factories";
import { someoneWaitsForALock } from "../../tests/setup/locks";
import { useTestApp } from "../../tests/setup/test-app";
import { createApp } from "../app";
import { createSessionStore, SESSION_MAX_AGE_MS } from "./session";

const h = useTestApp();

const cookieOf = (res: request.Response) =>
  ((res.headers["set-cookie"] as unknown as string[]) ?? []).find((c) => c.startsWith("cc.sid="))!;

describe("session cookie", () => {
  it("is HttpOnly, SameSite=Lax, lasts 7 days, and is not Secure on an http origin", async () => {
    const user = await insertUser(h);
    const res = await h.agent().post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD });
    const cookie = cookieOf(res);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const expires = new Date(/Expires=([^;]+)/.exec(cookie)![1]!).getTime();
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(7);
  });

  it("is Secure when APP_ORIGIN is https (behind a TLS proxy)", async () => {
    const config = { ...h.ctx.config, appOrigin: "https://law.example", secureCookies: true };
    const app = createApp({ ...h.ctx, config }).app;
    const user = await insertUser(h);
    const res = await request(app)
      .post("/api/auth/login")
      .set("X-Forwarded-Proto", "https")
      .send({ email: user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(cookieOf(res)).toMatch(/; Secure/);
    expect(res.headers["strict-transport-security"]).toBeDefined();
  });

  it("is renewed on each request (rolling lifetime)", async () => {
    const user = await insertUser(h);
    const agent = h.agent();
    await agent.post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD });
    const res = await agent.get("/api/auth/user");
    expect(cookieOf(res)).toBeDefined();
  });
});

describe("session store touch", () => {
  const sess = (expires: Date) => ({ cookie: { expires, originalMaxAge: SESSION_MAX_AGE_MS } }) as never;
  const expiryOf = async (sid: string) => {
    const { rows } = await h.ctx.database.pool.query<{ expire: Date }>("select expire from session where sid = $1", [
      sid,
    ]);
    return rows[0]!.expire.getTime();
  };
  const call = (fn: (done: (err?: unknown) => void) => void) =>
    new Promise<void>((resolve, reject) => fn((err) => (err ? reject(err) : resolve())));
  const store = (touchEveryMs: number) =>
    createSessionStore({ pool: h.ctx.database.pool, tableName: "session", pruneSessionInterval: false }, touchEveryMs);

  it("moves an unchanged session's expiry forward at most once per interval in a process", async () => {
    const throttled = store(60_000);
    const sid = `touch-${Date.now()}`;
    const first = new Date(Date.now() + 1_000_000);
    await call((done) => throttled.set(sid, sess(first), done));
    await call((done) => throttled.touch(sid, sess(new Date(first.getTime() + 60_000)), done));
    // Written by set moments ago: the touch is skipped.
    expect(await expiryOf(sid)).toBe(Math.ceil(first.getTime() / 1000) * 1000);

    const eager = store(0);
    const later = new Date(first.getTime() + 120_000);
    await call((done) => eager.touch(sid, sess(later), done));
    expect(await expiryOf(sid)).toBe(Math.ceil(later.getTime() / 1000) * 1000);
  });
});

describe("a sign-out while another request of the session is under way", () => {
  it("stays signed out: the request's end does not write the session back", async () => {
    const asker = await signedIn(h);
    const question = await insertQuestion(h, asker.user.id);
    // A minute on, the request will record the session's last use: a write of the session as it ends.
    h.clock.advance(2 * 60_000);
    const holder = new pg.Client(h.databaseUrl);
    await holder.connect();
    try {
      await holder.query("begin");
      await holder.query("select id from questions where id = $1 for update", [question.id]);
      const withdrawing = asker.agent.post(`/api/questions/${question.id}/withdraw`).then((r) => r);
      await someoneWaitsForALock(h);
      expect((await asker.agent.post("/api/auth/logout")).status).toBe(200);
      await holder.query("commit");
      expect((await withdrawing).status).toBe(200);
    } finally {
      await holder.end();
    }
    const { rows } = await h.ctx.database.pool.query("select 1 from session where sess->'passport'->>'user' = $1", [
      asker.user.id,
    ]);
    expect(rows).toHaveLength(0);
    expect((await h.agent().get("/api/auth/user").set("Cookie", asker.cookie)).status).toBe(401);
    expect((await asker.agent.get("/api/auth/user")).status).toBe(401);
  });
});
