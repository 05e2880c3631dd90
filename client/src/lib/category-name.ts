import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

// The categories come from the server as data, named in English (server/db/seed.ts). The seeded ones are named here
// in each language by their slug; a category the client does not know keeps the server's name (docs/decisions/038).
// The context keeps these names apart from the same English words used elsewhere ("General", "Other").
const SEEDED: Record<string, { name: string; label: MessageDescriptor }> = {
  general: { name: "General", label: msg({ message: "General", context: "category" }) },
  family: { name: "Family Law", label: msg({ message: "Family Law", context: "category" }) },
  criminal: { name: "Criminal Law", label: msg({ message: "Criminal Law", context: "category" }) },
  employment: { name: "Employment Law", label: msg({ message: "Employment Law", context: "category" }) },
  housing: { name: "Housing & Tenant Rights", label: msg({ message: "Housing & Tenant Rights", context: "category" }) },
  immigration: { name: "Immigration", label: msg({ message: "Immigration", context: "category" }) },
  business: { name: "Business Law", label: msg({ message: "Business Law", context: "category" }) },
  "estate-planning": { name: "Estate Planning", label: msg({ message: "Estate Planning", context: "category" }) },
  "personal-injury": { name: "Personal Injury", label: msg({ message: "Personal Injury", context: "category" }) },
  "consumer-debt": { name: "Consumer & Debt", label: msg({ message: "Consumer & Debt", context: "category" }) },
  "real-estate": { name: "Real Estate", label: msg({ message: "Real Estate", context: "category" }) },
  other: { name: "Other", label: msg({ message: "Other", context: "category" }) },
};

// A question carries its category's name but not its slug: the seeded names are known here too.
const SEEDED_BY_NAME = new Map(Object.values(SEEDED).map((c) => [c.name, c.label]));
const GENERAL = msg({ message: "General", context: "category" });

/** A category's name in the active language: the seeded ones by slug, any other as the server names it. */
export function categoryName(i18n: I18n, category: { slug?: string | null; name: string }): string {
  const known = category.slug ? SEEDED[category.slug] : undefined;
  return known ? i18n._(known.label) : category.name;
}

/**
 * A question's category (the server's name for it) in the active language; a question without one is General's, as
 * the server files it, and a category the client does not know keeps the server's name.
 */
export function questionCategoryName(i18n: I18n, question: { categoryName: string | null }): string {
  if (!question.categoryName) return i18n._(GENERAL);
  const known = SEEDED_BY_NAME.get(question.categoryName);
  return known ? i18n._(known) : question.categoryName;
}
