import type { Server } from "node:http";

/**
 * How long the server keeps an idle keep-alive connection open: longer than the idle timeouts of the proxies and
 * clients in front of it (60 s is the common default), so the server is never the side that closes a connection the
 * other side is just reusing. Node's own 5 s let a request sent on a connection idle for five seconds meet the
 * server's close and fail with ECONNRESET (docs/decisions/044-journeys-in-the-headless-shell.md).
 */
export const KEEP_ALIVE_MS = 65_000;

/** Applies KEEP_ALIVE_MS; a request's headers may take a second longer, as Node requires. */
export function holdIdleConnections(server: Server): Server {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}
