import type { QueryClient } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { PublicUser, Role } from "@shared/api/types";
import { AppProvider } from "@/app/provider";
import { Toaster } from "@/components/ui/toaster";
import { TooltipProvider } from "@/components/ui/tooltip";
import { createQueryClient } from "@/lib/query-client";
import { unexpectedFetches } from "./unexpected-fetches";

/**
 * Renders inside the app's providers with an in-memory location ("/reset-password?token=x" works).
 * Includes the TooltipProvider that AppShell gives every screen, so components can be tested on their own, and
 * the Toaster without the app's deferred loading, so the notification region exists from the first render.
 */
export function renderWithApp(
  ui: ReactElement,
  { path = "/", queryClient }: { path?: string; queryClient?: QueryClient } = {},
) {
  const location = memoryLocation({ path, record: true });
  const client = queryClient ?? createQueryClient();
  const result = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <AppProvider queryClient={client} toaster={<Toaster />}>
        <TooltipProvider>{ui}</TooltipProvider>
      </AppProvider>
    </Router>,
  );
  return { ...result, location, queryClient: client };
}

export function jsonResponse(status: number, body?: unknown, statusText = ""): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
  });
}

type Handler = Response | ((init: RequestInit | undefined) => Response | Promise<Response>);

/**
 * Replaces fetch with a table keyed "METHOD /url". A call the table does not name fails the test (and rejects, as a
 * network error would): a mistyped key must not pass as a 404. A test that means a 404 says so in its table.
 * Responses are built fresh per call (a Response body can be read once).
 */
export function mockFetch(handlers: Record<string, () => Handler>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const key = `${(init?.method ?? "GET").toUpperCase()} ${url}`;
    const make = handlers[key];
    if (!make) {
      unexpectedFetches.push(key);
      throw new TypeError(`fetch called with no handler for "${key}"`);
    }
    const handler = make();
    return typeof handler === "function" ? handler(init) : handler;
  });
  vi.stubGlobal("fetch", fn);
  return fn;
}

export const testUser: PublicUser = {
  id: "8d0f6c1e-0000-4000-8000-000000000001",
  email: "jane@example.com",
  firstName: "Jane",
  lastName: "Doe",
  profileImageUrl: null,
  emailVerified: true,
  termsAcceptedAt: null,
  tourCompletedAt: null,
  locale: "en",
  discreetMail: false,
  createdAt: "2024-01-01T00:00:00.000Z",
};

/**
 * A read that fails the first time (503) and, the next time, waits until the test answers it: a screen's Try Again
 * is drawn first, then its spinner meanwhile. `handler` goes in the fetch table; `answer` gives the second reply.
 */
export function failsThenWaits() {
  let reads = 0;
  let release: (response: Response) => void = () => undefined;
  return {
    handler: () => () =>
      reads++ === 0
        ? jsonResponse(503, { message: "Service unavailable" })
        : new Promise<Response>((resolve) => {
            release = resolve;
          }),
    answer: (response: Response) => release(response),
  };
}

/** fetch handlers for a signed-in user holding these roles (or signed out when user is null). */
export function sessionHandlers(user: PublicUser | null, roles: Role[] = ["user"]) {
  return {
    "GET /api/auth/user": () => (user ? jsonResponse(200, user) : jsonResponse(401, { message: "Unauthorized" })),
    "GET /api/auth/user/roles": () => jsonResponse(200, { roles }),
  };
}

/**
 * The toast viewport, in either language (Radix also copies toast text into a hidden announcer, so look inside the
 * viewport).
 */
export function toastRegion() {
  return within(screen.getByRole("region", { name: /notifications|notificaciones/i }));
}

/** The JSON body a mocked fetch was last called with for this URL. */
export function lastBody(fetchMock: ReturnType<typeof mockFetch>, url: string): unknown {
  const call = [...fetchMock.mock.calls].reverse().find(([input]) => input === url);
  const body = call?.[1]?.body;
  return typeof body === "string" ? JSON.parse(body) : undefined;
}
