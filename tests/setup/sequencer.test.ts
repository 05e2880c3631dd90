import type { TestSpecification, Vitest } from "vitest/node";
import { describe, expect, it } from "vitest";
import { LongestFirstSequencer } from "./sequencer";

// Files as vitest hands them to the sequencer: a project (its name, its group) and a path.
const file = (project: string, path: string, groupOrder = 0) =>
  ({
    moduleId: `/repo/${path}`,
    project: { name: project, config: { sequence: { groupOrder } } },
  }) as unknown as TestSpecification;

function sequencer(cachedMs: Record<string, number> = {}) {
  const ctx = {
    config: { root: "/repo" },
    cache: { getFileTestResults: (key: string) => (key in cachedMs ? { duration: cachedMs[key] } : undefined) },
  } as unknown as Vitest;
  return new LongestFirstSequencer(ctx);
}

const names = (files: TestSpecification[]) => files.map((f) => f.moduleId.replace("/repo/", ""));

describe("the order test files run in", () => {
  it("runs a project's files longest first, from the recorded times, and a file with no time first", async () => {
    const files = [
      file("server", "server/modules/auth/auth.test.ts"),
      file("server", "tests/integration/malformed-input.test.ts"),
      file("server", "a-new-file.test.ts"),
      file("server", "tests/integration/authorization-matrix.test.ts"),
    ];
    const recorded = {
      "server/modules/auth/auth.test.ts": 1,
      "tests/integration/malformed-input.test.ts": 45,
      "tests/integration/authorization-matrix.test.ts": 25,
    };
    expect(names(await sequencer().sort(files, recorded))).toEqual([
      "a-new-file.test.ts",
      "tests/integration/malformed-input.test.ts",
      "tests/integration/authorization-matrix.test.ts",
      "server/modules/auth/auth.test.ts",
    ]);
  });

  it("prefers this checkout's own last run to the recorded times", async () => {
    const files = [file("server", "a.test.ts"), file("server", "b.test.ts")];
    const ordered = await sequencer({ "server:a.test.ts": 9_000 }).sort(files, { "a.test.ts": 1, "b.test.ts": 5 });
    expect(names(ordered)).toEqual(["a.test.ts", "b.test.ts"]);
  });

  it("keeps groups in order and a project's files together, the project with the longest file first", async () => {
    const files = [
      file("e2e", "tests/e2e/attorney.test.ts", 1),
      file("client", "client/a.test.tsx"),
      file("server", "server/b.test.ts"),
      file("client", "client/c.test.tsx"),
      file("server", "server/d.test.ts"),
    ];
    const recorded = {
      "tests/e2e/attorney.test.ts": 70,
      "client/a.test.tsx": 14,
      "client/c.test.tsx": 2,
      "server/b.test.ts": 3,
      "server/d.test.ts": 45,
    };
    expect(names(await sequencer().sort(files, recorded))).toEqual([
      "server/d.test.ts",
      "server/b.test.ts",
      "client/a.test.tsx",
      "client/c.test.tsx",
      "tests/e2e/attorney.test.ts",
    ]);
  });
});
