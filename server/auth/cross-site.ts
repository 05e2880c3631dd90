import type { RequestHandler } from "express";
import { forbidden } from "../lib/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * docs/decisions/014: a state-changing request from another site is refused before it reaches a handler.
 * Browsers send Origin (or Sec-Fetch-Site) on such requests; a client sending neither is judged by its session.
 */
export function crossSiteGuard(appOrigin: string): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    const site = req.get("sec-fetch-site");
    if (site === "cross-site" || (origin !== undefined && origin !== appOrigin)) {
      return next(forbidden("Cross-site request refused"));
    }
    next();
  };
}
