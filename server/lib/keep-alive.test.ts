import http from "node:http";
import { describe, expect, it } from "vitest";
import { holdIdleConnections, KEEP_ALIVE_MS } from "./keep-alive";

describe("holdIdleConnections", () => {
  it("keeps an idle connection open longer than a proxy's usual 60 s, and headers may take longer still", () => {
    const server = holdIdleConnections(http.createServer());
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
    // Node closes the connection early otherwise: headersTimeout must exceed keepAliveTimeout.
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
