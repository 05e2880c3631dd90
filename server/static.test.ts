import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import request from "supertest";
import { afterEach, describe, expect, it, vi } from "vitest";
import { insertUser, TEST_PASSWORD } from "../tests/setup/factories";
import { useTestApp } from "../tests/setup/test-app";
import { createApp } from "./app";
import { SESSION_COOKIE } from "./auth/session";
import { createDatabase, type Database } from "./db";
import { serveBuiltClient } from "./static";

const INDEX = '<!doctype html><html><head><title>ClearCounsel</title></head><body><div id="root"></div></body></html>';

/**
 * A client build in a fresh folder. Each compressed copy holds different text from the plain file, so the
 * decoded body tells which file was sent.
 */
function makeBuild(root = fs.mkdtempSync(path.join(os.tmpdir(), "cc-static-"))) {
  fs.mkdirSync(path.join(root, "assets"), { recursive: true });
  fs.writeFileSync(path.join(root, "index.html"), INDEX);
  fs.writeFileSync(path.join(root, "assets", "app-abc123.js"), "console.log('plain')");
  fs.writeFileSync(path.join(root, "assets", "app-abc123.js.br"), zlib.brotliCompressSync("console.log('br')"));
  fs.writeFileSync(path.join(root, "assets", "app-abc123.js.gz"), zlib.gzipSync("console.log('gz')"));
  fs.writeFileSync(path.join(root, "favicon.svg"), "<svg>plain</svg>");
  fs.writeFileSync(path.join(root, "favicon.svg.gz"), zlib.gzipSync("<svg>gz</svg>"));
  fs.writeFileSync(path.join(root, "robots.txt"), "User-agent: *");
  return root;
}

function appFor(dir: string) {
  const app = express();
  expect(serveBuiltClient(app, { dir })).toBe(true);
  return app;
}

