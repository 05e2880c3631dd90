import { describe, expect, it } from "vitest";
import { signedIn, TEST_PASSWORD } from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";
import { alignToStep, codeNow, nextStep, passwordStep, withTotp } from "./totp.test-helpers";
import { TOO_MANY_WRONG_CODES, WRONG_CODES_MAX } from "./totp.service";

// More than 5 wrong codes for one account in 15 minutes: 429, even for a right code (docs/decisions/031).
const h = useTestApp();

/** Signed in, turning the factor off takes a code too, and has no 5-minute step to run out: its status. */
const wrongCodeAtDisable = async (agent: ReturnType<typeof h.agent>) =>
  (await agent.post("/api/auth/2fa/disable").send({ password: TEST_PASSWORD, code: "000000" })).status;

describe("the wrong-code limit", () => {
  it("answers 429 after 5 wrong codes for the account within 15 minutes, even for a right code, from any browser", async () => {
    const { agent: owner, user, secret } = await withTotp(h);
    nextStep(h);
    const { agent } = await passwordStep(h, user.email);
    for (let i = 0; i < 5; i++) {
      expect((await agent.post("/api/auth/2fa/verify").send({ code: "000000" })).status).toBe(400);
    }
    const other = await passwordStep(h, user.email);
    const right = await other.agent.post("/api/auth/2fa/verify").send({ code: await codeNow(h, secret) });
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ message: TOO_MANY_WRONG_CODES });
    // The same count covers the signed-in calls that take a code.
    const disable = await owner
      .post("/api/auth/2fa/disable")
      .send({ password: TEST_PASSWORD, code: await codeNow(h, secret) });
    expect(disable.status).toBe(429);
    // A minute before the 15 minutes are over, a right code is still refused; once they are, it is taken.
    h.clock.advance(14 * 60_000);
    alignToStep(h);
    const stillRefused = await passwordStep(h, user.email);
    expect(
      (await stillRefused.agent.post("/api/auth/2fa/verify").send({ code: await codeNow(h, secret) })).status,
    ).toBe(429);
    h.clock.advance(60_000);
    alignToStep(h);
    const later = await passwordStep(h, user.email);
    expect((await later.agent.post("/api/auth/2fa/verify").send({ code: await codeNow(h, secret) })).status).toBe(200);
  });

  it("counts wrong codes at enable, disable and recovery-codes too", async () => {
    const { agent, secret } = await withTotp(h);
    const wrong = [
      () => agent.post("/api/auth/2fa/disable").send({ password: TEST_PASSWORD, code: "000000" }),
      () => agent.post("/api/auth/2fa/recovery-codes").send({ password: TEST_PASSWORD, code: "000000" }),
      () => agent.post("/api/auth/2fa/recovery-codes").send({ password: TEST_PASSWORD, code: "aaaa-bbbb-cc" }),
      () => agent.post("/api/auth/2fa/disable").send({ password: TEST_PASSWORD, code: "000000" }),
      () => agent.post("/api/auth/2fa/disable").send({ password: TEST_PASSWORD, code: "000000" }),
    ];
    for (const call of wrong) expect((await call()).status).toBe(400);
    nextStep(h);
    const res = await agent
      .post("/api/auth/2fa/recovery-codes")
      .send({ password: TEST_PASSWORD, code: await codeNow(h, secret) });
    expect(res.status).toBe(429);

    const { agent: fresh } = await signedIn(h);
    await fresh.post("/api/auth/2fa/setup").expect(200);
    for (let i = 0; i < 5; i++)
      expect((await fresh.post("/api/auth/2fa/enable").send({ code: "000000" })).status).toBe(400);
    expect((await fresh.post("/api/auth/2fa/enable").send({ code: "000000" })).status).toBe(429);
  });

  it("counts per account: another account's wrong codes do not block this one", async () => {
    const a = await withTotp(h);
    const b = await withTotp(h);
    nextStep(h);
    const stepA = await passwordStep(h, a.user.email);
    for (let i = 0; i < 6; i++) await stepA.agent.post("/api/auth/2fa/verify").send({ code: "000000" });
    const stepB = await passwordStep(h, b.user.email);
    expect((await stepB.agent.post("/api/auth/2fa/verify").send({ code: await codeNow(h, b.secret) })).status).toBe(
      200,
    );
  });

  it("counts the last 15 minutes whenever they begin: 5 wrong codes at a fixed window's edge leave no more", async () => {
    const { agent, user, secret } = await withTotp(h);
    // Past any window the setup's own code began, so the first wrong code below would begin a fixed one.
    h.clock.advance(15 * 60_000);
    const wrong = () => wrongCodeAtDisable(agent);
    // One wrong code, then four more 14 minutes 55 seconds later: five within 15 minutes.
    expect(await wrong()).toBe(400);
    h.clock.advance(14 * 60_000 + 55_000);
    for (let i = 0; i < 4; i++) expect(await wrong()).toBe(400);
    // Ten seconds on, the first has left the last 15 minutes: four are in them, so one more may be tried, not two.
    // (A window fixed at the first try would have closed here and let five more through.)
    h.clock.advance(10_000);
    expect(await wrong()).toBe(400);
    expect(await wrong()).toBe(429);
    alignToStep(h);
    const { agent: browser } = await passwordStep(h, user.email);
    const right = await browser.post("/api/auth/2fa/verify").send({ code: await codeNow(h, secret) });
    expect(right.status).toBe(429);
  });

  it("does not count the tries it refuses: once the oldest wrong code is 15 minutes old, the next code is checked", async () => {
    const { agent, user, secret } = await withTotp(h);
    nextStep(h);
    const tryCode = () => wrongCodeAtDisable(agent);
    for (let i = 0; i < WRONG_CODES_MAX; i++) expect(await tryCode()).toBe(400);
    // Refused tries all through the 15 minutes, as a guesser would keep sending them.
    for (let minute = 0; minute < 15; minute++) {
      expect(await tryCode()).toBe(429);
      h.clock.advance(60_000);
    }
    alignToStep(h);
    const later = await passwordStep(h, user.email);
    expect((await later.agent.post("/api/auth/2fa/verify").send({ code: await codeNow(h, secret) })).status).toBe(200);
  });

  it("lets no more than 5 wrong codes be checked when many arrive at once", async () => {
    const { agent } = await withTotp(h);
    nextStep(h);
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () =>
        agent.post("/api/auth/2fa/disable").send({ password: TEST_PASSWORD, code: "000000" }),
      ),
    ).then((all) => all.map((r) => r.status));
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(WRONG_CODES_MAX);
    expect(statuses.filter((s) => s !== 400).every((s) => s === 429)).toBe(true);
  });

  it("keeps no try older than the 15 minutes, nor a right code's", async () => {
    const { agent, user, secret } = await withTotp(h);
    nextStep(h);
    await agent.post("/api/auth/2fa/disable").send({ password: TEST_PASSWORD, code: "000000" }).expect(400);
    h.clock.advance(15 * 60_000);
    alignToStep(h);
    const { agent: browser } = await passwordStep(h, user.email);
    await browser
      .post("/api/auth/2fa/verify")
      .send({ code: await codeNow(h, secret) })
      .expect(200);
    const { rows } = await h.ctx.database.pool.query("select 1 from two_factor_tries where user_id = $1", [user.id]);
    expect(rows).toEqual([]);
  });
});
