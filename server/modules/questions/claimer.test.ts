import { describe, expect, it } from "vitest";
import { insertQuestion, signedIn, signedInAdmin, signedInAttorney } from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";

// docs/decisions/033: the admin's view of a question names who holds its claim; nobody else is told.
const h = useTestApp();

describe("who holds a claim", () => {
  it("is named to admins, from the attorney's profile, and to nobody else", async () => {
    const asker = await signedIn(h);
    const lawyer = await signedInAttorney(h);
    const admin = await signedInAdmin(h);
    const q = await insertQuestion(h, asker.user.id, {
      status: "claimed",
      claimedBy: lawyer.user.id,
      claimedAt: new Date(),
    });
    const read = async (agent: typeof admin.agent) => {
      const res = await agent.get(`/api/questions/${q.id}`);
      expect(res.status).toBe(200);
      return res.body as { claimer: unknown; claimExpiresAt: string | null };
    };
    const forAdmin = await read(admin.agent);
    expect(forAdmin.claimer).toEqual({ firstName: lawyer.attorney.firstName, lastName: lawyer.attorney.lastName });
    expect(forAdmin.claimExpiresAt).not.toBeNull();
    expect((await read(lawyer.agent)).claimer).toBeNull();
    expect((await read(asker.agent)).claimer).toBeNull();
  });

  it("is null once nobody holds the claim", async () => {
    const asker = await signedIn(h);
    const admin = await signedInAdmin(h);
    const q = await insertQuestion(h, asker.user.id);
    expect((await admin.agent.get(`/api/questions/${q.id}`)).body).toMatchObject({ claimer: null });
  });
});
