import type pg from "pg";
import type { Language } from "@shared/languages";

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
