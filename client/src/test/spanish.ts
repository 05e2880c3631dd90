import { act } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { messages as landing } from "@/locales/es/landing.po";
import { messages as screens } from "@/locales/es/screens.po";

/**
 * Shows what renders next (or, after a render, what is on screen) in Spanish, with both of its catalogs
 * (docs/decisions/038). The client test setup switches back to English after each test.
 */
export function showInSpanish(): void {
  act(() => {
    i18n.loadAndActivate({ locale: "es", messages: { ...landing, ...screens } });
    document.documentElement.lang = "es";
  });
}