describe("serveBuiltClient", () => {
  it("serves index.html for client routes even when installed under a dot folder", async () => {
    const dir = makeBuild(path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cc-static-")), ".local", "dist", "client"));
    const app = appFor(dir);
    const page = await request(app).get("/question/12");
    expect(page.status).toBe(200);
    expect(page.text).toContain("<title>ClearCounsel</title>");
    expect(page.headers["cache-control"]).toBe("no-cache");
    const asset = await request(app).get("/assets/app-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers["cache-control"]).toMatch(/immutable/);
    expect((await request(app).get("/robots.txt")).text).toBe("User-agent: *");
  });

  it("sends the brotli file when the browser accepts br, whatever the order of Accept-Encoding", async () => {
    const res = await request(appFor(makeBuild()))
      .get("/assets/app-abc123.js")
      .set("Accept-Encoding", "gzip, deflate, br");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    // mime-types names the compressed copy's charset "UTF-8", send the plain file's "utf-8": the same charset.
    expect(res.headers["content-type"]?.toLowerCase()).toBe("text/javascript; charset=utf-8");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.text).toBe("console.log('br')");
  });

  it("sends the gzip file when the browser accepts only gzip", async () => {
    const res = await request(appFor(makeBuild())).get("/assets/app-abc123.js").set("Accept-Encoding", "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["content-type"]?.toLowerCase()).toBe("text/javascript; charset=utf-8");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.text).toBe("console.log('gz')");
  });

  it("sends the plain file when the browser accepts no compression", async () => {
    const res = await request(appFor(makeBuild())).get("/assets/app-abc123.js").set("Accept-Encoding", "identity");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["content-type"]?.toLowerCase()).toBe("text/javascript; charset=utf-8");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.text).toBe("console.log('plain')");
  });

  it("falls back to gzip or the plain file when a compressed copy is missing", async () => {
    const app = appFor(makeBuild());
    const svg = await request(app).get("/favicon.svg").set("Accept-Encoding", "br, gzip").buffer(true);
    expect(svg.headers["content-encoding"]).toBe("gzip");
    expect(svg.headers["content-type"]).toBe("image/svg+xml");
    expect(svg.body.toString()).toBe("<svg>gz</svg>");
    expect(svg.headers["cache-control"]).toBe("public, max-age=0");
    const txt = await request(app).get("/robots.txt").set("Accept-Encoding", "br, gzip");
    expect(txt.headers["content-encoding"]).toBeUndefined();
    expect(txt.text).toBe("User-agent: *");
  });

  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["identity", undefined],
  ])("compresses index.html for Accept-Encoding %j as %s, never cached", async (accept, encoding) => {
    const res = await request(appFor(makeBuild())).get("/login").set("Accept-Encoding", accept);
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe(encoding);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.text).toContain('<div id="root"></div>');
  });

  it("answers a revalidation of an unchanged index.html with 304", async () => {
    const app = appFor(makeBuild());
    const first = await request(app).get("/").set("Accept-Encoding", "br");
    expect(first.headers.etag).toBeTruthy();
    const again = await request(app)
      .get("/")
      .set("Accept-Encoding", "br")
      .set("If-None-Match", first.headers.etag ?? "");
    expect(again.status).toBe(304);
    const gzip = await request(app)
      .get("/")
      .set("Accept-Encoding", "gzip")
      .set("If-None-Match", first.headers.etag ?? "");
    expect(gzip.status).toBe(200);
  });

  it("reports a missing build instead of throwing", () => {
    expect(serveBuiltClient(express(), { dir: path.join(os.tmpdir(), "no-such-build") })).toBe(false);
  });

  it("names the Quick exit site in every page's head: QUICK_EXIT_URL, escaped, or a search engine by default", async () => {
    const app = express();
    serveBuiltClient(app, { dir: makeBuild(), quickExitUrl: 'https://news.example/?a=1&b="2"' });
    expect((await request(app).get("/settings")).text).toContain(
      '<meta name="cc-quick-exit" content="https://news.example/?a=1&amp;b=&quot;2&quot;" />',
    );
    expect((await request(appFor(makeBuild())).get("/")).text).toContain(
      '<meta name="cc-quick-exit" content="https://www.google.com/" />',
    );
  });

  it("names the configured periods in every page's head, for the Terms and the Privacy Notice (docs/decisions/025)", async () => {
    const app = express();
    const periods = { claimHoldHours: 48, unansweredDays: 21, autoCloseDays: 14, retentionDays: 180 };
    serveBuiltClient(app, { dir: makeBuild(), periods });
    const html = (await request(app).get("/terms")).text;
    const meta = /<meta name="cc-periods" content="([^"]*)" \/>/.exec(html)?.[1] ?? "";
    expect(JSON.parse(meta.replace(/&quot;/g, '"'))).toEqual(periods);
  });

  it("names who runs the service and the contact address in every page's head (docs/decisions/034)", async () => {
    const app = express();
    const operator = { name: 'Legal Aid "North"', contactEmail: "help@example.org" };
    serveBuiltClient(app, { dir: makeBuild(), operator });
    const html = (await request(app).get("/privacy")).text;
    const meta = /<meta name="cc-operator" content="([^"]*)" \/>/.exec(html)?.[1] ?? "";
    expect(JSON.parse(meta.replace(/&quot;/g, '"'))).toEqual(operator);
  });

  it("sends index.html without a session meta when not given the session middlewares (tests, scripts)", async () => {
    const res = await request(appFor(makeBuild())).get("/");
    expect(res.text).not.toContain("cc-session");
    // The language still follows the lang cookie and Accept-Language (docs/decisions/038).
    expect(res.headers.vary).toBe("Cookie, Accept-Language, Accept-Encoding");
  });
});

