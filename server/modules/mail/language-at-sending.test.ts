// docs/decisions/039: an e-mail goes out in its recipient's language at the time of sending. This app only queues mail
// (MAIL_WORKER=off), so each message waits in the queue while its recipient changes language, and a worker started
// afterwards sends it.
import { describe, expect, it } from "vitest";
import { application } from "../../../tests/setup/attorneys";
import { signedIn } from "../../../tests/setup/factories";
import { deliverQueued } from "../../../tests/setup/mail-worker";
import { TEST_ORIGIN, useTestApp } from "../../../tests/setup/test-app";
import { withTransaction } from "../../db";
import type { MailMessage } from "./mailer";
import { claimHoldEndedMail } from "./templates";

const h = useTestApp({ MAIL_WORKER: "off" });

/** What the worker started afterwards sends, by address; exactly `count` messages. */
async function deliverWaiting(count: number): Promise<Map<string, MailMessage>> {
  const delivered = await deliverQueued(h, count);
  expect(delivered).toHaveLength(count);
  return new Map(delivered.map((m) => [m.to, m]));
}

describe("an e-mail's language at the time of sending", () => {
  it("follows a change of language made while the message waited, discreet or not, one by one or among many", async () => {
    const plain = await signedIn(h, { locale: "en" });
    const discreet = await signedIn(h, { locale: "en", discreetMail: true });
    const swept = await signedIn(h, { locale: "en" });
    const stays = await signedIn(h, { locale: "es" });
    // Made and queued in English (a reset each, a sweep's notice to many), and in Spanish for an address with no
    // account (a signed-out application made in Spanish).
    for (const { user } of [plain, discreet, stays])
      expect((await h.agent().post("/api/auth/forgot-password").send({ email: user.email })).status).toBe(200);
    await withTransaction(h.ctx.database, (tx) =>
      h.ctx.mailer.sendMany(
        [claimHoldEndedMail({ email: swept.user.email, locale: "en" }, `${TEST_ORIGIN}/attorney/claimed`)],
        tx,
      ),
    );
    const visitor = await h
      .agent()
      .post("/api/attorney-application")
      .set("Cookie", "lang=es")
      .send(application({ email: "visitante@example.com" }));
    expect(visitor.status).toBe(201);

    // Then three of the accounts change language before anything is sent; the fourth keeps Spanish.
    for (const { agent } of [plain, discreet, swept])
      expect((await agent.put("/api/account/locale").send({ locale: "es" })).status).toBe(200);

    const sent = await deliverWaiting(5);
    expect(sent.get(plain.user.email)).toMatchObject({ subject: "Cambie su contraseña" });
    expect(sent.get(plain.user.email)?.text).toMatch(/^Hola:\n\nAlguien pidió cambiar la contraseña/);
    expect(sent.get(plain.user.email)?.fromName).toBeUndefined();
    // The discreet message keeps its neutral sender, in the new language.
    expect(sent.get(discreet.user.email)).toMatchObject({
      fromName: "Avisos de la cuenta",
      subject: "Cambie su contraseña",
    });
    expect(sent.get(discreet.user.email)?.text).toMatch(/— Avisos de la cuenta$/);
    expect(sent.get(swept.user.email)).toMatchObject({ subject: "Terminó su tiempo reservado para una pregunta" });
    expect(sent.get(stays.user.email)).toMatchObject({ subject: "Cambie su contraseña" });
    // No account has the visitor's address: the language the application was made in.
    expect(sent.get("visitante@example.com")).toMatchObject({
      subject: "Confirme su solicitud como abogado o abogada",
    });
    for (const m of sent.values()) expect(m.text).not.toMatch(/^Hello/);
  });

  it("goes back to English for an account that chose it after a Spanish message was queued", async () => {
    const account = await signedIn(h, { locale: "es" });
    expect((await h.agent().post("/api/auth/forgot-password").send({ email: account.user.email })).status).toBe(200);
    expect((await account.agent.put("/api/account/locale").send({ locale: "en" })).status).toBe(200);
    const sent = await deliverWaiting(1);
    expect(sent.get(account.user.email)).toMatchObject({ subject: "Reset your password" });
    expect(sent.get(account.user.email)?.text).toMatch(/^Hello,/);
  });
});
