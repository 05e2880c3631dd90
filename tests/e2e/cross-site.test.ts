import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useBrowser } from "./browser";

// An attacker's page on another origin (127.0.0.1 is a different site from localhost) that auto-submits
// forms at the app while the victim is signed in, in a real browser with its real cookie rules.
const e = useBrowser();
let attacker: http.Server;
let attackerUrl = "";

beforeAll(async () => {
  attacker = http.createServer((req, res) => {
    const target = `${e.baseURL}${req.url === "/terms" ? "/api/terms/accept" : "/api/questions"}`;
    const body = JSON.stringify({
      title: "Forged question from another site",
      content: "This question was posted by a page on another origin without the user's knowledge at all.",
      categoryId: 1,
    });
    res.setHeader("Content-Type", "text/html");
    res.end(`<!doctype html><html lang="en"><body>
      <form id="f" method="POST" action="${target}" enctype="text/plain">
        <input name='${body.slice(0, -1)},"x":"' value='"}'>
      </form>
      <script>document.getElementById("f").submit();</script></body></html>`);
  });
  await new Promise<void>((r) => attacker.listen(0, "127.0.0.1", r));
  attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => attacker.close(() => r())));

describe("a cross-site form post", () => {
  it("changes nothing for a signed-in victim", async () => {
    const page = await e.newPage();
    const email = `victim${Date.now()}@example.com`;
    const reg = await page.request.post("/api/auth/register", {
      data: {
        email,
        password: "a-long-password",
        confirmPassword: "a-long-password",
        firstName: "Vic",
        lastName: "Tim",
      },
    });
    expect(reg.status()).toBe(201);
    await page.request.post("/api/terms/accept");
    // The victim, signed in at the app, opens the attacker's pages.
    for (const path of ["/questions", "/terms"]) {
      const posted = page.waitForResponse((r) => r.url().startsWith(e.baseURL) && r.request().method() === "POST");
      await page.goto(`${attackerUrl}${path}`);
      const res = await posted;
      // Refused by the origin check, before the session is even read.
      expect(res.status()).toBe(403);
    }
    const { rows } = await e.db.query(
      "select count(*)::int as n from questions q join users u on u.id = q.user_id where u.email = $1",
      [email],
    );
    expect(rows[0].n).toBe(0);
  });
});
