import type { Language } from "@shared/api/types";

/** Each language by its own name, as a reader of it looks for it (docs/decisions/036). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español" };
