import type { ErrorRequestHandler } from "express";
import { isDatabaseUnavailable } from "../db";
import type { Logger } from "./logger";
import { HttpError } from "./errors";

// body-parser's own errors carry `type`; they are the client's fault and say so plainly.
const BODY_ERRORS: Record<string, [number, string]> = {
  "entity.too.large": [413, "Request body is too large"],
  "entity.parse.failed": [400, "Request body is not valid JSON"],
  "encoding.unsupported": [415, "Unsupported content encoding"],
  "charset.unsupported": [415, "Unsupported charset"],
  "request.aborted": [400, "Request aborted"],
  "request.size.invalid": [400, "Request size did not match content length"],
};

/** Renders DESIGN.md section 4's error shape; anything unexpected is logged and becomes a bare 500. */
export function createErrorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) return next(err);
    if (err instanceof HttpError) {
      res.status(err.status).json(err.errors ? { message: err.message, errors: err.errors } : { message: err.message });
      return;
    }
    const known = typeof err?.type === "string" ? BODY_ERRORS[err.type] : undefined;
    if (known) {
      res.status(known[0]).json({ message: known[1] });
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
