import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";

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
    expect(queries?.queryFn).toEqual(expect.any(Function));
    expect(mutations?.retry).toBe(false);
  });
});
