import type { Request, RequestHandler } from "express";
import { ipKeyGenerator, rateLimit, type Options, type Store } from "express-rate-limit";
import type { AppContext } from "../context";
import { BatchedRateLimitStore, PostgresRateLimitStore } from "../lib/rate-limit-store";

const MINUTE = 60_000;
const byIp = (req: Request) => ipKeyGenerator(req.ip ?? "unknown");
const byEmail = (req: Request) =>
  typeof req.body?.email === "string" ? req.body.email.trim().toLowerCase().slice(0, 254) : "(none)";

/** DESIGN.md section 6: every limit in Postgres, configurable by env, answering 429 with the error shape. */
export function createRateLimiters(ctx: AppContext) {
  const { pool } = ctx.database;
  const limiter = (store: Store, opts: Partial<Options>, message: string): RequestHandler =>
    rateLimit({
      store,
      standardHeaders: "draft-7",
      legacyHeaders: false,
      // A store failure (database down) goes to the error handler, which answers 503.
      passOnStoreError: false,
      validate: { xForwardedForHeader: false, keyGeneratorIpFallback: false },
      handler: (_req, res, _next, options) => {
        res.status(options.statusCode).json({ message });
      },
      ...opts,
    });

  const loginMessage = "Too many sign-in attempts. Please wait 15 minutes and try again.";
  const login = { windowMs: 15 * MINUTE, limit: ctx.config.rateLimits.loginMax, skipSuccessfulRequests: true };
  const exact = (prefix: string) => new PostgresRateLimitStore(pool, prefix);
  // Counted on every request: batched per process (see BatchedRateLimitStore).
  const apiStore = new BatchedRateLimitStore(pool, "api");
  return {
    /** General ceiling for every API call (health checks excepted). */
    api: limiter(
      apiStore,
      { windowMs: MINUTE, limit: ctx.config.rateLimits.apiMax, keyGenerator: byIp, skip: (req) => req.path === "/health" },
      "Too many requests. Please slow down and try again in a minute.",
    ),
    /** Failed logins by IP and by e-mail; while limited, even the right password gets 429. */
    login: [
      limiter(exact("login-ip"), { ...login, keyGenerator: byIp }, loginMessage),
      limiter(exact("login-email"), { ...login, keyGenerator: byEmail }, loginMessage),
    ],
    /** Register, forgot-password and reset-password by IP. */
    auth: limiter(
      exact("auth"),
      { windowMs: 60 * MINUTE, limit: ctx.config.rateLimits.authMax, keyGenerator: byIp },
      "Too many attempts from this network. Please wait an hour and try again.",
    ),
    /** Adds the API counts still held in this process to Postgres and stops the flush timer. */
    close: () => apiStore.shutdown(),
    /** For a caller about to empty `rate_limits` (the test harness between tests). */
    forgetLocalCounts: () => apiStore.forgetLocalCounts(),
  };
}
