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
/**
 * A change small enough to be sent with `keepalive`: the browser finishes it even if the page is left or closed at
 * once (an admin's decision sent as the tab closes). Browsers refuse keepalive bodies beyond 64 kB in all, so larger
 * ones (a long question) go as usual.
 */
const KEEPALIVE_MAX_CHARS = 8_000;

export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: "include" };
  if (body !== undefined) {
    init.headers = { "Content-Type": "application/json" };
    init.body = JSON.stringify(body);
  }
  if (method !== "GET" && (typeof init.body !== "string" || init.body.length <= KEEPALIVE_MAX_CHARS)) {
    init.keepalive = true;
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

/** GET and parse JSON, with a 401 (signed out) resolving to null instead of failing; other failures throw. */
export async function getJsonOrNullWhenSignedOut<T>(url: string): Promise<T | null> {
  const res = await fetch(url, { credentials: "include" });
  if (res.status === 401) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** True when `err` is an HTTP error with this status (works on any "<status>: ..." message). */
export function hasStatus(err: unknown, status: number): boolean {
  if (err instanceof ApiError) return err.status === status;
  return err instanceof Error && err.message.startsWith(`${status}: `);
}
