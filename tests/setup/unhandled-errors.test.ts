import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { countUnhandledError } from "./unhandled-errors";

const teardown = (method: string) => ({
  name: "EnvironmentTeardownError",
  message: `[vitest-worker]: Closing rpc while "${method}" was pending`,
  stack: `EnvironmentTeardownError: [vitest-worker]: Closing rpc while "${method}" was pending`,
  VITEST_TEST_PATH: "/repo/tests/e2e/question-life.test.ts",
});

describe("an unhandled error of a test run", () => {
  const file = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cc-unhandled-")), "errors.txt");

  it("counts, and is written down with where it happened and the start of its stack", () => {
    const to = file();
    const error = new Error("Connection terminated unexpectedly");
    const frames = Array.from({ length: 40 }, (_, i) => `    at frame${i} (file.js:${i}:1)`);
    const counts = countUnhandledError(
      {
        name: error.name,
        message: error.message,
        stack: [`Error: ${error.message}`, ...frames].join("\n"),
        VITEST_TEST_PATH: "/repo/a.test.ts",
        VITEST_TEST_NAME: "does a thing",
      },
      to,
    );
    expect(counts).toBe(true);
    const written = fs.readFileSync(to, "utf8");
    expect(written).toContain("counted: /repo/a.test.ts > does a thing\nError: Connection terminated unexpectedly\n");
    expect(written).toContain("frame13 ");
    expect(written).not.toContain("frame14 ");
  });

  it("does not count a console line lost as a worker closed, after its file's results were in; other teardown errors count", () => {
    const to = file();
    expect(countUnhandledError(teardown("onUserConsoleLog"), to)).toBe(false);
    expect(countUnhandledError(teardown("fetch"), to)).toBe(true);
    expect(countUnhandledError({ ...teardown("onUserConsoleLog"), name: "Error" }, to)).toBe(true);
    const written = fs.readFileSync(to, "utf8");
    expect(written).toMatch(/^not counted: \/repo\/tests\/e2e\/question-life\.test\.ts\n/);
    expect(written.match(/^counted: /gm)).toHaveLength(2);
  });
});
