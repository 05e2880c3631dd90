// docs/decisions/014 and 022: no e-mail carries a question's title, content, category or parties, nor any text a
// visitor typed (names). Every flow that sends mail runs here with marker text in every field a person types; then
// no marker may appear in any subject or body, and every template must have been sent at least once, so a new
// template cannot slip past this test. The flows run once for people who use English and once for people who use
// Spanish (docs/decisions/039): every message must go out in their language, so each language's words are checked.
import { describe, expect, it } from "vitest";
import { runNotices } from "../../server/modules/lifecycle/notices";
import { runAllSweeps } from "../../server/modules/lifecycle/sweeps";
import { setDiscreetMail } from "../../server/modules/account/account.repo";
import type { Language } from "@shared/languages";
import { DISCREET } from "../../server/modules/mail/discreet";
import * as templates from "../../server/modules/mail/templates";
import { alignToStep, codeNow } from "../../server/modules/two-factor/totp.test-helpers";
import {
  CLAIM_HOLD_MS,
  insertQuestion,
  signedIn,
  signedInAdmin,
  signedInAttorney,
  TEST_PASSWORD,
} from "../setup/factories";
import { linkIn } from "../setup/outbox";
import { SoftwarePasskey } from "../setup/passkey-authenticator";
import { useTestApp } from "../setup/test-app";

const h = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

const HOUSING = { id: 5, name: "Housing & Tenant Rights" };
const MARKERS = [
  "Firstmarkerzq",
  "Lastmarkerzq",
  "Titlemarkerzq",
  "Attorneyfollowupmarkerzq",
  "Partymarkerzq",
  "Contentmarkerzq",
  "Followupmarkerzq",
  "Answermarkerzq",
  "Licensemarkerzq",
  "Schoolmarkerzq",
  "Areasmarkerzq",
  HOUSING.name,
  // docs/decisions/031: the name a person gives a passkey.
  "Passkeynamemarkerzq",
];

const application = (email: string) => ({
  firstName: "Firstmarkerzq",
  lastName: "Lastmarkerzq",
  email,
  licenseNumber: "Licensemarkerzq-1",
  practiceState: "TN",
  yearsExperience: 5,
  lawSchool: "Schoolmarkerzq Law",
  graduationYear: 2015,
  practiceAreas: "Areasmarkerzq",
  specializations: "Areasmarkerzq too",
});

