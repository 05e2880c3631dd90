import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiJson, apiRequest, getJsonOrNullWhenSignedOut, hasStatus } from "@/lib/api-client";
import { jsonResponse } from "@/test/render";

function stubFetch(response: () => Response) {
  const fn = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response());
  vi.stubGlobal("fetch", fn);
  return fn;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends cookies and no body or content type when there is no body", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { ok: true }));
    await apiRequest("POST", "/api/auth/logout");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/auth/logout");
    expect(init).toMatchObject({ method: "POST", credentials: "include" });
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toBeUndefined();
  });

  it("sends a JSON body with a JSON content type when a body exists", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, {}));
    await apiRequest("POST", "/api/auth/login", { email: "a@b.co", password: "pw" });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toEqual({ "Content-Type": "application/json" });
    expect(init?.body).toBe(JSON.stringify({ email: "a@b.co", password: "pw" }));
    expect(init?.credentials).toBe("include");
  });

  it('throws "<status>: <body>" for a non-2xx response', async () => {
    stubFetch(() => jsonResponse(409, { message: "Email already registered" }, "Conflict"));
    const error = await apiRequest("POST", "/api/auth/register", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('409: {"message":"Email already registered"}');
    expect((error as ApiError).status).toBe(409);
  });

  it("uses the status text when the body is empty", async () => {
    stubFetch(() => new Response(null, { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/api/health")).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it("resolves with the response on success", async () => {
    stubFetch(() => jsonResponse(201, { id: 7 }));
    const res = await apiRequest("POST", "/api/questions", { title: "x" });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: 7 });
  });
});

describe("apiJson", () => {
  it("parses the JSON body, and returns null for an empty one", async () => {
    stubFetch(() => jsonResponse(200, { roles: ["user"] }));
    await expect(apiJson("GET", "/api/auth/user/roles")).resolves.toEqual({ roles: ["user"] });
    stubFetch(() => new Response(null, { status: 200 }));
    await expect(apiJson("POST", "/api/auth/logout")).resolves.toBeNull();
  });
});

describe("getJsonOrNullWhenSignedOut", () => {
  it("GETs the URL with cookies and parses the JSON", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { id: 5 }));
    await expect(getJsonOrNullWhenSignedOut("/api/auth/user")).resolves.toEqual({ id: 5 });
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/user", { credentials: "include" });
  });

  it("resolves to null on 401", async () => {
    stubFetch(() => jsonResponse(401, { message: "Unauthorized" }));
    await expect(getJsonOrNullWhenSignedOut("/api/auth/user")).resolves.toBeNull();
  });

  it("throws every other failure", async () => {
    stubFetch(() => new Response("", { status: 500, statusText: "Internal Server Error" }));
    await expect(getJsonOrNullWhenSignedOut("/api/auth/user")).rejects.toThrow("500: Internal Server Error");
  });
});

describe("hasStatus", () => {
  it("reads the status from ApiError and from plain '<status>: ' messages", () => {
    expect(hasStatus(new ApiError(404, "Not Found", ""), 404)).toBe(true);
    expect(hasStatus(new Error("404: nope"), 404)).toBe(true);
    expect(hasStatus(new Error("4040: nope"), 404)).toBe(false);
    expect(hasStatus("404: nope", 404)).toBe(false);
  });
});
