/** The languages of the interface, the e-mails and the questions (docs/decisions/036): English and Spanish. */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
