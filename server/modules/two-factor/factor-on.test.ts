import { describe, expect, it } from "vitest";
import { signedIn, TEST_PASSWORD } from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";
import { addPasskey } from "./passkeys.test-helpers";
import { turnOnApp } from "./totp.test-helpers";

// docs/decisions/031: a second factor turned on ends the account's other sessions that used the password alone.
const h = useTestApp();

/** The account signed in twice: here, and on another device with the password alone. */
async function signedInTwice() {
  const here = await signedIn(h);
  const elsewhere = h.agent();
  await elsewhere.post("/api/auth/login").send({ email: here.user.email, password: TEST_PASSWORD }).expect(200);
  expect((await elsewhere.get("/api/auth/user")).status).toBe(200);
  return { here, elsewhere };
}

describe("turning on a second factor", () => {
  it("with the authenticator app signs out the password-only sessions, and keeps the one that turned it on", async () => {
    const { here, elsewhere } = await signedInTwice();
    await turnOnApp(h, here.agent);
    expect((await elsewhere.get("/api/auth/user")).status).toBe(401);
    expect((await here.agent.get("/api/auth/user")).status).toBe(200);
  });

  it("with a passkey does the same", async () => {
    const { here, elsewhere } = await signedInTwice();
    await addPasskey(here.agent);
    expect((await elsewhere.get("/api/auth/user")).status).toBe(401);
    expect((await here.agent.get("/api/auth/user")).status).toBe(200);
  });
});
