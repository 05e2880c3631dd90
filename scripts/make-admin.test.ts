import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { insertUser } from "../tests/setup/factories";
import { useTestApp } from "../tests/setup/test-app";

const run = promisify(execFile);
const h = useTestApp();

async function makeAdmin(...args: string[]) {
  try {
    const { stdout, stderr } = await run("npx", ["tsx", "scripts/make-admin.ts", ...args], {
      env: {
        ...process.env,
        DATABASE_URL: h.databaseUrl,
        LOG_LEVEL: "silent",
        REQUIRE_2FA_ROLES: "admin",
        APP_ORIGIN: "http://localhost:5000",
      },
    });
    return { code: 0, out: stdout + stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, out: err.stdout + err.stderr };
  }
}

describe("npm run make-admin", () => {
  it("grants admin to an existing account (any e-mail case) and exits 0", async () => {
    const user = await insertUser(h);
    const { code, out } = await makeAdmin(user.email.toUpperCase());
    expect(code).toBe(0);
    expect(out).toContain("is now an admin");
    // The default REQUIRE_2FA_ROLES (admin) asks a second factor first, and the script says where to turn it on.
    expect(out).toContain("turn on two-step sign-in at http://localhost:5000/settings/security");
    const { rows } = await h.ctx.database.pool.query("select role from users where id = $1", [user.id]);
    expect(rows[0].role).toBe("admin");
  });

  it("exits non-zero with a message for an unknown account or a missing argument", async () => {
    const unknown = await makeAdmin("ghost@example.com");
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain("No account uses ghost@example.com");
    const missing = await makeAdmin();
    expect(missing.code).toBe(2);
    expect(missing.out).toContain("Usage");
  });
});
