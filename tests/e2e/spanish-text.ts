import fs from "node:fs";
import path from "node:path";
import { formatter } from "@lingui/format-po";
import { messagesEs } from "../../shared/i18n/messages-es";

// The Spanish the screens show for an English message, read from the Spanish catalogs (docs/decisions/038): the
// journeys name controls by the English the code is written in and find them in Spanish.
const LOCALES = path.resolve("client/src/locales/es");
const spanish = new Map<string, string>();

/** Reads both Spanish catalogs once per file (call in beforeAll). */
export async function loadSpanish(): Promise<void> {
  const po = formatter();
  for (const file of fs.readdirSync(LOCALES).filter((name) => name.endsWith(".po"))) {
    const full = path.join(LOCALES, file);
    const catalog = await po.parse(fs.readFileSync(full, "utf8"), { locale: "es", sourceLocale: "en", filename: full });
    for (const entry of Object.values(catalog ?? {}))
      if (entry.message && entry.translation) spanish.set(entry.message, entry.translation);
  }
}

/** Every English message with no placeholders whose Spanish differs from it (call after loadSpanish). */
export const englishMessages = (): string[] =>
  [...spanish]
    .filter(([english, translated]) => english !== translated && !english.includes("{"))
    .map(([english]) => english);

/** The Spanish of an English message with no placeholders; throws when the catalogs have none. */
export function es(english: string): string {
  const found = spanish.get(english);
  if (found === undefined) throw new Error(`No Spanish in the catalogs for "${english}"`);
  return found;
}

/** The Spanish of a message the server or a validator writes (docs/decisions/040); throws when it has none. */
export function esServer(english: string): string {
  const found = messagesEs[english];
  if (found === undefined) throw new Error(`No Spanish in shared/i18n/messages-es.ts for "${english}"`);
  return found;
}
