import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { runAppProcessToExit } from "../../tests/setup/app-process";
import { EmbeddedPostgresError, startEmbeddedPostgres } from "./embedded";
import { EMBEDDED_LOG_SETTINGS } from "./open";
import { findBinaries } from "./embedded-host";

const isRoot = process.getuid?.() === 0;
const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A folder only its owner may enter, like /root/app or a `mktemp -d` folder. */
function privateFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cc-private-"));
  fs.chmodSync(dir, 0o700);
  cleanup.push(dir);
  return dir;
}

function openFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cc-system-"));
  fs.chmodSync(dir, 0o755);
  cleanup.push(dir);
  return dir;
}

describe("the embedded Postgres", () => {
  it("starts with its binaries and data in a folder that other users cannot enter (as root too)", async () => {
    const project = privateFolder();
    // The whole project is private, node_modules included: copy the installed binaries into it.
    const installed = await findBinaries();
    const nativeCopy = path.join(project, "node_modules", "native");
    fs.cpSync(installed.nativeDir, nativeCopy, { recursive: true, verbatimSymlinks: true });
    const inside = (file: string) => path.join(nativeCopy, path.relative(installed.nativeDir, file));
    const binaries = {
      ...installed,
      nativeDir: nativeCopy,
      initdb: inside(installed.initdb),
      postgres: inside(installed.postgres),
    };
    const systemDir = openFolder();

    const db = await startEmbeddedPostgres({
      dir: path.join(project, ".data", "pg"),
      database: "app",
      persistent: false,
      systemDir,
      binaries,
      settings: { synchronous_commit: "off" },
    });
    try {
      const client = new pg.Client(db.url);
      await client.connect();
      const { rows } = await client.query<{ db: string }>("select current_database() as db");
      const { rows: setting } = await client.query<{ synchronous_commit: string }>("show synchronous_commit");
      await client.end();
      expect(rows[0]!.db).toBe("app");
      // Settings given at the start are the server's (the test runs' throwaway cluster uses this).
      expect(setting[0]!.synchronous_commit).toBe("off");
      if (isRoot) {
        // Postgres runs as the postgres user, which cannot enter the project: binaries and data moved out.
        expect(db.dataDir.startsWith(systemDir)).toBe(true);
        expect(fs.readdirSync(systemDir).some((f) => f.startsWith("postgres-"))).toBe(true);
      } else {
        expect(db.dataDir).toBe(path.join(project, ".data", "pg"));
      }
    } finally {
      await db.stop();
    }
    expect(fs.existsSync(db.dataDir)).toBe(false);
  });

  it("as the app starts it, logs no value of a statement it refused", async () => {
    const lines: string[] = [];
    const db = await startEmbeddedPostgres({
      dir: path.join(openFolder(), "pg"),
      database: "app",
      persistent: false,
      systemDir: openFolder(),
      settings: EMBEDDED_LOG_SETTINGS,
      onLog: (line) => lines.push(line),
    });
    try {
      const client = new pg.Client(db.url);
      await client.connect();
      await client.query("create table said (words text unique, check (length(words) < 20))");
      await client.query("insert into said values ('my landlord')");
      await expect(client.query("insert into said values ('my landlord')")).rejects.toThrow(/duplicate key/);
      await expect(client.query("insert into said values ('my landlord took the deposit')")).rejects.toThrow(/check/);
      // The server's own news still comes through: a checkpoint's lines follow the refusals' in the log.
      await client.query("checkpoint");
      await client.end();
      await expect.poll(() => lines.join("").includes("checkpoint complete")).toBe(true);
      expect(lines.join("")).not.toContain("landlord");
    } finally {
      await db.stop();
    }
  });

  it("fails with a reason, not an unhandled error, when its binaries cannot run", async () => {
    const project = privateFolder();
    const bin = path.join(project, "native", "bin");
    fs.mkdirSync(bin, { recursive: true });
    for (const name of ["initdb", "postgres"]) fs.writeFileSync(path.join(bin, name), "not a program", { mode: 0o644 });
    const binaries = {
      initdb: path.join(bin, "initdb"),
      postgres: path.join(bin, "postgres"),
      nativeDir: path.dirname(bin),
      version: "0",
    };
    const start = startEmbeddedPostgres({
      dir: path.join(project, "pg"),
      database: "app",
      persistent: false,
      systemDir: openFolder(),
      binaries,
    });
    await expect(start).rejects.toBeInstanceOf(EmbeddedPostgresError);
    await expect(start).rejects.toThrow(/could not|cannot/);
  });
});

describe("npm start without DATABASE_URL", () => {
  it("stops with one plain sentence naming the reason and the ways out when the database cannot start", async () => {
    const dataDir = privateFolder();
    // A data folder from a Postgres this one cannot read.
    fs.mkdirSync(path.join(dataDir, "pg"), { mode: 0o700 });
    fs.writeFileSync(path.join(dataDir, "pg", "PG_VERSION"), "9.6\n");
    if (isRoot) fs.chmodSync(dataDir, 0o755);
    const { code, output } = await runAppProcessToExit({ DATABASE_URL: "", DATA_DIR: dataDir });
    expect(code).toBe(1);
    const lines = output.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^ClearCounsel could not start its embedded database because .+; to fix it, .*set DATABASE_URL/,
    );
    expect(output).not.toMatch(/^\s+at /m);
  });
});
