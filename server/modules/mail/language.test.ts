// docs/decisions/039: an e-mail is made in its recipient's language as it is when the message is made: the account's
// (users.locale, which registration takes from the request), else, for an address with no account, the language of
// the request that caused it (for an admin's decision on an application, the language it was made in), else English.
// A change of language while the message waits is language-at-sending.test.ts's.
import { describe, expect, it } from "vitest";
import { application } from "../../../tests/setup/attorneys";
import { insertAttorney, insertUser, signedIn, signedInAdmin, TEST_PASSWORD } from "../../../tests/setup/factories";
import type { OutboxMail } from "../../../tests/setup/outbox";
import { useTestApp } from "../../../tests/setup/test-app";

const h = useTestApp();

const registration = (email: string) => ({
  email,
  password: TEST_PASSWORD,
  confirmPassword: TEST_PASSWORD,
  firstName: "Ana",
  lastName: "Ruiz",
});

// The one mail to an address; fails when there is none or more than one.
const mailTo = async (email: string): Promise<OutboxMail> => {
  const mails = (await h.mails()).filter((m) => m.to === email);
  expect(mails, email).toHaveLength(1);
  return mails[0]!;
};

// Each language's signature, which every message but a discreet one ends with.
const SPANISH = "Solo es información legal general. No crea una relación entre abogado y cliente.";
const ENGLISH = "General legal information only; no attorney-client relationship is created.";

