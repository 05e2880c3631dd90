import type pg from "pg";
import type { MailMessage } from "./mailer";

/**
 * Discreet e-mail (docs/decisions/034). A person who turned it on may share a mailbox, a phone's lock screen or a
 * computer with someone they fear: every message to them comes from a neutral sender name, with a neutral subject,
 * and, where a template gives one, a body whose first lines (what an inbox shows beside the subject) name neither the
 * service nor legal help.
 */
export const DISCREET_SENDER = "Account notices";
/** The subject of every discreet message whose template gives no neutral subject of its own. */
export const DISCREET_SUBJECT = "An update about your account";
/** The signature of a discreet message: the sender's neutral name, not the service's. */
export const DISCREET_SIGN = `\n\n— ${DISCREET_SENDER}`;

/** The message as it goes to a discreet recipient; what it says is its template's `discreet`, else the same text. */
export function discreetly({ discreet, ...m }: MailMessage): MailMessage {
  return {
    ...m,
    fromName: DISCREET_SENDER,
    subject: discreet?.subject ?? DISCREET_SUBJECT,
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
