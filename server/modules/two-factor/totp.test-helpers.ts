import { generate } from "otplib";
import { expect } from "vitest";
import { TEST_PASSWORD, signedIn } from "../../../tests/setup/factories";
import type { TestApp } from "../../../tests/setup/test-app";

/** The authenticator app's code at `at`, as an app computes it (RFC 6238: SHA-1, 6 digits, 30 s). */
export const codeAt = (secret: string, at: Date): Promise<string> =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000), period: 30, digits: 6, algorithm: "sha1" });

/** The code of the app's clock now, or `offsetMs` from it. */
export const codeNow = (h: TestApp, secret: string, offsetMs = 0) =>
  codeAt(secret, new Date(h.clock.now().getTime() + offsetMs));

/** Moves the clock 5 s into a 30-second step, so a test has 25 s before the step changes under it. */
export function alignToStep(h: TestApp): void {
  const ms = h.clock.now().getTime() % 30_000;
  h.clock.advance(30_000 - ms + 5_000);
}

/** Moves the clock to the next step (a code of the last used step is refused). */
export function nextStep(h: TestApp): void {
  h.clock.advance(30_000);
}

/** Turns the authenticator app on from this signed-in session; its secret and its first recovery codes. */
export async function turnOnApp(h: TestApp, agent: ReturnType<TestApp["agent"]>) {
  const setup = await agent.post("/api/auth/2fa/setup").expect(200);
  const secret = setup.body.secret as string;
  alignToStep(h);
  const enabled = await agent.post("/api/auth/2fa/enable").send({ code: await codeNow(h, secret) });
  expect(enabled.status).toBe(200);
  return { secret, recoveryCodes: enabled.body.recoveryCodes as string[] };
}

/** A signed-in account with two-step sign-in on, its secret and its first recovery codes. */
export async function withTotp(h: TestApp, overrides: Parameters<typeof signedIn>[1] = {}) {
  const s = await signedIn(h, overrides);
  return { ...s, ...(await turnOnApp(h, s.agent)) };
}

/** The password step on a fresh browser: answered {twoFactorRequired: true}, nobody signed in yet. */
export async function passwordStep(h: TestApp, email: string) {
  const agent = h.agent();
  const res = await agent.post("/api/auth/login").send({ email, password: TEST_PASSWORD });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ twoFactorRequired: true });
  return { agent, res };
}
