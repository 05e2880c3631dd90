import type { Request, RequestHandler, Response } from "express";
import { ipKeyGenerator, rateLimit, type Options, type RateLimitInfo, type Store } from "express-rate-limit";
import { sql, type SQL } from "drizzle-orm";
import type { AppContext } from "../context";
import { BatchedRateLimitStore } from "../lib/batched-rate-limit-store";
import { PostgresRateLimitStore } from "../lib/rate-limit-store";

const MINUTE = 60_000;
const byIp = (req: Request) => ipKeyGenerator(req.ip ?? "unknown");
/** The account a password is tried for: the signed-in one (a change of password, a deletion), else the typed address. */
const byEmail = (req: Request) =>
  req.user
    ? req.user.email
    : typeof req.body?.email === "string"
      ? req.body.email.trim().toLowerCase().slice(0, 254)
      : "(none)";
const PAIR = "login-pair";
const EMAIL = "login-email";

/**
 * The sign-in counters that name this address (`rate_limits` rows): its own, and one per network it was tried from
 * ("<network>|<address>"; a network has no "|"). Exact matches only, so no other address's counter is touched.
 */
export const signInCountersOf = (email: string): SQL =>
  sql`(key = ${`${EMAIL}:${email}`} or (starts_with(key, ${`${PAIR}:`}) and substr(key, strpos(key, '|') + 1) = ${email}))`;

/** docs/decisions/014: every limit in Postgres, configurable by env, answering 429 with the error shape. */
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
  const { loginMax, loginIpMax, loginEmailMax } = ctx.config.rateLimits;
  const exact = (prefix: string) => new PostgresRateLimitStore(pool, prefix, ctx.clock);
  // Only a refused password counts (lib/errors.ts PasswordRefused): every other hit is taken back before the answer
  // ends (takeBackUnlessRefused). Each limiter leaves its hit on the request under a name of its own.
  const failureCounters: FailureCounter[] = [];
  const failedSignIns = (prefix: string, windowMs: number, limit: number, keyGenerator: (req: Request) => string) => {
    const counter = { store: exact(prefix), property: `signInFailures:${prefix}` };
    failureCounters.push(counter);
    return limiter(
      counter.store,
      { windowMs, limit, keyGenerator, requestPropertyName: counter.property },
      loginMessage,
    );
  };
  // Every call that checks a password, through one set of counters (docs/decisions/014 and 027).
  const passwordChecks = [
    // Checks of any outcome per IP bound the bcrypt work one client can cause, so its own successful ones cannot slow
    // everyone else's sign-in. First, so a refused attempt hashes nothing.
    limiter(
      exact("login-attempts"),
      { windowMs: MINUTE, limit: ctx.config.rateLimits.loginAttemptsPerMinute, keyGenerator: byIp },
      "Too many sign-in attempts from this network. Please wait a minute and try again.",
    ),
    takeBackUnlessRefused(failureCounters, ctx),
    failedSignIns(PAIR, 15 * MINUTE, loginMax, (req) => `${byIp(req)}|${byEmail(req)}`),
    failedSignIns("login-ip", 15 * MINUTE, loginIpMax, byIp),
    failedSignIns(EMAIL, 60 * MINUTE, loginEmailMax, byEmail),
  ];
  const auth = limiter(
    exact("auth"),
    { windowMs: 60 * MINUTE, limit: ctx.config.rateLimits.authMax, keyGenerator: byIp },
    "Too many attempts from this network. Please wait an hour and try again.",
  );
  // Counted on every request: batched per process (see BatchedRateLimitStore).
  const apiStore = new BatchedRateLimitStore(pool, "api", ctx.clock);
  return {
    /** General ceiling for every API call (health checks excepted). */
    api: limiter(
      apiStore,
      {
        windowMs: MINUTE,
        limit: ctx.config.rateLimits.apiMax,
        keyGenerator: byIp,
        skip: (req) => req.path === "/health" || req.path.startsWith("/health/"),
      },
      "Too many requests. Please slow down and try again in a minute.",
    ),
    /**
     * Failed sign-ins (docs/decisions/014): per (IP, e-mail) pair, with wider ceilings per IP and per e-mail
     * above it. While any of them is reached, even the right password gets 429 (no password oracle).
     */
    login: passwordChecks,
    /**
     * The other calls that check a password (a change of password, a deletion of the account) count against the same
     * limits, for the signed-in account and the network: mounted after the session is known.
     */
    passwordChecks,
    /** Register, forgot-password and reset-password by IP. */
    auth,
    /** The same count for attorney applications made signed out; mounted after the session is known. */
    authWhenSignedOut: ((req, res, next) => (req.user ? next() : auth(req, res, next))) as RequestHandler,
    /** Adds the API counts still held in this process to Postgres and stops the flush timer. */
    close: () => apiStore.shutdown(),
    /** Adds the API counts held in this process to Postgres now, as the timer would within a second. */
    flush: () => apiStore.flush(),
    /** For a caller about to empty `rate_limits` (the test harness between tests). */
    forgetLocalCounts: () => apiStore.forgetLocalCounts(),
  };
}

/** A failed-sign-in limiter's store, and the request property its hit is left under. */
type FailureCounter = { store: PostgresRateLimitStore; property: string };

/**
 * Takes back the failed-sign-in limiters' hits of a request whose password was not refused (a success, a 429, a
 * malformed request) before its answer ends, as express-session saves a session before `res.end`. The library's own
 * `skipSuccessfulRequests` takes them back on the response's `finish`, unawaited, so the client's next request could
 * be counted while this one still stood against it: a spurious 429 for someone who had only signed in
 * (docs/decisions/007).
 */
function takeBackUnlessRefused(counters: FailureCounter[], ctx: Pick<AppContext, "logger">): RequestHandler {
  return (req, res, next) => {
    const end = res.end;
    res.end = function (this: Response, ...args: unknown[]) {
      res.end = end;
      const hits = req as unknown as Record<string, RateLimitInfo | undefined>;
      const takeBacks =
        res.locals.passwordRefused === true
          ? []
          : counters.flatMap(({ store, property }) => {
              const hit = hits[property];
              return hit ? [store.decrement(hit.key)] : [];
            });
      if (takeBacks.length === 0) return Reflect.apply(end, this, args) as Response;
      void Promise.allSettled(takeBacks).then((results) => {
        for (const r of results)
          if (r.status === "rejected") ctx.logger.warn({ err: r.reason }, "a sign-in count was not taken back");
        Reflect.apply(end, this, args);
      });
      return this;
    } as Response["end"];
    next();
  };
}
