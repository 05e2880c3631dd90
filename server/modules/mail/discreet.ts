import type pg from "pg";
import type { Language } from "@shared/languages";
import type { MailMessage, MailWording } from "./mailer";
import type { DiscreetWords } from "./words";

/**
 * Discreet e-mail (docs/decisions/034). A person who turned it on may share a mailbox, a phone's lock screen or a
 * computer with someone they fear: every message to them comes from a neutral sender name, with a neutral subject,
 * and, where a template gives one, a body whose first lines (what an inbox shows beside the subject) name neither the
 * service nor legal help. In the recipient's language, like the rest of the message (docs/decisions/039).
 */
export const DISCREET: Record<Language, DiscreetWords> = {
  en: { sender: "Account notices", subject: "An update about your account", sign: "\n\n— Account notices" },
  es: { sender: "Avisos de la cuenta", subject: "Novedades sobre su cuenta", sign: "\n\n— Avisos de la cuenta" },
};

/**
 * The message as it goes to a discreet recipient, in each of its languages; what it says is its template's `discreet`,
 * else the same text from the neutral English sender and subject (a message built without a template).
 */
export function discreetly(m: MailMessage): MailMessage {
  return inEachLanguage(m, ({ discreet, ...w }) => ({
    ...w,
    fromName: discreet?.fromName ?? DISCREET.en.sender,
    subject: discreet?.subject ?? DISCREET.en.subject,
    text: discreet?.text ?? w.text,
  }));
}

/** The message as it goes to anyone else: its discreet variants are not queued. */
function plainly(m: MailMessage): MailMessage {
  return inEachLanguage(m, ({ discreet: _discreet, ...w }) => w);
}

/** The message with `change` made to its words in the language it is written in and in each of its others. */
function inEachLanguage(m: MailMessage, change: (w: MailWording) => MailWording): MailMessage {
  const { to, link, unsubscribe, language, ...words } = m;
  const others: Partial<Record<Language, MailWording>> = {};
  for (const [l, w] of Object.entries(language?.others ?? {}) as [Language, MailWording][]) others[l] = change(w);
  return {
    to,
    ...(link !== undefined && { link }),
    ...(unsubscribe !== undefined && { unsubscribe }),
    ...change(words),
    ...(language && { language: { of: language.of, others } }),
  };
}

/**
 * Every message as its recipient chose: read when the message is accepted, in the same transaction, so a message
 * accepted after the choice follows it. One statement for a whole batch.
 */
export async function asRecipientsChose(
  messages: readonly MailMessage[],
  db: Pick<pg.PoolClient, "query">,
): Promise<MailMessage[]> {
  if (messages.length === 0) return [];
  const { rows } = await db.query<{ email: string }>(
    "select email from users where discreet_mail and email = any($1::text[])",
    [[...new Set(messages.map((m) => m.to.toLowerCase()))]],
  );
  const discreet = new Set(rows.map((r) => r.email));
  return messages.map((m) => (discreet.has(m.to.toLowerCase()) ? discreetly(m) : plainly(m)));
}
