import type { RequestHandler } from "express";
import { HttpError } from "./errors";

export const BODY_NOT_JSON = "Send the body as JSON (Content-Type: application/json)";

/** The request carries a body: a length above zero, or one sent in chunks. */
const hasBody = (headers: Record<string, string | string[] | undefined>): boolean =>
  headers["transfer-encoding"] !== undefined ||
  (headers["content-length"] !== undefined && headers["content-length"] !== "0");

/**
 * The API takes JSON in (docs/architecture.md). A body of another type (text/plain, a form, none named) is not read by
 * the JSON parser, so a route would see no body at all and go ahead without what was sent: a close without its
 * "Did this answer help?", a release without its reason, a question refused for a title it did have. So such a body
 * is refused with 415 before any route, and nothing happens. `exempt` paths read a body of their own type (the
 * one-click unsubscribe's form, docs/decisions/030).
 */
export function jsonBodiesOnly(opts: { exempt?: readonly string[] } = {}): RequestHandler {
  const exempt = new Set(opts.exempt);
  return (req, _res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || !hasBody(req.headers)) return next();
    if (req.is("application/json") || exempt.has(req.originalUrl.split("?")[0] ?? "")) return next();
    next(new HttpError(415, BODY_NOT_JSON));
  };
}