describe("index.html's session meta", () => {
  const h = useTestApp();
  const opened: { close(): Promise<void>; database: Database }[] = [];

  afterEach(async () => {
    for (const o of opened.splice(0)) {
      await o.close();
      await o.database.close();
    }
  });

  /** The real app with the built client mounted as server/index.ts does, over a pool of its own to watch. */
  function appWithClient(databaseUrl = h.databaseUrl) {
    const database = createDatabase(databaseUrl, h.ctx.logger, 2);
    const dir = makeBuild();
    const built = createApp(
      { ...h.ctx, database },
      { client: (app, { session }) => serveBuiltClient(app, { dir, session }) },
    );
    opened.push({ close: built.close, database });
    return { app: built.app, database };
  }

  // A cookie as express-session signs it, for a session id of our choosing.
  const signedCookie = (sid: string) => {
    const mac = crypto.createHmac("sha256", h.ctx.sessionSecret).update(sid).digest("base64").replace(/=+$/, "");
    return `${SESSION_COOKIE}=${encodeURIComponent(`s:${sid}.${mac}`)}`;
  };

  it("says signed-out to a visitor without a session cookie, without asking the database", async () => {
    const { app, database } = appWithClient();
    const query = vi.spyOn(database.pool, "query");
    const connect = vi.spyOn(database.pool, "connect");
    const res = await request(app).get("/").set("Accept-Encoding", "br");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.text).toContain('<meta name="cc-session" content="signed-out" /></head>');
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.vary).toBe("Cookie, Accept-Language, Accept-Encoding");
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(query).not.toHaveBeenCalled();
    expect(connect).not.toHaveBeenCalled();
    // The spies do see the session lookup that a cookie causes.
    await request(app).get("/").set("Cookie", signedCookie("no-such-session"));
    expect(query.mock.calls.length + connect.mock.calls.length).toBeGreaterThan(0);
  });

  it("gives /index.html asked for by name the same page with the meta", async () => {
    const { app } = appWithClient();
    const res = await request(app).get("/index.html");
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.text).toContain('<meta name="cc-session" content="signed-out" />');
  });

  it("says signed-in to a visitor with a valid session, on any client route", async () => {
    const { app } = appWithClient();
    const user = await insertUser(h);
    const agent = request.agent(app);
    expect((await agent.post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD })).status).toBe(200);
    for (const route of ["/", "/question/12"]) {
      const res = await agent.get(route).set("Accept-Encoding", "gzip");
      expect(res.headers["content-encoding"]).toBe("gzip");
      expect(res.text).toContain('<meta name="cc-session" content="signed-in" />');
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers.vary).toBe("Cookie, Accept-Language, Accept-Encoding");
    }
  });

  it("says signed-out once a session has outlived its time, as the API then answers", async () => {
    const { app } = appWithClient();
    const user = await insertUser(h);
    const agent = request.agent(app);
    expect((await agent.post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD })).status).toBe(200);
    expect((await agent.get("/")).text).toContain('<meta name="cc-session" content="signed-in" />');
    h.clock.advance(8 * 24 * 60 * 60 * 1000);
    expect((await agent.get("/")).text).toContain('<meta name="cc-session" content="signed-out" />');
    expect((await agent.get("/api/auth/user")).status).toBe(401);
  });

  it("writes the page's language: the account's, else the lang cookie, else Accept-Language, else English (docs/decisions/038)", async () => {
    const { app } = appWithClient();
    const lang = (res: request.Response) => /<html lang="(\w+)">/.exec(res.text)?.[1];
    const plain = await request(app).get("/");
    expect(lang(plain)).toBe("en");
    expect(plain.text).toContain("<title>ClearCounsel</title>");
    const prefers = await request(app).get("/ask").set("Accept-Language", "es-MX,es;q=0.9,en;q=0.5");
    expect(lang(prefers)).toBe("es");
    expect(lang(await request(app).get("/").set("Accept-Language", "fr, es;q=0.3"))).toBe("es");
    expect(lang(await request(app).get("/").set("Accept-Language", "fr"))).toBe("en");
    // The visitor's choice beats the browser's; an unknown value in the cookie is ignored.
    expect(lang(await request(app).get("/").set("Accept-Language", "es").set("Cookie", "lang=en"))).toBe("en");
    expect(lang(await request(app).get("/").set("Cookie", "other=1; lang=es"))).toBe("es");
    expect(lang(await request(app).get("/").set("Cookie", "lang=fr"))).toBe("en");
    // The account's language beats both.
    const user = await insertUser(h);
    await h.ctx.database.pool.query("update users set locale = 'es' where id = $1", [user.id]);
    const agent = request.agent(app);
    expect((await agent.post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD })).status).toBe(200);
    const signedIn = await agent.get("/").set("Accept-Language", "en").set("Cookie", "lang=en");
    expect(signedIn.text).toContain('<meta name="cc-session" content="signed-in" />');
    expect(lang(signedIn)).toBe("es");
  });

  it("says signed-out for a session cookie whose session does not exist, and after sign-out", async () => {
    const { app } = appWithClient();
    const stale = await request(app).get("/").set("Cookie", signedCookie("no-such-session"));
    expect(stale.text).toContain('content="signed-out"');

    const user = await insertUser(h);
    const agent = request.agent(app);
    await agent.post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD });
    expect((await agent.post("/api/auth/logout")).status).toBe(200);
    expect((await agent.get("/")).text).toContain('content="signed-out"');
  });

  it("sends the page without the meta when the session cannot be looked up", async () => {
    // Port 1: nothing listens, so the session store fails at once, as with the database down.
    const { app } = appWithClient("postgres://postgres@127.0.0.1:1/none");
    const res = await request(app).get("/dashboard").set("Cookie", signedCookie("some-session"));
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain("cc-session");
  });
});
