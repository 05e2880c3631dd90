import { afterEach, describe, expect, it, vi } from "vitest";
import { signedIn, signedInAttorney } from "../../tests/setup/factories";
import { useTestApp } from "../../tests/setup/test-app";

const h = useTestApp();

/** The SQL of every statement the pool runs while `run` is in flight. */
async function statementsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.spyOn(h.ctx.database.pool, "query");
  try {
    await run();
    return spy.mock.calls.map(([q]) => (typeof q === "string" ? q : (q as { text: string }).text));
  } finally {
    spy.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe("the signed-in principal", () => {
  it("comes with its attorney profile in one statement after the session's", async () => {
    const { agent } = await signedInAttorney(h, { approved: false });
    const sql = await statementsDuring(async () => {
      const res = await agent.get("/api/auth/user/roles");
      expect(res.body).toEqual({ roles: ["user", "attorney"] });
    });
    // The session row, then the user left-joined with the profile; no lookup of its own for the profile.
    expect(sql).toHaveLength(2);
    expect(sql[1]).toMatch(/from "users" left join "attorneys"/);
  });

  it("sees a profile approved by an admin on the very next request", async () => {
    const { agent, attorney } = await signedInAttorney(h, { approved: false });
    expect((await agent.get("/api/questions/queue")).status).toBe(403);
    await h.ctx.database.pool.query("update attorneys set is_approved = true, approved_at = now() where id = $1", [
      attorney.id,
    ]);
    expect((await agent.get("/api/questions/queue")).status).toBe(200);
  });

  it("has no attorney role without a profile", async () => {
    const { agent } = await signedIn(h);
    expect((await agent.get("/api/auth/user/roles")).body).toEqual({ roles: ["user"] });
  });
});