describe.each<Language>(["en", "es"])("no e-mail carries a question or anything a visitor typed (%s)", (lang) => {
  // The words of this language that the checks below look for.
  const RECOVERY_CODE_USED = { en: "A recovery code was used", es: "Se usó un código de recuperación" }[lang];
  const SIGN = { en: "General legal information only", es: "Solo es información legal general" }[lang];
  /** Every template's subject in this language. */
  const templateSubjects = () =>
    new Set(
      Object.values(templates).map(
        (render) =>
          (render as (to: { email: string; locale: Language }, ...a: string[]) => { subject: string })(
            { email: "x@example.com", locale: lang },
            "https://x.example/",
            "https://x.example/",
          ).subject,
      ),
    );
  /** An attorney who reads e-mail in this language (PUT /api/account/locale). */
  const attorneyIn = async () => {
    const lawyer = await signedInAttorney(h);
    expect((await lawyer.agent.put("/api/account/locale").send({ locale: lang })).status).toBe(200);
    return lawyer;
  };

  it("holds for every template, through every flow that sends mail", async () => {
    const names = { firstName: "Firstmarkerzq", lastName: "Lastmarkerzq" };
    // Register (verification mail) in the visitor's language, and forgot-password (reset mail).
    const registered = h.agent();
    const reg = await registered
      .post("/api/auth/register")
      .set("Accept-Language", lang)
      .send({
        email: "asker@example.com",
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
        ...names,
      });
    expect(reg.status).toBe(201);
    expect((await h.agent().post("/api/auth/forgot-password").send({ email: "asker@example.com" })).status).toBe(200);

    // A signed-out application (confirmation mail, in the visitor's language), confirmed. The applicant makes an
    // account with that address in their language, so the approval and the revocation go out in it (an address with
    // no account gets English: docs/decisions/039). Then approved and revoked; another application rejected.
    await h
      .agent()
      .post("/api/attorney-application")
      .set("Accept-Language", lang)
      .send(application("applicant@example.com"));
    const confirmation = (await h.mails()).find((m) => m.to === "applicant@example.com")!;
    const link = new URL(linkIn(confirmation));
    await h.agent().get(`${link.pathname}${link.search}`);
    const account = {
      email: "applicant@example.com",
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      ...names,
    };
    expect((await h.agent().post("/api/auth/register").set("Accept-Language", lang).send(account)).status).toBe(201);
    const admin = await signedInAdmin(h);
    const pending = (await admin.agent.get("/api/admin/attorneys/pending")).body as { id: number }[];
    expect(pending).toHaveLength(1);
    expect((await admin.agent.post(`/api/admin/attorneys/${pending[0]!.id}/approve`).send({})).status).toBe(200);
    expect((await admin.agent.post(`/api/admin/attorneys/${pending[0]!.id}/revoke`).send({})).status).toBe(200);
    const other = await signedIn(h, { ...names, locale: lang });
    const applied = await other.agent.post("/api/attorney-application").send(application(other.user.email));
    expect((await admin.agent.delete(`/api/admin/attorneys/${applied.body.id}/reject`)).status).toBe(200);

    // A named asker's question in a category, claimed and answered (answered mail), with a follow-up.
    const asker = await signedIn(h, { ...names, termsAcceptedAt: new Date(), locale: lang });
    const q = await insertQuestion(h, asker.user.id, {
      title: "Titlemarkerzq about my landlord",
      content: "Contentmarkerzq: my landlord kept the deposit and changed the locks without a court order.",
      categoryId: HOUSING.id,
      isAnonymous: false,
      opposingParties: ["Partymarkerzq Landlord"],
    });
    const lawyer = await attorneyIn();
    // Claimed, given back by an admin (the attorney is told), and claimed again.
    expect((await lawyer.agent.post(`/api/questions/${q.id}/claim`)).status).toBe(200);
    expect((await admin.agent.post(`/api/admin/questions/${q.id}/release`).send({})).status).toBe(200);
    const lawyer2 = await attorneyIn();
    expect((await lawyer2.agent.post(`/api/questions/${q.id}/claim`)).status).toBe(200);
    const answer = { content: `Answermarkerzq ${"a".repeat(60)}`, includeDisclaimer: true };
    expect((await lawyer2.agent.post(`/api/questions/${q.id}/answer`).send(answer)).status).toBe(201);
    await asker.agent.post("/api/followups").send({ questionId: q.id, content: "Followupmarkerzq: what next?" });
    // Another question of theirs, claimed and then withdrawn (the attorney is told).
    const withdrawn = await insertQuestion(h, asker.user.id, { title: "Titlemarkerzq two", content: q.content });
    expect((await lawyer2.agent.post(`/api/questions/${withdrawn.id}/claim`)).status).toBe(200);
    expect((await asker.agent.post(`/api/questions/${withdrawn.id}/withdraw`)).status).toBe(200);
    await lawyer2.agent
      .post("/api/followups")
      .send({ questionId: q.id, content: "Attorneyfollowupmarkerzq: please send the lease." });

    // The asker turns two-step sign-in on (docs/decisions/031): the account is told in neutral words.
    const { secret } = (await asker.agent.post("/api/auth/2fa/setup").expect(200)).body;
    alignToStep(h);
    const enabled = await asker.agent.post("/api/auth/2fa/enable").send({ code: await codeNow(h, secret) });
    expect(enabled.status).toBe(200);
    // A recovery code used to renew the set: the account is told that too.
    const renewed = await asker.agent
      .post("/api/auth/2fa/recovery-codes")
      .send({ password: TEST_PASSWORD, code: enabled.body.recoveryCodes[0] });
    expect(renewed.status).toBe(200);

    // A third question, claimed and then left: the reminder at two thirds of the hold, then the hold's end. The
    // clock moves on; the timed sweeps run as their job would.
    const held = await insertQuestion(h, asker.user.id, { title: "Titlemarkerzq three", content: q.content });
    expect((await lawyer2.agent.post(`/api/questions/${held.id}/claim`)).status).toBe(200);
    h.clock.advance(CLAIM_HOLD_MS * 0.7);
    expect((await runAllSweeps(h.ctx)).holdReminders).toBe(1);
    h.clock.advance(CLAIM_HOLD_MS * 0.31);
    expect((await runAllSweeps(h.ctx)).holdReleases).toBe(1);
    // Nobody answers it in 30 days (expired), and the answered conversation stays quiet as long (auto-closed).
    h.clock.advance(31 * DAY_MS);
    expect(await runAllSweeps(h.ctx)).toMatchObject({ expiries: 1, autoCloses: 1 });
    // A new question in the attorneys' state: their notices of new questions (docs/decisions/030) say how many, by
    // state, and nothing else about it.
    await insertQuestion(h, asker.user.id, {
      title: "Titlemarkerzq four",
      content: q.content,
      categoryId: HOUSING.id,
      state: "TN",
      opposingParties: ["Partymarkerzq Landlord"],
    });
    expect(await runNotices(h.ctx)).toBe(2);

    // docs/decisions/031: a passkey added with a name, then removed (the sign-in settings mail, on and off).
    const owner = await signedIn(h, { ...names, locale: lang });
    const passkey = new SoftwarePasskey();
    const options = await owner.agent.post("/api/auth/passkeys/register/options");
    const added = await owner.agent
      .post("/api/auth/passkeys/register/verify")
      .send({ response: passkey.register(options.body), name: "Passkeynamemarkerzq phone" });
    expect(added.status).toBe(201);
    expect((await owner.agent.delete(`/api/auth/passkeys/${added.body.id}`)).status).toBe(200);

    const mails = await h.mails();
    for (const mail of mails) {
      const whole = `${mail.subject}\n${mail.text}`.toLowerCase();
      for (const marker of MARKERS)
        expect(whole, `${mail.subject} carries ${marker}`).not.toContain(marker.toLowerCase());
      expect(mail.text, mail.subject).toContain(SIGN);
    }

    // Every message went out in the recipients' language, and every template was exercised in it: its subject is
    // among the mails sent.
    const subjects = templateSubjects();
    const sentSubjects = new Set(mails.map((m) => m.subject));
    expect([...sentSubjects].filter((s) => !subjects.has(s))).toEqual([]);
    expect([...subjects].filter((s) => !sentSubjects.has(s))).toEqual([]);
    // Two templates share the neutral subject of a sign-in change; the recovery code's was sent too.
    expect(mails.filter((m) => m.text.includes(RECOVERY_CODE_USED))).toHaveLength(1);
  });

  // docs/decisions/034: a person who chose discreet e-mail may share the mailbox with someone they fear. Every
  // message to them, sent one at a time or by a timed sweep, comes from a neutral sender name with a neutral
  // subject, and says nothing of the service or of legal help; everyone else's mail is unchanged.
  it("gives a discreet recipient a neutral sender and subject on every message", async () => {
    const neutral = DISCREET[lang];
    // The subjects any service sends, kept so the message is found; every other subject is the neutral one.
    const kept = [
      templates.passwordResetMail({ email: "x@example.com", locale: lang }, "x").subject,
      templates.signInSettingsChangedMail({ email: "x@example.com", locale: lang }, "on", "x").subject,
      neutral.subject,
    ];
    const asker = await signedIn(h, { termsAcceptedAt: new Date(), locale: lang });
    const chosen = await asker.agent.put("/api/account/discreet-mail").send({ discreetMail: true });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toEqual({ discreetMail: true });
    expect((await asker.agent.get("/api/auth/user")).body.discreetMail).toBe(true);

    expect((await h.agent().post("/api/auth/forgot-password").send({ email: asker.user.email })).status).toBe(200);
    const q = await insertQuestion(h, asker.user.id, {
      title: "Titlemarkerzq about my landlord",
      content: "Contentmarkerzq: my landlord kept the deposit and changed the locks without a court order.",
      categoryId: HOUSING.id,
    });
    const lawyer = await signedInAttorney(h);
    expect((await lawyer.agent.post(`/api/questions/${q.id}/claim`)).status).toBe(200);
    const answer = { content: `Answermarkerzq ${"a".repeat(60)}`, includeDisclaimer: true };
    expect((await lawyer.agent.post(`/api/questions/${q.id}/answer`).send(answer)).status).toBe(201);
    await lawyer.agent
      .post("/api/followups")
      .send({ questionId: q.id, content: "Attorneyfollowupmarkerzq: the lease?" });
    const { secret } = (await asker.agent.post("/api/auth/2fa/setup").expect(200)).body;
    alignToStep(h);
    expect((await asker.agent.post("/api/auth/2fa/enable").send({ code: await codeNow(h, secret) })).status).toBe(200);
    // The timed sweeps (many messages in one batch): one question expires, the answered one closes.
    await insertQuestion(h, asker.user.id, { title: "Titlemarkerzq two", content: q.content });
    h.clock.advance(31 * DAY_MS);
    expect(await runAllSweeps(h.ctx)).toMatchObject({ expiries: 1, autoCloses: 1 });

    const mails = await h.mails();
    const theirs = mails.filter((m) => m.to === asker.user.email);
    expect(theirs).toHaveLength(6);
    for (const mail of theirs) {
      expect(mail.header("From"), mail.subject).toMatch(new RegExp(`^"?${neutral.sender}"? <`));
      expect(kept).toContain(mail.subject);
      expect(mail.text, mail.subject).toContain(neutral.sign.trim());
      // The address and the links are the operator's domain (docs/deploy.md); the words are checked here.
      const whole = `${mail.subject}\n${mail.text.replace(/https?:\/\/\S+/g, "")}`.toLowerCase();
      for (const word of ["clearcounsel", "legal", "attorney", "lawyer", "abogad", "landlord", "housing"])
        expect(whole, `${mail.subject} says ${word}`).not.toContain(word);
    }
    expect(theirs.map((m) => m.subject).filter((s) => s === neutral.subject)).toHaveLength(4);

    // Turned off, the next message is the usual one again.
    // (The session has ended with the 31 days; the setting is written as the endpoint writes it.)
    await setDiscreetMail(h.ctx.database.db, asker.user.id, false, h.clock.now());
    await h.agent().post("/api/auth/forgot-password").send({ email: asker.user.email });
    const last = (await h.mails()).filter((m) => m.to === asker.user.email).at(-1)!;
    expect(last.header("From")).toContain("ClearCounsel");
    expect(last.text).toContain("ClearCounsel");
    expect(last.subject).toBe(kept[0]);
  });
});
