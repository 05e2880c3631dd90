import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { checkResponse, templateOf, watchContract } from "../setup/contract";

// The check every server test runs on its responses (docs/decisions/026-api-contract-and-fuzzer.md) must be able
// to fail: made-up answers that the API description does not allow are reported, with what is wrong.
const user = {
  id: "5f8c1a52-7c3e-4c0e-9d7e-0c1f4f3a9b11",
  email: "ada@example.com",
  firstName: "Ada",
  lastName: null,
  profileImageUrl: null,
  emailVerified: true,
  termsAcceptedAt: null,
  tourCompletedAt: null,
  discreetMail: false,
  locale: "en",
  createdAt: "2026-01-02T03:04:05.678Z",
};

describe("checkResponse", () => {
  it("accepts an answer the document lists", () => {
    expect(checkResponse("GET", "/api/auth/user", 200, user)).toBeNull();
    expect(checkResponse("GET", "/api/auth/user", 401, { message: "Unauthorized" })).toBeNull();
    expect(checkResponse("GET", "/api/login", 302, undefined)).toBeNull();
  });

  it("reports a status the operation does not list", () => {
    expect(checkResponse("GET", "/api/categories?x=1", 418, { message: "I'm a teapot" })).toEqual({
      method: "GET",
      path: "/api/categories",
      status: 418,
      problems: [expect.stringMatching(/^status 418 is not documented \(200, 400, 413, 415, 429, 503\)/)],
    });
    expect(checkResponse("GET", "/api/health/live", 503, { message: "down" })?.problems).toHaveLength(1);
    expect(checkResponse("POST", "/api/questions/7/claim", 500, { message: "Internal server error" })).not.toBeNull();
  });

  it("reports a body that does not match its schema, naming each field", () => {
    const wrong = checkResponse("GET", "/api/categories", 200, [{ id: "one", name: "General", slug: "general" }]);
    expect(wrong?.problems).toEqual([
      expect.stringMatching(/^0\.id: .*\[invalid_type\]$/),
      expect.stringMatching(/^0\.description: .*\[invalid_type\]$/),
    ]);
    // A field the document does not list is a leak.
    expect(checkResponse("GET", "/api/auth/user", 200, { ...user, password: "$2b$12$..." })?.problems).toEqual([
      expect.stringMatching(/password.*\[unrecognized_keys\]$/),
    ]);
    // Failures carry the error shape.
    expect(checkResponse("GET", "/api/auth/user", 401, { error: "Unauthorized" })).not.toBeNull();
    expect(checkResponse("GET", "/api/auth/user", 401, { message: "" })).not.toBeNull();
    expect(checkResponse("GET", "/api/auth/user", 200, undefined)?.problems).toEqual(["the body is not JSON"]);
  });

  it("finds the operation of a concrete path as Express does, and skips what the document does not describe", () => {
    expect(templateOf("/api/questions/42")).toBe("/api/questions/{id}");
    expect(templateOf("/api/questions/user")).toBe("/api/questions/user");
    expect(templateOf("/api/questions/queue/")).toBe("/api/questions/queue");
    expect(templateOf("/API/Questions/%E0%A4%A/claim")).toBe("/api/questions/{id}/claim");
    expect(templateOf("/api/questions/1/2")).toBeUndefined();
    expect(checkResponse("GET", "/api/nothing-here", 404, { message: "Not found" })).toBeNull();
    expect(checkResponse("PATCH", "/api/questions/1", 404, { message: "Not found" })).toBeNull();
    expect(checkResponse("GET", "/questions/1", 200, "<html>")).toBeNull();
  });
});

describe("watchContract", () => {
  it("records each response that breaks the contract, and leaves the response as it was", async () => {
    const app = express();
    app.get("/api/categories", (_req, res) => {
      res.json([{ id: 1, name: "General", slug: "general", description: null, createdAt: "2026-01-01" }]);
    });
    app.get("/api/auth/user", (_req, res) => {
      res.type("json").send(JSON.stringify({ message: "Internal server error" }));
    });
    app.get("/api/ping", (_req, res) => {
      res.status(500).end("oops");
    });
    app.get("/api/health/live", (_req, res) => {
      res.json({ status: "ok" });
    });
    const watcher = watchContract(app);

    const categories = await request(app).get("/api/categories");
    expect(categories.body).toEqual([expect.objectContaining({ createdAt: "2026-01-01" })]);
    await request(app).get("/api/auth/user");
    await request(app).get("/api/ping");
    expect((await request(app).get("/api/health/live")).body).toEqual({ status: "ok" });
    await request(app).get("/api/unknown");

    const found = (status: number, path: string, problem: RegExp) => ({
      method: "GET",
      path,
      status,
      problems: expect.arrayContaining([expect.stringMatching(problem)]),
    });
    expect(watcher.take()).toEqual([
      found(200, "/api/categories", /unrecognized_keys/),
      found(200, "/api/auth/user", /^id: /),
      found(500, "/api/ping", /^status 500 is not documented/),
    ]);
    expect(watcher.take()).toEqual([]);
  });
});
