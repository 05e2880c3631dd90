// docs/decisions/017: each runtime is type-checked with its own globals. A probe file is checked with each of
// `npm run check`'s configs in place of a real file of that folder: what the runtime lacks must not compile.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "runtimes-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** The compiler's error messages for `code` under one of the project's tsconfig files. */
function errorsUnder(config: string, code: string): string[] {
  const file = path.join(scratch, `probe-${Math.random().toString(36).slice(2)}.ts`);
  fs.writeFileSync(file, `export {};\n${code}\n`);
  const read = ts.readConfigFile(path.join(root, config), (p) => ts.sys.readFile(p));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, root);
  const program = ts.createProgram([file], { ...parsed.options, noUnusedLocals: false });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName === file)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

const usesNode = "const cwd: string = process.cwd();";
const usesDom = "const title: string = document.title;";
const indexes = "const list: number[] = []; const n: number = list[0];";

describe("type checking by runtime", () => {
  it("checks client/ with the DOM and without Node", () => {
    expect(errorsUnder("tsconfig.client.json", usesDom)).toEqual([]);
    expect(errorsUnder("tsconfig.client.json", usesNode).join()).toMatch(/Cannot find name 'process'/);
  });

  it("checks server/ and scripts/ with Node and without the DOM", () => {
    expect(errorsUnder("tsconfig.server.json", usesNode)).toEqual([]);
    expect(errorsUnder("tsconfig.server.json", usesDom).join()).toMatch(/Cannot find name 'document'/);
  });

  it("checks shared/ with neither", () => {
    expect(errorsUnder("tsconfig.shared.json", usesNode).join()).toMatch(/Cannot find name 'process'/);
    expect(errorsUnder("tsconfig.shared.json", usesDom).join()).toMatch(/Cannot find name 'document'/);
    expect(errorsUnder("tsconfig.shared.json", "new TextEncoder();").join()).toMatch(/Cannot find name 'TextEncoder'/);
  });

  it.each(["tsconfig.client.json", "tsconfig.server.json", "tsconfig.shared.json", "tsconfig.e2e.json"])(
    "%s reads an array element as possibly undefined (noUncheckedIndexedAccess)",
    (config) => {
      expect(errorsUnder(config, indexes).join()).toMatch(/'number \| undefined' is not assignable to type 'number'/);
    },
  );

  it("npm run check runs every one of these configs", () => {
    const check = (
      JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: { check: string } }
    ).scripts.check;
    for (const config of [
      "tsconfig.shared.json",
      "tsconfig.client.json",
      "tsconfig.server.json",
      "tsconfig.e2e.json",
    ]) {
      expect(check).toContain(`tsc -p ${config}`);
    }
  });
});
