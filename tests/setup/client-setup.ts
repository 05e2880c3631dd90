import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
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

afterEach(() => {
  cleanup();
  localStorage.clear();
  // A fetch the test's table did not name (client/src/test/render.tsx mockFetch) fails the test.
  const unexpected = unexpectedFetches.splice(0);
  if (unexpected.length > 0) throw new Error(`fetch calls with no handler:\n${[...new Set(unexpected)].join("\n")}`);
});
