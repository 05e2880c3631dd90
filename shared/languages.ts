/** The languages of the interface, the e-mails and the questions (docs/decisions/036): English and Spanish. */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The cookie that keeps a visitor's chosen language, read by the server and set by the client (docs/decisions/038). */
export const LANG_COOKIE = "lang";
