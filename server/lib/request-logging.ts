import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import { loggableError } from "./loggable-error";
import type { Logger } from "./logger";

/** A caller's X-Request-Id when it is a plain token, else a new UUID; echoed on the response. */
function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers["x-request-id"];
  const id = typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
  res.setHeader("X-Request-Id", id);
  return id;
}

/**
 * Every request gets an id (X-Request-Id) and a `req.log` that carries it. At `info` and below, pino-http also
 * writes one line per API request. Above `info` those lines would be dropped anyway, yet pino-http would still
 * serialize every request into a child logger and listen for its end (about a fifth of the floor's CPU in the
 * benchmark, docs/performance.md), so then the child logger is made only when something is logged.
 */
export function requestLogging(logger: Logger): RequestHandler {
  if (logger.isLevelEnabled("info")) {
    return pinoHttp({
      logger,
      genReqId: requestId,
      // Query strings can hold tokens (verify-email); log the path only.
      serializers: {
        req: (req) => ({ id: req.id, method: req.method, path: String(req.url).split("?")[0] }),
        res: (res) => ({ statusCode: res.statusCode }),
        // The app's, which drops a statement's values; given the error itself (not wrapSerializers' copy, which
        // folds the causes' messages into one string).
        err: loggableError,
      },
      wrapSerializers: false,
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : "info"),
      autoLogging: { ignore: (req) => !req.url?.startsWith("/api") },
    });
  }
  return (req, res, next) => {
    const id = requestId(req, res);
    req.id = id;
    let child: Logger | undefined;
    Object.defineProperty(req, "log", {
      configurable: true,
      enumerable: false,
      get: () => (child ??= logger.child({ req: { id, method: req.method, path: req.originalUrl.split("?")[0] } })),
    });
    next();
  };
}
