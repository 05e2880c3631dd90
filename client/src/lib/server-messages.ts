import { i18n } from "@lingui/core";
import { loadServerMessages, translateServerMessage as translateIn } from "@shared/i18n/server-messages";

// docs/decisions/040: what the server and the validators say, in the page's language.

export { loadServerMessages };

/** A message from the server or a validator in the active language, else as it came. */
export const translateServerMessage = (text: string): string => translateIn(text, i18n.locale);

// Whichever way a language becomes active, its dictionary follows it.
i18n.on("change", () => void loadServerMessages(i18n.locale));
if (i18n.locale) void loadServerMessages(i18n.locale);
