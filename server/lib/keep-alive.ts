import type { IncomingMessage, Server, ServerResponse } from "node:http";

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

/**
 * A shutdown's drain (docs/architecture.md: SIGTERM drains in-flight requests). Closing the server stops new connections and
 * ends the idle ones, but a keep-alive connection busy at that moment would stay open: its response says
 * `keep-alive`, its client sends the next request on it, and the drain's time limit cuts whatever is then in flight.
 * So while draining every response not yet begun says `Connection: close`, and each connection that falls idle is
 * closed. Call once, as the server starts; `drain()` resolves when every connection has closed.
 */
export function drainableServer(server: Server): { drain(): Promise<void> } {
  const active = new Set<ServerResponse>();
  let draining = false;
  const closeWhenIdle = () => setImmediate(() => server.closeIdleConnections());
  // Before the app's own listener, so a response the app sends at once is marked too.
  server.prependListener("request", (_req: IncomingMessage, res: ServerResponse) => {
    active.add(res);
    if (draining) res.setHeader("Connection", "close");
    res.on("close", () => {
      active.delete(res);
      if (draining) closeWhenIdle();
    });
  });
  return {
    drain() {
      draining = true;
      for (const res of active) if (!res.headersSent) res.setHeader("Connection", "close");
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
    },
  };
}
