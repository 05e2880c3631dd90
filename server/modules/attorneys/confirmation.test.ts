import { describe, expect, it } from "vitest";
import { attorneys } from "@shared/schema";
import { insertUser, signedInAdmin, TEST_PASSWORD } from "../../../tests/setup/factories";
import { linkIn } from "../../../tests/setup/outbox";
import { useTestApp } from "../../../tests/setup/test-app";
import {
  application,
  confirmationMails as attorneyMails,
  confirmByMail as openConfirmation,
} from "../../../tests/setup/attorneys";

const h = useTestApp();
const rows = () => h.ctx.database.db.select().from(attorneys);
const confirmationMails = (to: string) => attorneyMails(h, to);
const confirmByMail = (to: string) => openConfirmation(h, to);
// Where a good link lands: the page offers to create the account with the confirmed address (docs/decisions/035).
const CONFIRMED = "/apply-attorney?confirmed=1&email=atticus.finch%40example.com";

describe("a signed-out application is held until its address confirms it (docs/decisions/014)", () => {
  const pendingIds = async () => {
    const { agent } = await signedInAdmin(h);
    return ((await agent.get("/api/admin/attorneys/pending")).body as { id: number }[]).map((a) => a.id);
  };

  it("is held unconfirmed, unseen by admins, and e-mails a link that carries nothing the visitor typed", async () => {
    const typed = application({
      firstName: "Zebulonmarker",
      lastName: "Quixotemarker",
      licenseNumber: "LICMARKER-77",
      lawSchool: "Markertown Law School",
      practiceAreas: "Markerareas",
      specializations: "Markerspecial",
    });
    const res = await h.agent().post("/api/attorney-application").send(typed);
    expect(res.status).toBe(201);
    const [row] = await rows();
    expect(row).toMatchObject({ confirmedAt: null, userId: null });
    expect(await pendingIds()).not.toContain(res.body.id);

    const mails = await confirmationMails("atticus.finch@example.com");
    expect(mails).toHaveLength(1);
    expect(linkIn(mails[0]!)).toMatch(/\/api\/attorney-application\/confirm\?token=[\w-]{43}$/);
    const whole = `${mails[0]!.subject}\n${mails[0]!.text}`.toLowerCase();
    for (const marker of [
      "zebulonmarker",
      "quixotemarker",
      "licmarker",
      "markertown",
      "markerareas",
      "markerspecial",
    ]) {
      expect(whole).not.toContain(marker);
    }
  });

  it("goes to review once the link is opened; opened again, it says so and changes nothing (docs/decisions/016)", async () => {
    // Someone else's account does not make the page offer Sign In.
    await insertUser(h, { email: "someone.else@example.com", emailVerified: true });
    const res = await h.agent().post("/api/attorney-application").send(application());
    expect(await confirmByMail("atticus.finch@example.com")).toBe(CONFIRMED);
    const [confirmed] = await rows();
    expect(confirmed!.confirmedAt).not.toBeNull();
    expect(await pendingIds()).toContain(res.body.id);
    // A second click, or the person after a mail scanner, even past the link's 7 days.
    h.clock.advance(8 * 24 * 60 * 60 * 1000);
    expect(await confirmByMail("atticus.finch@example.com")).toBe(CONFIRMED);
    expect(await rows()).toEqual([confirmed]);
  });

  it("says on the way back whether an account already has the address, so the page offers Sign In instead", async () => {
    await insertUser(h, { email: "atticus.finch@example.com", emailVerified: false });
    await h.agent().post("/api/attorney-application").send(application());
    expect(await confirmByMail("atticus.finch@example.com")).toBe(`${CONFIRMED}&account=1`);
  });

  it("refuses a link older than 7 days, and a made-up one", async () => {
    await h.agent().post("/api/attorney-application").send(application());
    h.clock.advance(7 * 24 * 60 * 60 * 1000 + 60_000);
    expect(await confirmByMail("atticus.finch@example.com")).toBe("/apply-attorney?confirmed=0");
    expect((await rows())[0]!.confirmedAt).toBeNull();
    for (const token of ["", "nope", "x".repeat(500)]) {
      const r = await h.agent().get(`/api/attorney-application/confirm?token=${token}`);
      expect(r.status).toBe(302);
      expect(r.headers.location).toBe("/apply-attorney?confirmed=0");
    }
  });

  it("is replaced by a new application for the same address, whose link alone works", async () => {
    await h
      .agent()
      .post("/api/attorney-application")
      .send(application({ licenseNumber: "FIRST-1" }));
    const first = (await confirmationMails("atticus.finch@example.com"))[0]!;
    const second = await h
      .agent()
      .post("/api/attorney-application")
      .send(application({ licenseNumber: "SECOND-2" }));
    expect(second.status).toBe(201);
    expect((await rows()).map((r) => r.licenseNumber)).toEqual(["SECOND-2"]);
    const oldLink = new URL(linkIn(first));
    expect((await h.agent().get(`${oldLink.pathname}${oldLink.search}`)).headers.location).toBe(
      "/apply-attorney?confirmed=0",
    );
    expect(await confirmByMail("atticus.finch@example.com")).toBe(CONFIRMED);
    const third = await h
      .agent()
      .post("/api/attorney-application")
      .send(application({ licenseNumber: "THIRD-3" }));
    expect(third.status).toBe(409);
  });

  it("does not attach a stranger's application to a verified account; the owner can still apply (finding 4)", async () => {
    const owner = await insertUser(h, { email: "atticus.finch@example.com", emailVerified: true });
    const attack = await h
      .agent()
      .post("/api/attorney-application")
      .send(application({ firstName: "Mallory", licenseNumber: "STOLEN-1" }));
    expect(attack.status).toBe(201);
    const ownerAgent = h.agent();
    await ownerAgent.post("/api/auth/login").send({ email: owner.email, password: TEST_PASSWORD });
    expect((await ownerAgent.get("/api/attorney/profile")).status).toBe(404);

    const own = await ownerAgent.post("/api/attorney-application").send(application({ licenseNumber: "TN-REAL-9" }));
    expect(own.status).toBe(201);
    const all = await rows();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ userId: owner.id, firstName: "Atticus", licenseNumber: "TN-REAL-9" });
  });
});
