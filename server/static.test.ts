import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
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
  expect(serveBuiltClient(app, dir)).toBe(true);
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
    const res = await request(appFor(makeBuild())).get("/assets/app-abc123.js").set("Accept-Encoding", "gzip, deflate, br");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    // mime-types names the compressed copy's charset "UTF-8", send the plain file's "utf-8": the same charset.
    expect(res.headers["content-type"].toLowerCase()).toBe("text/javascript; charset=utf-8");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.text).toBe("console.log('br')");
  });

  it("sends the gzip file when the browser accepts only gzip", async () => {
    const res = await request(appFor(makeBuild())).get("/assets/app-abc123.js").set("Accept-Encoding", "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["content-type"].toLowerCase()).toBe("text/javascript; charset=utf-8");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.text).toBe("console.log('gz')");
  });

  it("sends the plain file when the browser accepts no compression", async () => {
    const res = await request(appFor(makeBuild())).get("/assets/app-abc123.js").set("Accept-Encoding", "identity");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["content-type"].toLowerCase()).toBe("text/javascript; charset=utf-8");
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
    const again = await request(app).get("/").set("Accept-Encoding", "br").set("If-None-Match", first.headers.etag);
    expect(again.status).toBe(304);
    const gzip = await request(app).get("/").set("Accept-Encoding", "gzip").set("If-None-Match", first.headers.etag);
    expect(gzip.status).toBe(200);
  });

  it("reports a missing build instead of throwing", () => {
    expect(serveBuiltClient(express(), path.join(os.tmpdir(), "no-such-build"))).toBe(false);
  });
});
