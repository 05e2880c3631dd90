import type { QueryFunction } from "@tanstack/react-query";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * A non-2xx response. Its message is "<status>: <body text>" (or the status text when the body is empty),
 * exactly as spec section 8 describes, so callers that only look at `message` keep working.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const body = await res.text().catch(() => "");
  throw new ApiError(res.status, res.statusText, body);
}

/**
 * Sends a request with cookies. A JSON body (and its content type) is sent only when `body` is given.
 * Resolves with the Response on 2xx; throws an ApiError otherwise.
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: "include" };
  if (body !== undefined) {
    init.headers = { "Content-Type": "application/json" };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(url, init);
  await throwIfResNotOk(res);
  return res;
}

/** apiRequest, then the parsed JSON body (null when the response has no body). */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/**
 * The default query function: GETs the query key joined with "/" (["/api/questions", 5] -> /api/questions/5)
 * and parses JSON. With on401 "returnNull", a 401 resolves to null instead of failing.
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const url = queryKey.map(String).join("/");
    const res = await fetch(url, { credentials: "include" });
    if (options.on401 === "returnNull" && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** True when `err` is an HTTP error with this status (works on any "<status>: ..." message). */
export function hasStatus(err: unknown, status: number): boolean {
  if (err instanceof ApiError) return err.status === status;
  return err instanceof Error && err.message.startsWith(`${status}: `);
}
