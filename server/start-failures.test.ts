import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { runAppProcessToExit } from "../tests/setup/app-process";
import { cloneTemplateDatabase } from "../tests/setup/databases";
import { withDatabase } from "../tests/setup/db-url";

// README.md, configuration: a start that cannot go on stops with a line naming the key, not a stack trace.
describe("a start that cannot go on", () => {
  it("names DATABASE_URL when its database does not exist", async () => {
    const url = withDatabase(inject("testDb").adminUrl, "cc_no_such_database");
    const { code, output } = await runAppProcessToExit({
      DATABASE_URL: url,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "cc-start-")),
    });
    expect(code).toBe(1);
    expect(output).toContain(
      'ClearCounsel could not use the database at DATABASE_URL: database "cc_no_such_database" does not exist',
    );
    expect(output).not.toMatch(/^\s+at /m);
  });

  it("names DATA_DIR when its files cannot be kept there", async () => {
    const db = await cloneTemplateDatabase();
    // A file where the folder should be.
    const notAFolder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cc-start-")), "data");
    fs.writeFileSync(notAFolder, "");
    try {
      const { code, output } = await runAppProcessToExit({ DATABASE_URL: db.url, DATA_DIR: notAFolder });
      expect(code).toBe(1);
      expect(output).toContain(`ClearCounsel could not keep its files in DATA_DIR (${notAFolder}):`);
      expect(output).not.toMatch(/^\s+at /m);
    } finally {
      await db.drop();
    }
  });
});
