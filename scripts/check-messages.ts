// The message catalogs' build check, run by `npm run lint` (docs/decisions/038): it fails when the catalogs are stale
// against the code (a message added, changed or removed without `npm run messages`) or when a Spanish message is
// missing. Extraction runs into a copy, so the check changes no file.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { formatter } from "@lingui/format-po";

// The project checked: this repository, or another copy of it (tests/lint/check-messages.test.ts).
const root = path.resolve(process.env.MESSAGES_ROOT ?? path.join(path.dirname(fileURLToPath(import.meta.url)), ".."));
const LOCALES = ["en", "es"] as const;
const CATALOGS = ["landing", "screens"] as const;
const committed = (locale: string, name: string) => path.join(root, "client/src/locales", locale, `${name}.po`);

// The creation date in the header changes on every extraction; nothing else may.
const comparable = (po: string) => po.replace(/^"POT-Creation-Date: .*\n/m, "");

/** The English of each message whose translation is empty in a catalog (parsed by Lingui's own po format). */
async function untranslated(file: string): Promise<string[]> {
  const catalog = await formatter().parse(fs.readFileSync(file, "utf8"), {
    locale: "es",
    sourceLocale: "en",
    filename: file,
  });
  return Object.values(catalog ?? {})
    .filter((entry) => !entry.obsolete && !entry.translation?.trim())
    .map((entry) => entry.message ?? "");
}

async function main() {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "messages-"));
  try {
    for (const locale of LOCALES) {
      fs.mkdirSync(path.join(copy, locale));
      for (const name of CATALOGS) fs.copyFileSync(committed(locale, name), path.join(copy, locale, `${name}.po`));
    }
    const config = path.join(copy, "lingui.config.mjs");
    fs.writeFileSync(
      config,
      `import base from ${JSON.stringify(path.join(root, "lingui.config.ts"))};\n` +
        `export default { ...base, rootDir: ${JSON.stringify(root)}, catalogs: base.catalogs.map((c) => ({ ...c, ` +
        `path: c.path.replace("<rootDir>/client/src/locales", ${JSON.stringify(copy)}) })) };\n`,
    );
    execFileSync(path.join(root, "node_modules/.bin/lingui"), ["extract", "--clean", "--config", config], {
      cwd: root,
      stdio: "pipe",
    });
    const problems: string[] = [];
    for (const locale of LOCALES)
      for (const name of CATALOGS) {
        const fresh = fs.readFileSync(path.join(copy, locale, `${name}.po`), "utf8");
        if (comparable(fresh) !== comparable(fs.readFileSync(committed(locale, name), "utf8")))
          problems.push(`client/src/locales/${locale}/${name}.po is stale against the code: run \`npm run messages\`.`);
      }
    for (const name of CATALOGS)
      for (const id of await untranslated(committed("es", name))) problems.push(`Spanish is missing for: ${id}`);
    if (problems.length) {
      console.error(problems.join("\n"));
      process.exit(1);
    }
    console.log("messages: the catalogs match the code, and every message has its Spanish");
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

await main();
