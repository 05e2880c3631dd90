import type pg from "pg";
import type { Language } from "@shared/languages";
import type { MailMessage } from "./mailer";
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
 * The message as it goes to a discreet recipient; what it says is its template's `discreet`, else the same text
 * from the neutral English sender and subject (a message built without a template).
 */
export function discreetly({ discreet, ...m }: MailMessage): MailMessage {
  return {
    ...m,
    fromName: discreet?.fromName ?? DISCREET.en.sender,
    subject: discreet?.subject ?? DISCREET.en.subject,
    text: discreet?.text ?? m.text,
  };
}

/** The message as it goes to anyone else: its discreet variant is not queued. */
function plainly({ discreet: _discreet, ...m }: MailMessage): MailMessage {
  return m;
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
