import "@testing-library/jest-dom/vitest";
import { i18n } from "@lingui/core";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { dismissToast } from "@/hooks/use-toast";
import { goTo, replaceWith, saveFile } from "@/lib/browser";
import { messages as englishLanding } from "../../client/src/locales/en/landing.po";
import { messages as englishScreens } from "../../client/src/locales/en/screens.po";
import { unexpectedFetches } from "../../client/src/test/unexpected-fetches";

// Full page navigations and downloads (jsdom can do neither) are recorded, not made, in every client test. Replaced
// here once rather than in each file, so those files share their worker's loaded modules (docs/architecture.md,
// "Tests"); a test reads the calls with vi.mocked(goTo) and friends. One set of stand-ins serves the worker's life: a
// module one file loaded keeps calling them in the next file.
vi.mock("@/lib/browser", () => {
  const shared = globalThis as { browserStandIns?: Record<"goTo" | "replaceWith" | "saveFile", () => void> };
  return (shared.browserStandIns ??= { goTo: vi.fn(), replaceWith: vi.fn(), saveFile: vi.fn() });
});

// Screens render in English unless a test chooses Spanish (docs/decisions/038); each test starts in English again.
i18n.loadAndActivate({ locale: "en", messages: { ...englishLanding, ...englishScreens } });

// jsdom has no ResizeObserver; Radix measures its controls (checkbox, select) with one.
if (!("ResizeObserver" in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

// `findBy…` and `waitFor` wait on a condition; a lazily loaded screen's first import can take over the default second
// while other test files share the two cores, so they wait up to five (a screen that never comes still fails).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  for (const replaced of [goTo, replaceWith, saveFile]) vi.mocked(replaced).mockReset();
  // The toasts' store lives outside React, for the worker's life: a test's toasts close with it.
  dismissToast();
  if (i18n.locale !== "en") i18n.activate("en");
  document.documentElement.lang = "en";
  localStorage.clear();
  // A fetch the test's table did not name (client/src/test/render.tsx mockFetch) fails the test.
  const unexpected = unexpectedFetches.splice(0);
  if (unexpected.length > 0) throw new Error(`fetch calls with no handler:\n${[...new Set(unexpected)].join("\n")}`);
});
