import type { ErrorRequestHandler } from "express";
import { isDatabaseUnavailable } from "../db";
import type { Logger } from "./logger";
import { HttpError, PasswordRefused } from "./errors";
import { BODY_NOT_AN_OBJECT } from "./validate";

// body-parser's own errors carry `type`; they are the client's fault and say so plainly.
const BODY_ERRORS: Record<string, [number, string]> = {
  "entity.too.large": [413, "Request body is too large"],
  "entity.parse.failed": [400, "Request body is not valid JSON"],
  "encoding.unsupported": [415, "Unsupported content encoding"],
  "charset.unsupported": [415, "Unsupported charset"],
  "request.aborted": [400, "Request aborted"],
  "request.size.invalid": [400, "Request size did not match content length"],
};

function isJsonValue(body: unknown): boolean {
  if (typeof body !== "string") return false;
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}

/** Renders docs/architecture.md's error shape; anything unexpected is logged and becomes a bare 500. */
export function createErrorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) return next(err);
    if (err instanceof HttpError) {
      // Read by the sign-in limiters when the response ends (auth/rate-limit.ts).
      if (err instanceof PasswordRefused) res.locals.passwordRefused = true;
      res.status(err.status).json(err.errors ? { message: err.message, errors: err.errors } : { message: err.message });
      return;
    }
    // JSON that is well formed but not an object or array ("x", null, 1): express.json's strict mode refuses it as
    // unparsable, though what is wrong is its kind, as parse() says of an array.
    if (err?.type === "entity.parse.failed" && isJsonValue(err.body)) {
      res.status(400).json({ message: BODY_NOT_AN_OBJECT });
      return;
    }
    const known = typeof err?.type === "string" ? BODY_ERRORS[err.type] : undefined;
    if (known) {
      res.status(known[0]).json({ message: known[1] });
      return;
    }
    // Other client errors that libraries mark with a 4xx status: a path with malformed percent-encoding (the
    // router's URIError), a body that does not decompress (zlib through body-parser). The client's fault, so
    // a plain 400-class answer and an info line without a stack: nobody can fill the logs with them.
    const status =
      typeof err?.status === "number" ? err.status : typeof err?.statusCode === "number" ? err.statusCode : 0;
    if (err instanceof URIError || (status >= 400 && status < 500)) {
      const code = status >= 400 && status < 500 ? status : 400;
      (req.log ?? logger).info(
        { status: code, reason: String(err?.type ?? err?.code ?? err?.name ?? "client error") },
        "refused a malformed request",
      );
      res.status(code).json({ message: code === 400 ? "Bad request" : "Request refused" });
      return;
    }
    if (isDatabaseUnavailable(err)) {
      (req.log ?? logger).warn({ err: err.message }, "database unavailable");
      res.status(503).json({ message: "Service temporarily unavailable. Please try again shortly." });
      return;
    }
    (req.log ?? logger).error({ err }, "unhandled error");
    res.status(500).json({ message: "Internal server error" });
  };
}