describe("the language of an e-mail", () => {
  it("is the visitor's at registration: the Spanish cookie, else Spanish in Accept-Language, else English", async () => {
    const byHeader = await h
      .agent()
      .post("/api/auth/register")
      .set("Accept-Language", "es-MX,es;q=0.9,en;q=0.5")
      .send(registration("header@example.com"));
    expect(byHeader.status).toBe(201);
    expect(byHeader.body.locale).toBe("es");
    // The chosen language (the cookie) wins over the browser's.
    const byCookie = await h
      .agent()
      .post("/api/auth/register")
      .set("Cookie", "lang=es")
      .set("Accept-Language", "en-US")
      .send(registration("cookie@example.com"));
    expect(byCookie.status).toBe(201);
    expect(byCookie.body.locale).toBe("es");
    const neither = await h.agent().post("/api/auth/register").send(registration("neither@example.com"));
    expect(neither.status).toBe(201);
    expect(neither.body.locale).toBe("en");

    for (const email of ["header@example.com", "cookie@example.com"]) {
      const mail = await mailTo(email);
      expect(mail.subject).toBe("Confirme su correo electrónico");
      expect(mail.text).toMatch(/^Hola:\n\nLe damos la bienvenida a ClearCounsel\. Por favor, confirme su correo/);
      expect(mail.text).toContain(SPANISH);
      expect(mail.text).not.toContain(ENGLISH);
    }
    const english = await mailTo("neither@example.com");
    expect(english.subject).toBe("Confirm your e-mail address");
    expect(english.text).toMatch(/^Hello,\n\nWelcome to ClearCounsel\./);
    expect(english.text).toContain(ENGLISH);
    // The account keeps it: the next mail is in it too, whatever the request that causes it says.
    await h.agent().post("/api/auth/forgot-password").set("Cookie", "lang=es").send({ email: "neither@example.com" });
    const reset = (await h.mails()).filter((m) => m.to === "neither@example.com").at(-1)!;
    expect(reset.subject).toBe("Reset your password");
  });

  it("follows the account's choice: mail made after PUT /api/account/locale is in the new language", async () => {
    const { user, agent } = await signedIn(h);
    const forgot = () => h.agent().post("/api/auth/forgot-password").send({ email: user.email });
    const last = async () => (await h.mails()).filter((m) => m.to === user.email).at(-1)!;

    expect((await agent.put("/api/account/locale").send({ locale: "es" })).status).toBe(200);
    expect((await forgot()).status).toBe(200);
    const spanish = await last();
    expect(spanish.subject).toBe("Cambie su contraseña");
    expect(spanish.text).toMatch(/^Hola:\n\nAlguien pidió cambiar la contraseña de su cuenta de ClearCounsel\./);
    expect(spanish.text).toContain("El enlace funciona una sola vez.");
    expect(spanish.text).toContain(SPANISH);

    expect((await agent.put("/api/account/locale").send({ locale: "en" })).status).toBe(200);
    expect((await forgot()).status).toBe(200);
    const english = await last();
    expect(english.subject).toBe("Reset your password");
    expect(english.text).toContain(ENGLISH);
  });

  it("is the visitor's for a signed-out application, unless an account has the address", async () => {
    const applied = await h
      .agent()
      .post("/api/attorney-application")
      .set("Accept-Language", "es")
      .send(application({ email: "nueva@example.com" }));
    expect(applied.status).toBe(201);
    const spanish = await mailTo("nueva@example.com");
    expect(spanish.subject).toBe("Confirme su solicitud como abogado o abogada");
    expect(spanish.text).toContain(SPANISH);
    // The application keeps the language it was made in, for the admin's decision later.
    const stored = await h.ctx.database.pool.query("select locale from attorneys where email = $1", [
      "nueva@example.com",
    ]);
    expect(stored.rows).toEqual([{ locale: "es" }]);

    // The address is an English account's: its owner reads the mail, not the visitor.
    await insertUser(h, { email: "owner@example.com", locale: "en" });
    const stranger = await h
      .agent()
      .post("/api/attorney-application")
      .set("Cookie", "lang=es")
      .send(application({ email: "owner@example.com" }));
    expect(stranger.status).toBe(201);
    const english = await mailTo("owner@example.com");
    expect(english.subject).toBe("Confirm your attorney application");
    expect(english.text).toContain(ENGLISH);
  });

  it("is not the admin's: a decision goes out in the applicant's account's language, else the application's", async () => {
    const admin = await signedInAdmin(h);
    expect((await admin.agent.put("/api/account/locale").send({ locale: "es" })).status).toBe(200);
    const noAccount = await insertAttorney(h, { email: "solo@example.com", userId: null });
    const appliedInSpanish = await insertAttorney(h, { email: "solicitud@example.com", userId: null, locale: "es" });
    const toReject = await insertAttorney(h, { email: "rechazo@example.com", userId: null, locale: "es" });
    const spanishUser = await insertUser(h, { email: "cuenta@example.com", locale: "es" });
    const withAccount = await insertAttorney(h, { email: spanishUser.email, userId: spanishUser.id });
    // Applied in Spanish, but the address's account reads English: its owner's language wins.
    const englishUser = await insertUser(h, { email: "owner-en@example.com", locale: "en" });
    const accountWins = await insertAttorney(h, { email: englishUser.email, userId: englishUser.id, locale: "es" });

    for (const a of [noAccount, appliedInSpanish, withAccount, accountWins])
      expect((await admin.agent.post(`/api/admin/attorneys/${a.id}/approve`).send({})).status).toBe(200);
    expect(
      (await admin.agent.delete(`/api/admin/attorneys/${toReject.id}/reject`).send({ reason: "No license found." }))
        .status,
    ).toBe(200);
    for (const email of ["solo@example.com", "owner-en@example.com"]) {
      const english = await mailTo(email);
      expect(english.subject).toBe("Your attorney application was approved");
      expect(english.text).toContain(ENGLISH);
    }
    expect((await mailTo("solicitud@example.com")).subject).toBe("Aprobamos su solicitud como abogado o abogada");
    expect((await mailTo("rechazo@example.com")).text).toContain(SPANISH);
    const spanish = await mailTo("cuenta@example.com");
    expect(spanish.subject).toBe("Aprobamos su solicitud como abogado o abogada");
    expect(spanish.text).toMatch(/^Hola:\n\nGracias por su solicitud\. La aprobamos\./);
    expect(spanish.text).toContain(SPANISH);
  });
});
