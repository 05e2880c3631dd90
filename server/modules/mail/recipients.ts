import type pg from "pg";
import type { Language } from "@shared/languages";
import type { MailMessage } from "./mailer";

/** Whom a message goes to: an address, and the language it is written in (docs/decisions/039). */
export interface Recipient {
  email: string;
  locale: Language;
}

/**
 * The recipient at `email` as the message is made (docs/decisions/039): in the language of the account with that
 * address, read in the caller's transaction, so a change of language committed before it counts; with no account,
 * `otherwise` (the language of the request that caused the message, where there is one).
 */
export async function recipientAt(
  db: Pick<pg.PoolClient, "query">,
  email: string,
  otherwise: Language = "en",
): Promise<Recipient> {
  const { rows } = await db.query<{ locale: Language }>("select locale from users where email = $1", [
    email.toLowerCase(),
  ]);
  return { email, locale: rows[0]?.locale ?? otherwise };
}

/**
 * Each message in the language its recipient's account has as it is sent (docs/decisions/039): a message made before
 * a change of language, and still waiting, follows the change. An address with no account keeps the language its
 * message was made in. One statement for a whole batch.
 */
export async function inLanguageAtSending(
  messages: readonly MailMessage[],
  db: Pick<pg.Pool, "query">,
): Promise<MailMessage[]> {
  const addresses = [...new Set(messages.filter((m) => m.language).map((m) => m.to.toLowerCase()))];
  if (addresses.length === 0) return [...messages];
  const { rows } = await db.query<{ email: string; locale: Language }>(
    "select email, locale from users where email = any($1::text[])",
    [addresses],
  );
  const languageOf = new Map(rows.map((r) => [r.email, r.locale]));
  return messages.map((m) => {
    const now = languageOf.get(m.to.toLowerCase());
    // `others` never holds the language the message is already in.
    const words = now === undefined ? undefined : m.language?.others[now];
    if (now === undefined || words === undefined) return m;
    const { fromName: _before, ...rest } = m;
    return { ...rest, ...words, language: { of: now, others: {} } };
  });
}

/**
 * The messages as they go out now: each in its recipient's language (above), and a notice of new questions (a message
 * with an unsubscribe link, docs/decisions/030) only to an attorney who still takes notices: approved, with notices on.
 * A notice queued before its attorney's approval ended or before they turned notices off is not sent (null): notices
 * are for approved attorneys only, and wait behind every other message, possibly long.
 */
export async function asSentNow(
  messages: readonly MailMessage[],
  db: Pick<pg.Pool, "query">,
): Promise<(MailMessage | null)[]> {
  const worded = await inLanguageAtSending(messages, db);
  const noticed = [...new Set(worded.filter((m) => m.unsubscribe).map((m) => m.to.toLowerCase()))];
  if (noticed.length === 0) return worded;
  const { rows } = await db.query<{ email: string }>(
    `select u.email from users u join attorneys a on a.user_id = u.id
      where u.email = any($1::text[]) and a.is_approved and a.notify_frequency <> 'off'`,
    [noticed],
  );
  const takesNotices = new Set(rows.map((r) => r.email));
  return worded.map((m) => (m.unsubscribe && !takesNotices.has(m.to.toLowerCase()) ? null : m));
}
