import { describe, expect, it } from "vitest";
import { insertAttorney, signedInAdmin } from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";

// docs/decisions/025: a rejection may carry the reviewer's note into the applicant's e-mail.
const h = useTestApp();

const pendingIds = async (agent: Awaited<ReturnType<typeof signedInAdmin>>["agent"]) =>
  ((await agent.get("/api/admin/attorneys/pending")).body as { id: number }[]).map((a) => a.id);

describe("DELETE /api/admin/attorneys/:id/reject with a reason", () => {
  it("puts the reviewer's note in the applicant's e-mail", async () => {
    const pending = await insertAttorney(h, { email: "noted@example.com" });
    const { agent } = await signedInAdmin(h);
    const note = "We could not find license TN-000000 in the state bar's directory.";
    const res = await agent.delete(`/api/admin/attorneys/${pending.id}/reject`).send({ reason: `  ${note}  ` });
    expect(res.status).toBe(200);
    const [mail] = await h.mails();
    expect(mail?.to).toBe("noted@example.com");
    expect(mail?.text).toContain(`A note from the reviewer:\n${note}\n`);
  });

  it("sends no note section without a reason, as the spec's call without a body does", async () => {
    const pending = await insertAttorney(h, { email: "plain@example.com" });
    const { agent } = await signedInAdmin(h);
    expect((await agent.delete(`/api/admin/attorneys/${pending.id}/reject`).send({ reason: "   " })).status).toBe(200);
    const [mail] = await h.mails();
    expect(mail?.text).not.toContain("A note from the reviewer");
  });

  it.each([
    ["over 500 characters", { reason: "x".repeat(501) }, "Please keep the reason to 500 characters or fewer"],
    ["not text", { reason: 42 }, "The reason must be text"],
  ])("refuses a reason %s and keeps the application", async (_what, body, message) => {
    const pending = await insertAttorney(h);
    const { agent } = await signedInAdmin(h);
    const res = await agent.delete(`/api/admin/attorneys/${pending.id}/reject`).send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: "reason", message }]);
    expect(await pendingIds(agent)).toContain(pending.id);
    expect(await h.mails()).toEqual([]);
  });
});
