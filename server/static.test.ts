import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { serveBuiltClient } from "./static";

describe("serveBuiltClient", () => {
  it("serves index.html for client routes even when installed under a dot folder", async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cc-static-")), ".local", "dist", "client");
    fs.mkdirSync(path.join(dir, "assets"), { recursive: true });
    fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>ClearCounsel</title>");
    fs.writeFileSync(path.join(dir, "assets", "app-abc123.js"), "console.log(1)");
    fs.writeFileSync(path.join(dir, "robots.txt"), "User-agent: *");
    const app = express();
    expect(serveBuiltClient(app, dir)).toBe(true);
    const page = await request(app).get("/question/12");
    expect(page.status).toBe(200);
    expect(page.text).toContain("<title>ClearCounsel</title>");
    expect(page.headers["cache-control"]).toBe("no-cache");
    const asset = await request(app).get("/assets/app-abc123.js");
    expect(asset.headers["cache-control"]).toMatch(/immutable/);
    expect((await request(app).get("/robots.txt")).text).toBe("User-agent: *");
  });

  it("reports a missing build instead of throwing", () => {
    expect(serveBuiltClient(express(), path.join(os.tmpdir(), "no-such-build"))).toBe(false);
  });
});
