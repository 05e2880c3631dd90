import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/hooks/use-toast";
import { goTo } from "@/lib/browser";
import { createQueryClient } from "@/lib/query-client";
import { ApiError } from "@/lib/api-client";
import { isTwoFactorRequired, requireTwoFactor } from "@/lib/two-factor-gate";
import type * as Gate from "@/lib/two-factor-gate";

vi.mock("@/hooks/use-toast", () => ({ toast: vi.fn() }));
vi.mock("@/lib/two-factor-gate", async (original) => ({
  ...(await original<typeof Gate>()),
  requireTwoFactor: vi.fn(),
}));

describe("createQueryClient", () => {
  it("has spec section 9's defaults: no automatic refetch, none on focus, never stale, no retries", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      staleTime: Infinity,
      retry: false,
    });
    expect(queries?.queryFn).toBeUndefined();
    expect(mutations?.retry).toBe(false);
  });

  it("sends whether or not the browser believes it is online, so a failure is said rather than paused", async () => {
    const client = createQueryClient();
    // Mounted, as the app's provider does, the client listens for the browser's offline event.
    client.mount();
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    window.dispatchEvent(new Event("offline"));
    try {
      const sent = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
      await expect(client.fetchQuery({ queryKey: ["offline"], queryFn: sent })).rejects.toThrow("Failed to fetch");
      const change = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
      await expect(client.getMutationCache().build(client, { mutationFn: change }).execute(undefined)).rejects.toThrow(
        "Failed to fetch",
      );
      expect(sent).toHaveBeenCalledTimes(1);
      expect(change).toHaveBeenCalledTimes(1);
    } finally {
      online.mockRestore();
      window.dispatchEvent(new Event("online"));
      client.unmount();
    }
  });
});

describe("a plain 403: the person's role may have changed (docs/decisions/033)", () => {
  const refused = (message: string) => () =>
    Promise.reject(new ApiError(403, "Forbidden", JSON.stringify({ message })));
  const profile = ["/api/attorney/profile"];
  const roles = ["/api/auth/user/roles"];
  const invalidated = (client: ReturnType<typeof createQueryClient>, key: string[]) =>
    client.getQueryState(key)?.isInvalidated;

  it("reads the attorney profile and the roles again, from a query or a change", async () => {
    const client = createQueryClient();
    client.setQueryData(profile, { status: "approved" });
    client.setQueryData(roles, { roles: ["user", "attorney"] });
    await client
      .fetchQuery({ queryKey: ["queue"], queryFn: refused("You do not have permission to do this.") })
      .catch(() => {});
    expect(invalidated(client, profile)).toBe(true);
    expect(invalidated(client, roles)).toBe(true);

    client.setQueryData(profile, { status: "approved" });
    await client
      .getMutationCache()
      .build(client, { mutationFn: refused("You do not have permission to do this.") })
      .execute(undefined)
      .catch(() => {});
    expect(invalidated(client, profile)).toBe(true);
  });

  it("leaves them alone for a 403 asking for two-step sign-in, for other failures, and for the profile's own 403", async () => {
    const client = createQueryClient();
    client.setQueryData(profile, { status: "approved" });
    client.setQueryData(roles, { roles: ["user", "attorney"] });
    await client
      .fetchQuery({ queryKey: ["queue"], queryFn: refused("Please turn on two-step sign-in to continue.") })
      .catch(() => {});
    await client
      .fetchQuery({ queryKey: ["gone"], queryFn: () => Promise.reject(new ApiError(404, "Not Found", "{}")) })
      .catch(() => {});
    expect(invalidated(client, profile)).toBe(false);
    expect(invalidated(client, roles)).toBe(false);
    // The profile's own refusal (a failed read marks only itself) asks for nothing again.
    const asked = vi.spyOn(client, "invalidateQueries");
    await client.fetchQuery({ queryKey: profile, queryFn: refused("Forbidden"), staleTime: 0 }).catch(() => {});
    expect(asked).not.toHaveBeenCalled();
    await client.fetchQuery({ queryKey: ["claimed"], queryFn: refused("Forbidden") }).catch(() => {});
    expect(asked).toHaveBeenCalledWith({ queryKey: profile });
  });
});

describe("a 401 anywhere (docs/architecture.md)", () => {
  const unauthorized = () => Promise.reject(new Error('401: {"message":"Unauthorized"}'));

  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(toast).mockReset();
  });

  it("gives one 'Unauthorized' toast and one redirect, however many queries failed together", async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    await Promise.allSettled([
      client.fetchQuery({ queryKey: ["a"], queryFn: unauthorized }),
      client.fetchQuery({ queryKey: ["b"], queryFn: unauthorized }),
    ]);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Unauthorized" }));
    await vi.advanceTimersByTimeAsync(500);
    expect(goTo).toHaveBeenCalledTimes(1);
    expect(goTo).toHaveBeenCalledWith("/api/login");
  });

  it("answers a mutation's 401 the same way, and leaves other failures to the screen", async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const run = (fn: () => Promise<unknown>) =>
      client.getMutationCache().build(client, { mutationFn: fn }).execute(undefined);
    await run(() => Promise.reject(new Error('409: {"message":"Already claimed"}'))).catch(() => {});
    expect(toast).not.toHaveBeenCalled();
    await run(unauthorized).catch(() => {});
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Unauthorized" }));
    await vi.advanceTimersByTimeAsync(500);
    expect(goTo).toHaveBeenCalledWith("/api/login");
  });
});

describe("a 403 asking for two-step sign-in (docs/decisions/031)", () => {
  const refused = (message: string) => () =>
    Promise.reject(new ApiError(403, "Forbidden", JSON.stringify({ message })));

  it("raises the gate once per refusal, from queries and mutations alike, and nothing else does", async () => {
    vi.mocked(requireTwoFactor).mockClear();
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ["x"], queryFn: refused("Please turn on two-step sign-in to continue.") })
      .catch(() => {});
    await client
      .getMutationCache()
      .build(client, { mutationFn: refused("Please turn on two-step sign-in to continue.") })
      .execute(undefined)
      .catch(() => {});
    await client.fetchQuery({ queryKey: ["y"], queryFn: refused("Forbidden") }).catch(() => {});
    expect(requireTwoFactor).toHaveBeenCalledTimes(2);
    expect(toast).not.toHaveBeenCalled();
    expect(isTwoFactorRequired(new ApiError(403, "", "not json"))).toBe(false);
  });
});
