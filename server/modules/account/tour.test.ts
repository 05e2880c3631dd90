import { describe, expect, it } from "vitest";
import { signedIn } from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";

// docs/decisions/025: a finished tour is remembered on the account, so it does not open on every device.
const h = useTestApp();

describe("POST /api/account/tour-completed", () => {
  it("records when the tour was finished, shows it on the current user, and keeps the first time", async () => {
    const { agent } = await signedIn(h);
    expect((await agent.get("/api/auth/user")).body.tourCompletedAt).toBeNull();
    const first = await agent.post("/api/account/tour-completed");
    expect(first.status).toBe(200);
    expect(Math.abs(new Date(first.body.tourCompletedAt).getTime() - h.clock.now().getTime())).toBeLessThan(5_000);
    h.clock.advance(60_000);
    const again = await agent.post("/api/account/tour-completed");
    expect(again.body.tourCompletedAt).toBe(first.body.tourCompletedAt);
    expect((await agent.get("/api/auth/user")).body.tourCompletedAt).toBe(first.body.tourCompletedAt);
  });

  it("is for signed-in people only", async () => {
    expect((await h.agent().post("/api/account/tour-completed")).status).toBe(401);
  });
});
