import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { PublicUser } from "@shared/api/types";
import { LANGUAGES, type Language } from "@shared/languages";
import { authUserQueryKey, useAuth } from "@/lib/auth";
import { toastApiError } from "@/lib/api-errors";
import { activateLanguage, chooseLanguage, rememberLanguage } from "@/lib/i18n";
import { cn } from "@/lib/utils";

// Each language is named in itself, so a person who reads only one of them finds it (docs/decisions/038).
const OWN_NAMES: Record<Language, string> = { en: "English", es: "Español" };

/**
 * The language control on every page: named in both languages, two buttons, the current one pressed. The choice is
 * kept for this browser and, when signed in, for the account.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { i18n, t } = useLingui();
  const { user, isAuthenticated } = useAuth();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  // Signed in, the account's language is the page's: on sign-in it replaces what this browser had chosen, in the
  // cookie too, so signing out does not turn the page back to a language the account did not choose.
  const accountLocale = user?.locale;
  useEffect(() => {
    if (!accountLocale) return;
    rememberLanguage(accountLocale);
    void activateLanguage(accountLocale);
  }, [accountLocale]);
  const choose = async (locale: Language) => {
    if (locale === i18n.locale || busy) return;
    setBusy(true);
    try {
      await chooseLanguage(locale, isAuthenticated);
      client.setQueryData<PublicUser | null>(authUserQueryKey, (current) => current && { ...current, locale });
    } catch (error) {
      toastApiError(error, t`Your language is shown here, but it could not be saved to your account.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div role="group" aria-label="English / Español" className={cn("flex flex-wrap items-center gap-2", className)}>
      {LANGUAGES.map((locale, index) => (
        <span key={locale} className="flex items-center gap-2">
          {index > 0 && <span aria-hidden="true">/</span>}
          <button
            type="button"
            lang={locale}
            aria-pressed={i18n.locale === locale}
            onClick={() => void choose(locale)}
            className={cn(
              "rounded-sm font-medium underline-offset-4 hover:underline",
              i18n.locale === locale ? "text-foreground" : "text-primary underline",
            )}
          >
            {OWN_NAMES[locale]}
          </button>
        </span>
      ))}
    </div>
  );
}
