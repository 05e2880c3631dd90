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
