import { afterEach, vi } from "vitest";

// docs/architecture.md: a console error during a test fails it.
const errors: unknown[][] = [];
const original = console.error;
vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  errors.push(args);
  original(...args);
});

afterEach(() => {
  if (errors.length > 0) {
    const seen = errors.splice(0).map((a) => a.map(String).join(" "));
    throw new Error(`console.error was called during the test:\n${seen.join("\n")}`);
  }
});
