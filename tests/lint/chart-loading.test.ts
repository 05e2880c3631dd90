// docs/decisions/029: the chart code loads only on the Outcomes view. The chart library is imported by
// one module, and that module only by a dynamic import(), which Vite builds as a chunk of its own that no other
// screen asks for.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const CHART_MODULE = "client/src/features/admin/components/outcomes-chart.tsx";
const sources = fs
  .readdirSync(path.join(root, "client/src"), { recursive: true, encoding: "utf8" })
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
  .map((f) => ({ file: `client/src/${f}`, text: fs.readFileSync(path.join(root, "client/src", f), "utf8") }));

// Static imports and re-exports, by the module they name ("import x from 'm'", "import 'm'", "export … from 'm'").
const staticImports = (text: string): string[] =>
  [...text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']/gm)].map(
    (m) => (m[1] ?? m[2])!,
  );

describe("the chart's code", () => {
  it("finds the client's sources", () => {
    expect(sources.map((s) => s.file)).toContain(CHART_MODULE);
  });

  it("is the only module that imports the chart library", () => {
    const importers = sources.filter((s) =>
      staticImports(s.text).some((m) => m === "recharts" || m.startsWith("recharts/")),
    );
    expect(importers.map((s) => s.file)).toEqual([CHART_MODULE]);
  });

  it("is imported only on demand, by the Outcomes view", () => {
    expect(
      sources
        .filter((s) => staticImports(s.text).some((m) => /(^|\/)outcomes-chart(\.tsx)?$/.test(m)))
        .map((s) => s.file),
    ).toEqual([]);
    const onDemand = sources.filter((s) => /import\(\s*["'][^"']*outcomes-chart["']\s*\)/.test(s.text));
    expect(onDemand.map((s) => s.file)).toEqual(["client/src/features/admin/components/outcomes-view.tsx"]);
  });
});
