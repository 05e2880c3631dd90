import type { Request, RequestHandler } from "express";
import { forbidden } from "../lib/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether the browser says the request comes from another site (`Sec-Fetch-Site`, or an `Origin` other than the
 * app's). With `siblings`, a sibling site of the same registrable domain counts as another too.
 */
function fromAnotherSite(req: Request, appOrigin: string, siblings = false): boolean {
  const origin = req.get("origin");
  const site = req.get("sec-fetch-site");
  return site === "cross-site" || (siblings && site === "same-site") || (origin !== undefined && origin !== appOrigin);
}

/**
 * docs/decisions/014: a state-changing request from another site is refused before it reaches a handler.
 * Browsers send Origin (or Sec-Fetch-Site) on such requests; a client sending neither is judged by its session.
 */
export function crossSiteGuard(appOrigin: string, opts: { exempt?: readonly string[] } = {}): RequestHandler {
  const exempt = new Set(opts.exempt);
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    // A path whose requests carry their own authority and use no cookie (a notice's one-click unsubscribe, posted by
    // the mail provider's servers: docs/decisions/030): a forged request could do nothing its token does not allow.
    if (exempt.has(req.originalUrl.split("?")[0] ?? "")) return next();
    if (fromAnotherSite(req, appOrigin)) return next(forbidden("Cross-site request refused"));
    next();
  };
}

/**
 * For a read that leaves a copy behind (the account export, a download): only from this app's own pages, or typed
 * into the address bar. A link or a form on another site, even a sibling one, would otherwise drop the person's data
 * into the downloads of whatever device they are on, and record an export they never asked for.
 */
export function ownPagesOnly(appOrigin: string): RequestHandler {
  return (req, _res, next) => {
    if (fromAnotherSite(req, appOrigin, true)) return next(forbidden("Cross-site request refused"));
    next();
  };
}
