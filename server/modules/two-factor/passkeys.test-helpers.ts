import { expect } from "vitest";
import { SoftwarePasskey } from "../../../tests/setup/passkey-authenticator";
import type { TestApp } from "../../../tests/setup/test-app";

type Agent = ReturnType<TestApp["agent"]>;

/** Adds a passkey to the signed-in account of `agent`, through the API. */
export async function addPasskey(agent: Agent, name?: string) {
  const passkey = new SoftwarePasskey();
  const options = await agent.post("/api/auth/passkeys/register/options");
  expect(options.status).toBe(200);
  const res = await agent
    .post("/api/auth/passkeys/register/verify")
    .send({ response: passkey.register(options.body), ...(name === undefined ? {} : { name }) });
  expect(res.status, res.text).toBe(201);
  return { passkey, added: res.body as { id: string; name: string } };
}

/** Signs in with the passkey on a fresh agent; returns the agent and the response. */
export async function signInWithPasskey(
  h: TestApp,
  passkey: SoftwarePasskey,
  o: Parameters<SoftwarePasskey["signIn"]>[1] = {},
) {
  const agent = h.agent();
  const options = await agent.post("/api/auth/passkeys/login/options");
  expect(options.status).toBe(200);
  const res = await agent.post("/api/auth/passkeys/login/verify").send({ response: passkey.signIn(options.body, o) });
  return { agent, res, options: options.body as { challenge: string } };
}
