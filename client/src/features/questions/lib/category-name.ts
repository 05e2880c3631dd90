import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

// The categories come from the server as data, named in English (server/db/seed.ts). The seeded ones are named here
// in each language by their slug; a category the client does not know keeps the server's name (docs/decisions/038).
// The context keeps these names apart from the same English words used elsewhere ("General", "Other").
const GENERAL = msg({ message: "General", context: "category" });
const SEEDED: Record<string, MessageDescriptor> = {
  general: GENERAL,
  family: msg({ message: "Family Law", context: "category" }),
  criminal: msg({ message: "Criminal Law", context: "category" }),
  employment: msg({ message: "Employment Law", context: "category" }),
  housing: msg({ message: "Housing & Tenant Rights", context: "category" }),
  immigration: msg({ message: "Immigration", context: "category" }),
  business: msg({ message: "Business Law", context: "category" }),
  "estate-planning": msg({ message: "Estate Planning", context: "category" }),
  "personal-injury": msg({ message: "Personal Injury", context: "category" }),
  "consumer-debt": msg({ message: "Consumer & Debt", context: "category" }),
  "real-estate": msg({ message: "Real Estate", context: "category" }),
  other: msg({ message: "Other", context: "category" }),
};

// The seed's ids are fixed (server/db/seed.ts), so a question, which carries its category's id and name but not its
// slug, is named the same way.
const SEEDED_SLUG_BY_ID: Record<number, string> = {
  1: "general",
  2: "family",
  3: "criminal",
  4: "employment",
  5: "housing",
  6: "immigration",
  7: "business",
  8: "estate-planning",
  9: "personal-injury",
  10: "consumer-debt",
  11: "real-estate",
  12: "other",
};

/** A category's name in the active language: the seeded ones by slug, any other as the server names it. */
export function categoryName(i18n: I18n, category: { slug?: string | null; name: string }): string {
  const known = category.slug ? SEEDED[category.slug] : undefined;
  return known ? i18n._(known) : category.name;
}

/**
 * The category of a question (its id and the server's name for it) in the active language; a question without one
 * is General's, as the server files it.
 */
export function questionCategoryName(
  i18n: I18n,
  question: { categoryId: number | null; categoryName: string | null },
): string {
  if (!question.categoryName) return i18n._(GENERAL);
  const slug = question.categoryId === null ? undefined : SEEDED_SLUG_BY_ID[question.categoryId];
  return categoryName(i18n, { slug, name: question.categoryName });
}
