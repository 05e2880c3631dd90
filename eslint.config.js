// Lint rules that guard STYLE.md: type-aware TypeScript checks where they are cheap, React hooks and
// accessibility for the client, and the import boundaries of rule 2 (tests/lint/boundaries.test.ts proves them).
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import prettier from "eslint-config-prettier";
import globals from "globals";
import tseslint from "typescript-eslint";

// Where each file lives decides what it may import. Order matters: the first matching element wins.
const ELEMENTS = [
  { type: "client-ui", pattern: "client/src/components/ui/**", partialMatch: false },
  { type: "client-feature", pattern: "client/src/features/*/**", partialMatch: false, capture: ["feature"] },
  // Shared client code, below the features: it imports no feature, no page and no app wiring.
  { type: "client-shared", pattern: "client/src/{lib,components,hooks,config}/**", partialMatch: false },
  { type: "client-top", pattern: "client/src/{app,pages}/**", partialMatch: false },
  { type: "client", pattern: "client/**", partialMatch: false },
  { type: "server-module", pattern: "server/modules/*/**", partialMatch: false, capture: ["module"] },
  // The server's core, below the modules: libraries, the database, sessions and the access rules.
  { type: "server-core", pattern: "server/{lib,db,auth}/**", partialMatch: false },
  { type: "server", pattern: "server/**", partialMatch: false },
  { type: "shared", pattern: "shared/**", partialMatch: false },
  { type: "scripts", pattern: "scripts/**", partialMatch: false },
  { type: "tests", pattern: "tests/**", partialMatch: false },
];

const CLIENT = ["client", "client-ui", "client-feature", "client-shared", "client-top"];
const SERVER = ["server", "server-module", "server-core"];

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "migrations/**", "test-results/**", "coverage/**", ".data/**", "docs/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      // Cheap type-aware checks: a promise nobody awaits or handles is a lost error.
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ["client/**", "server/**", "shared/**", "scripts/**", "tests/**"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": ELEMENTS,
      "boundaries/include": ["client/**", "server/**", "shared/**", "scripts/**", "tests/**"],
      "import/resolver": { typescript: { project: "./tsconfig.json" }, node: true },
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "allow",
          policies: [
            // A client feature does not import another feature (STYLE.md rule 2).
            {
              from: { element: { type: "client-feature" } },
              disallow: {
                to: {
                  element: { type: "client-feature", captured: { feature: "!{{ from.element.captured.feature }}" } },
                },
              },
              message: "A feature must not import another feature; move what both need to lib/ or components/",
            },
            // UI primitives hold no business logic: no features, no data, no auth.
            {
              from: { element: { type: "client-ui" } },
              // What primitives may lean on: the class-name helper and the toast store the toaster renders.
              disallow: {
                to: {
                  element: { types: { anyOf: ["client-feature", "client-shared", "client-top", "client"] } },
                  file: { path: "!**/{lib/utils.ts,hooks/use-toast.ts}" },
                },
              },
              message:
                "components/ui holds primitives only; it may import other primitives, lib/utils and hooks/use-toast",
            },
            // Layers as one-way zones: app and pages compose features; features build on lib and components;
            // lib and components import no feature, page or app wiring.
            {
              from: { element: { type: "client-shared" } },
              disallow: { to: { element: { types: { anyOf: ["client-feature", "client-top"] } } } },
              message: "lib/, components/, hooks/ and config/ must not import a feature, a page or app/",
            },
            {
              from: { element: { type: "client-feature" }, file: { path: "!**/*.test.{ts,tsx}" } },
              disallow: { to: { element: { type: "client-top" } } },
              message: "A feature must not import app/ or pages/; they import features",
            },
            // The server's core (lib, db, auth) is below the modules: a module builds on it, never the reverse.
            {
              from: { element: { type: "server-core" }, file: { path: "!**/*.{test,test-helpers}.ts" } },
              disallow: { to: { element: { type: "server-module" } } },
              message: "server/lib, server/db and server/auth must not import a module; pass what they need in",
            },
            // The client never imports the server, and the server never imports the client.
            {
              from: { element: { types: { anyOf: CLIENT } } },
              disallow: { to: { element: { types: { anyOf: [...SERVER, "scripts", "tests"] } } } },
              message: "client/ must not import server/ (or scripts/, tests/)",
            },
            {
              from: { element: { types: { anyOf: SERVER } } },
              disallow: { to: { element: { types: { anyOf: [...CLIENT, "scripts"] } } } },
              message: "server/ must not import client/ (or scripts/)",
            },
            // Test helpers live in tests/; only tests (and their helpers) may import them.
            {
              from: { element: { types: { anyOf: SERVER } }, file: { path: "!**/*.{test,test-helpers}.ts" } },
              disallow: { to: { element: { type: "tests" } } },
              message: "server/ code must not import tests/",
            },
            // shared/ is imported by both sides and imports neither.
            {
              from: { element: { type: "shared" } },
              disallow: { to: { element: { types: { anyOf: [...CLIENT, ...SERVER, "scripts", "tests"] } } } },
              message: "shared/ must not import client/ or server/",
            },
            // A server module reaches another module only through its repo, its DTO mappers, the mail module or the
            // audit module (both cross-cutting: every module sends mail and records events); never another
            // module's service or routes (docs/decisions/017, 022).
            {
              from: { element: { type: "server-module" } },
              disallow: {
                to: {
                  element: { type: "server-module", captured: { module: "!{{ from.element.captured.module }}" } },
                  file: { path: "!**/{*.repo.ts,*.dto.ts,mail/*.ts,audit/*.ts}" },
                },
              },
              message:
                "A server module may use another module's repo, DTO, the mail or the audit module, not its service or routes",
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles anywhere: each layer and module can be read from the bottom up.
    files: ["client/**/*.{ts,tsx}", "server/**/*.ts", "shared/**/*.ts", "scripts/**/*.ts", "tests/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // Time from one clock (server/lib/clock.ts, docs/architecture.md): code that decides a rule asks ctx.clock and
    // passes the time into SQL as a parameter, so tests move time instead of waiting. Infrastructure that only
    // measures or names things (timeouts, log timings, file names) says why in a disable comment.
    files: ["server/**/*.ts", "shared/**/*.ts"],
    ignores: ["**/*.test.ts", "**/*.test-helpers.ts", "server/lib/clock.ts", "shared/format/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: "Read the time from ctx.clock (server/lib/clock.ts), or take `now` as a parameter.",
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "Read the time from ctx.clock (server/lib/clock.ts), or take `now` as a parameter.",
        },
        {
          selector: "TemplateElement[value.raw=/(^|[^.\\w])now\\(\\)/], Literal[value=/(^|[^.\\w])now\\(\\)/]",
          message: "SQL's now() is not the app's clock: pass ctx.clock.now() as a parameter.",
        },
      ],
    },
  },
  prettier,
);
