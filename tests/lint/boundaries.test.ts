// docs/architecture.md, as the linter enforces it: each boundary refuses a bad import and lets a good one through.
// Each snippet is linted in place of a real file at that path (the type-aware parser needs a file the project
// knows), with the project's own eslint.config.js.
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
// Only the rules under test run, and without type information: building the typed program for a snippet took most of
// this file's time, and none of these rules reads a type.
const RULES = new Set(["boundaries/dependencies", "no-restricted-syntax", "import-x/no-cycle"]);
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => RULES.has(ruleId),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const messages = result?.messages ?? [];
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.filter((m) => m.ruleId === "boundaries/dependencies").map((m) => m.message);
}

describe("import boundaries (docs/architecture.md)", () => {
  it.each([
    [
      "a client feature importing another feature",
      "client/src/features/admin/components/admin-panel.tsx",
      'import { useCreateQuestion } from "@/features/questions/api/create-question";\nexport const x = useCreateQuestion;',
    ],
    [
      "a client feature importing another feature by a relative path",
      "client/src/features/admin/components/admin-panel.tsx",
      'import { useCreateQuestion } from "../../questions/api/create-question";\nexport const x = useCreateQuestion;',
    ],
    [
      "client code importing the server",
      "client/src/lib/utils.ts",
      'import { parse } from "../../../server/lib/validate";\nexport const x = parse;',
    ],
    [
      "the server importing the client",
      "server/lib/validate.ts",
      'import * as product from "../../client/src/config/product";\nexport const x = product;',
    ],
    [
      "shared importing the server",
      "shared/format/date.ts",
      'import { parse } from "../../server/lib/validate";\nexport const x = parse;',
    ],
    [
      "shared importing the client",
      "shared/format/date.ts",
      'import * as product from "../../client/src/config/product";\nexport const x = product;',
    ],
    [
      "a ui primitive importing a feature",
      "client/src/components/ui/badge.tsx",
      'import { useCreateQuestion } from "@/features/questions/api/create-question";\nexport const x = useCreateQuestion;',
    ],
    [
      "a ui primitive importing auth",
      "client/src/components/ui/badge.tsx",
      'import { useAuth } from "@/lib/auth";\nexport const x = useAuth;',
    ],
    [
      "a server module importing another module's service",
      "server/modules/admin/admin.service.ts",
      'import { register } from "../auth/auth.service";\nexport const x = register;',
    ],
    [
      "client lib importing a feature",
      "client/src/lib/utils.ts",
      'import { useCreateQuestion } from "@/features/questions/api/create-question";\nexport const x = useCreateQuestion;',
    ],
    [
      "a layout component importing a feature",
      "client/src/components/layout/page-shell.tsx",
      'import { useCreateQuestion } from "@/features/questions/api/create-question";\nexport const x = useCreateQuestion;',
    ],
    [
      "a feature importing a page",
      "client/src/features/admin/components/admin-panel.tsx",
      'import { AdminPage } from "@/pages/admin";\nexport const x = AdminPage;',
    ],
    [
      "a feature importing app wiring",
      "client/src/features/admin/components/admin-panel.tsx",
      'import { AppRouter } from "@/app/router";\nexport const x = AppRouter;',
    ],
    [
      "server/lib importing a module",
      "server/lib/metrics.ts",
      'import { MAIL_QUEUE } from "../modules/mail/queue";\nexport const x = MAIL_QUEUE;',
    ],
    [
      "server/auth importing a module",
      "server/auth/actor.ts",
      'import { findAttorneyByUserId } from "../modules/attorneys/attorneys.repo";\nexport const x = findAttorneyByUserId;',
    ],
    [
      "server/db importing a module",
      "server/db/rows.ts",
      'import { MAIL_QUEUE } from "../modules/mail/queue";\nexport const x = MAIL_QUEUE;',
    ],
    [
      "server code importing test helpers",
      "server/lib/validate.ts",
      'import { insertUser } from "../../tests/setup/factories";\nexport const x = insertUser;',
    ],
  ])("refuses %s", async (_what, file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it.each([
    [
      "a feature importing its own files",
      "client/src/features/admin/components/admin-panel.tsx",
      'import { useApprovedAttorneys } from "@/features/admin/api/approved-attorneys";\nexport const x = useApprovedAttorneys;',
    ],
    [
      "a feature importing lib and ui",
      "client/src/features/admin/components/admin-panel.tsx",
      'import { Button } from "@/components/ui/button";\nimport { useAuth } from "@/lib/auth";\nexport const x = [Button, useAuth];',
    ],
    [
      "a ui primitive importing cn and another primitive",
      "client/src/components/ui/badge.tsx",
      'import { cn } from "@/lib/utils";\nimport { Input } from "@/components/ui/input";\nexport const x = [cn, Input];',
    ],
    [
      "the client importing shared",
      "client/src/lib/utils.ts",
      'import { paths } from "@shared/paths";\nimport { PASSWORD_MIN } from "@shared/validators";\nexport const x = [paths, PASSWORD_MIN];',
    ],
    [
      "a server module using another module's repo",
      "server/modules/admin/admin.service.ts",
      'import { findAttorneyById } from "../attorneys/attorneys.repo";\nexport const x = findAttorneyById;',
    ],
    [
      "a server module using the mail module",
      "server/modules/admin/admin.service.ts",
      'import { attorneyRevokedMail } from "../mail/templates";\nexport const x = attorneyRevokedMail;',
    ],
    [
      "a page importing a feature",
      "client/src/pages/admin.tsx",
      'import { AdminPanel } from "@/features/admin/components/admin-panel";\nexport const x = AdminPanel;',
    ],
    [
      "a module using the server core",
      "server/modules/admin/admin.service.ts",
      'import { hasAdminRole } from "../../auth/policies";\nexport const x = hasAdminRole;',
    ],
    [
      "a server test using test helpers",
      "server/modules/admin/admin.test.ts",
      'import { insertUser } from "../../../tests/setup/factories";\nexport const x = insertUser;',
    ],
  ])("allows %s", async (_what, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

/** The messages of the time-from-one-clock rule (eslint.config.js) for a snippet at this path. */
async function clockErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const messages = result?.messages ?? [];
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
}

describe("time from one clock (server/lib/clock.ts)", () => {
  it.each([
    ["Date.now() in a service", "server/modules/admin/admin.service.ts", "export const t = Date.now();"],
    ["new Date() in a repo", "server/modules/admin/admin.service.ts", "export const t = new Date();"],
    [
      "SQL's now() in a statement",
      "server/modules/questions/questions.repo.ts",
      'import { sql } from "drizzle-orm";\nexport const q = sql`update users set terms_accepted_at = now()`;',
    ],
    [
      "SQL's now() in a plain string",
      "server/lib/rate-limit-store.ts",
      'export const q = "delete from x where t < now()";',
    ],
    ["Date.now() in a shared rule", "shared/validators/triage.ts", "export const t = Date.now();"],
  ])("refuses %s", async (_what, file, code) => {
    expect(await clockErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ["the clock itself", "server/lib/clock.ts", "export const t = () => new Date();"],
    [
      "a time taken as a parameter",
      "server/modules/admin/admin.service.ts",
      "export const t = (now: Date) => new Date(now);",
    ],
    ["ctx.clock.now()", "server/modules/admin/admin.service.ts", "export const t = (c: { now(): Date }) => c.now();"],
    ["a test", "server/modules/admin/admin.test.ts", "export const t = Date.now();"],
  ])("allows %s", async (_what, file, code) => {
    expect(await clockErrors(file, code)).toEqual([]);
  });
});

describe("no import cycles", () => {
  async function cycleErrors(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === "import-x/no-cycle").map((m) => m.message);
  }

  it("refuses an import that closes a cycle", async () => {
    // lib/validate.ts imports lib/errors.ts: errors importing validate back would close a cycle.
    expect(
      await cycleErrors("server/lib/errors.ts", 'import { parse } from "./validate";\nexport const x = parse;'),
    ).toHaveLength(1);
  });

  it("allows the same import where no path leads back", async () => {
    expect(
      await cycleErrors("server/lib/tokens.ts", 'import { parse } from "./validate";\nexport const x = parse;'),
    ).toEqual([]);
  });
});
