// A sign-in part-way through (the password step done, the second not yet) is a session of the account as much as a
// signed-in one: a new password or the account's deletion ends it too.
import { describe, expect, it } from "vitest";
import { TEST_PASSWORD } from "../../../tests/setup/factories";
import { linkIn } from "../../../tests/setup/outbox";
import { useTestApp } from "../../../tests/setup/test-app";
import { CODE_STEP_TIMED_OUT } from "./totp.routes";
import { codeNow, nextStep, passwordStep, withTotp } from "./totp.test-helpers";

const h = useTestApp();

const NEW_PASSWORD = "a-brand-new-password";

/** Sessions part-way through a sign-in to this account, as stored. */
const pendingSessions = async (userId: string) =>
  (
    await h.ctx.database.pool.query<{ n: number }>(
      `select count(*)::int as n from "session" where "sess"->'pendingSignIn'->>'userId' = $1`,
      [userId],
    )
  ).rows[0]?.n;

/** Someone with the password who has not yet given the second step, and the account's owner, signed in. */
async function halfwayIn() {
  const owner = await withTotp(h);
  const intruder = await passwordStep(h, owner.user.email);
  expect(await pendingSessions(owner.user.id)).toBe(1);
  nextStep(h);
  return { owner, intruder };
}

async function expectEnded({ owner, intruder }: Awaited<ReturnType<typeof halfwayIn>>) {
  expect(await pendingSessions(owner.user.id)).toBe(0);
  const res = await intruder.agent.post("/api/auth/2fa/verify").send({ code: await codeNow(h, owner.secret) });
  expect(res.status).toBe(401);
  expect(res.body).toEqual({ message: CODE_STEP_TIMED_OUT });
  expect((await intruder.agent.get("/api/auth/user")).status).toBe(401);
}

describe("a sign-in part-way through", () => {
  it("is in the owner's export beside the signed-in session, as one waiting for its code", async () => {
    const { owner } = await halfwayIn();
    const exported = await owner.agent.get("/api/account/export").expect(200);
    const sessions = JSON.parse(exported.text).sessions as { expiresAt: string; waitingForCode: boolean }[];
    expect(sessions.map((x) => x.waitingForCode).sort()).toEqual([false, true]);
  });

  it("ends when the password is reset", async () => {
    const halfway = await halfwayIn();
    await h.agent().post("/api/auth/forgot-password").send({ email: halfway.owner.user.email }).expect(200);
    const mail = (await h.mails()).filter((m) => m.to === halfway.owner.user.email).at(-1);
    const token = new URL(linkIn(mail!)).searchParams.get("token");
    await h
      .agent()
      .post("/api/auth/reset-password")
      .send({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
      .expect(200);
    await expectEnded(halfway);
  });

  it("ends when the owner changes the password, which keeps the owner's own session", async () => {
    const halfway = await halfwayIn();
    await halfway.owner.agent
      .post("/api/auth/change-password")
      .send({ currentPassword: TEST_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
      .expect(200);
    await expectEnded(halfway);
    expect((await halfway.owner.agent.get("/api/auth/user")).status).toBe(200);
  });

  it("ends with the account", async () => {
    const halfway = await halfwayIn();
    await halfway.owner.agent.delete("/api/account").send({ password: TEST_PASSWORD }).expect(200);
    await expectEnded(halfway);
  });

  it("is not ended by another account's new password", async () => {
    const halfway = await halfwayIn();
    const other = await withTotp(h);
    await other.agent
      .post("/api/auth/change-password")
      .send({ currentPassword: TEST_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
      .expect(200);
    expect(await pendingSessions(halfway.owner.user.id)).toBe(1);
  });
});
