import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { unexpectedFetches } from "../../client/src/test/unexpected-fetches";

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
  localStorage.clear();
  // A fetch the test's table did not name (client/src/test/render.tsx mockFetch) fails the test.
  const unexpected = unexpectedFetches.splice(0);
  if (unexpected.length > 0) throw new Error(`fetch calls with no handler:\n${[...new Set(unexpected)].join("\n")}`);
});
