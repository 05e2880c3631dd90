import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppProcess, type AppProcess } from "../tests/setup/app-process";
import { cloneTemplateDatabase } from "../tests/setup/databases";

// `npm run dev` (README): the client through Vite, with its reload client, and the API on one port.
let db: Awaited<ReturnType<typeof cloneTemplateDatabase>>;
let app: AppProcess | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cc-dev-"));
beforeAll(async () => {
  db = await cloneTemplateDatabase();
});
afterAll(async () => {
  await app?.stop();
  await db.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run dev", () => {
  it("serves pages with Vite's reload client and the API on the same port", async () => {
    app = await startAppProcess(
      { DATABASE_URL: db.url, DATA_DIR: dataDir, MAIL_OUTBOX_DIR: path.join(dataDir, "out") },
      ["npm", "run", "dev", "--silent"],
    );
    const page = await fetch(`${app.url}/login`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("/@vite/client");
    // The module Vite serves from the source tree, not a built file.
    expect(html).toContain('src="/src/main.tsx"');
    const api = await fetch(`${app.url}/api/categories`);
    expect(api.status).toBe(200);
    expect(((await api.json()) as { name: string }[])[0]?.name).toBe("General");
  });
});
