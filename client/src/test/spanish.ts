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
    // Added to what a test may have loaded itself (its own texts), not in place of it.
    i18n.load("es", { ...landing, ...screens });
    i18n.activate("es");
    document.documentElement.lang = "es";
  });
}
