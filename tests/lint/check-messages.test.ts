import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The catalogs' build check of `npm run lint` (docs/decisions/038), run on a small copy of the project: one screen
// file with one message, and its catalogs.
const repo = path.resolve(__dirname, "../..");
let project: string;

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
  fs.writeFileSync(path.join(project, file), text);
};
const check = () => {
  const run = spawnSync(path.join(repo, "node_modules/.bin/tsx"), [path.join(repo, "scripts/check-messages.ts")], {
    env: { ...process.env, MESSAGES_ROOT: project },
    encoding: "utf8",
  });
  return { status: run.status, output: run.stdout + run.stderr };
};
const extract = () =>
  spawnSync(path.join(repo, "node_modules/.bin/lingui"), ["extract", "--clean"], { cwd: project, encoding: "utf8" });
const SCREEN = (message: string) =>
  `import { useLingui } from "@lingui/react/macro";\nexport function Screen() {\n  const { t } = useLingui();\n  return t\`${message}\`;\n}\n`;
const translate = (from: string, to: string) => {
  const file = path.join(project, "client/src/locales/es/screens.po");
  fs.writeFileSync(
    file,
    fs.readFileSync(file, "utf8").replace(`msgid "${from}"\nmsgstr ""`, `msgid "${from}"\nmsgstr "${to}"`),
  );
};

beforeAll(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), "check-messages-"));
  fs.symlinkSync(path.join(repo, "node_modules"), path.join(project, "node_modules"));
  fs.copyFileSync(path.join(repo, "lingui.config.ts"), path.join(project, "lingui.config.ts"));
  write("client/src/pages/screen.tsx", SCREEN("Your question was sent"));
  // (The first extraction writes a shorter header than every later one, as `npm run messages` run twice does.)
  expect(extract().status).toBe(0);
  expect(extract().status).toBe(0);
  translate("Your question was sent", "Su pregunta se envió");
}, 60_000);

afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

describe("the catalogs' build check", () => {
  it("passes when the catalogs match the code and every message has its Spanish", { timeout: 60_000 }, () => {
    const run = check();
    expect(run.output).toContain("every message has its Spanish");
    expect(run.status).toBe(0);
  });

  it("fails when the code has a message the catalogs lack, and changes no catalog", { timeout: 60_000 }, () => {
    const before = fs.readFileSync(path.join(project, "client/src/locales/es/screens.po"), "utf8");
    write("client/src/pages/screen.tsx", SCREEN("Your answer was sent"));
    const run = check();
    expect(run.status).toBe(1);
    expect(run.output).toContain("client/src/locales/es/screens.po is stale against the code");
    expect(fs.readFileSync(path.join(project, "client/src/locales/es/screens.po"), "utf8")).toBe(before);
  });

  it("fails when a Spanish message is missing", { timeout: 60_000 }, () => {
    expect(extract().status).toBe(0);
    const run = check();
    expect(run.status).toBe(1);
    expect(run.output).toContain("Spanish is missing for: Your answer was sent");
  });
});
