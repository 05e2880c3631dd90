import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authUserQueryKey, useAuth } from "@/lib/auth";
import { mockFetch, renderWithApp, sessionHandlers, testUser } from "@/test/render";

function WhoIsThere() {
  const { user, isLoading } = useAuth();
  return <p>{isLoading ? "loading" : (user?.email ?? "nobody")}</p>;
}

/** The meta server/static.ts writes into index.html. */
function sessionMeta(content: string) {
  const meta = document.createElement("meta");
  meta.name = "cc-session";
  meta.content = content;
  document.head.append(meta);
}

const userCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url]) => url === "/api/auth/user").length;

afterEach(() => {
  document.head.querySelectorAll('meta[name="cc-session"]').forEach((m) => m.remove());
  vi.unstubAllGlobals();
});

describe("useAuth", () => {
  it("asks the API for the current user when the page carries no session meta (dev server, tests)", async () => {
    const fetchMock = mockFetch(sessionHandlers(testUser));
    renderWithApp(<WhoIsThere />);
    expect(await screen.findByText(testUser.email)).toBeInTheDocument();
    expect(userCalls(fetchMock)).toBe(1);
  });

  it("starts signed out without a request when the server said signed-out, and asks once sign-in invalidates it", async () => {
    sessionMeta("signed-out");
    // The API would answer with a user: only a request could show it.
    const fetchMock = mockFetch(sessionHandlers(testUser));
    const { queryClient } = renderWithApp(<WhoIsThere />);
    expect(screen.getByText("nobody")).toBeInTheDocument();
    // Effects have run and every promise has settled: a query that meant to fetch would have called fetch.
    await act(async () => {});
    expect(userCalls(fetchMock)).toBe(0);

    // What signing in does (features/auth/api/signed-in.ts).
    await act(() => queryClient.invalidateQueries({ queryKey: authUserQueryKey }));
    expect(await screen.findByText(testUser.email)).toBeInTheDocument();
    expect(userCalls(fetchMock)).toBe(1);
  });

  it("asks the API when the server said signed-in", async () => {
    sessionMeta("signed-in");
    const fetchMock = mockFetch(sessionHandlers(testUser));
    renderWithApp(<WhoIsThere />);
    expect(screen.getByText("loading")).toBeInTheDocument();
    expect(await screen.findByText(testUser.email)).toBeInTheDocument();
    expect(userCalls(fetchMock)).toBe(1);
  });
});
