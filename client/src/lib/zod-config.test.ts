import { describe, expect, it } from "vitest";

describe("zod-config", () => {
  it("makes zod jitless when loaded before zod, so no schema probes eval under the CSP", async () => {
    await import("@/lib/zod-config");
    const { config } = await import("zod");
    expect(config().jitless).toBe(true);
  });
});
