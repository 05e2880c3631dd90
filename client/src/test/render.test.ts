import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch } from "@/test/render";
import { unexpectedFetches } from "@/test/unexpected-fetches";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("mockFetch", () => {
  it("answers the calls its table names", async () => {
    mockFetch({ "GET /api/categories": () => jsonResponse(200, []) });
    expect((await fetch("/api/categories")).status).toBe(200);
    expect(unexpectedFetches).toEqual([]);
  });

  it("rejects a call its table does not name and records it, so the test fails instead of passing on a 404", async () => {
    mockFetch({ "GET /api/categories": () => jsonResponse(200, []) });
    await expect(fetch("/api/categorie")).rejects.toThrow('no handler for "GET /api/categorie"');
    // The setup's afterEach fails a test that leaves anything here; this test takes what it caused.
    expect(unexpectedFetches.splice(0)).toEqual(["GET /api/categorie"]);
  });
});
