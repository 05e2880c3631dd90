import express, { type Express, type RequestHandler } from "express";
import helmet from "helmet";
import { paths } from "@shared/paths";
import { crossSiteGuard } from "./auth/cross-site";
import { jsonBodiesOnly } from "./lib/json-bodies-only";
import { createPassport } from "./auth/passport";
import { createRateLimiters } from "./auth/rate-limit";
import { createSessionMiddleware, enforceAbsoluteLifetime } from "./auth/session";
import type { AppContext } from "./context";
import { createErrorHandler } from "./lib/error-handler";
import type { Metrics } from "./lib/metrics";
import { refuseNullCharacters } from "./lib/no-null-characters";
import { requestLogging } from "./lib/request-logging";
import { createViewLog } from "./modules/audit/view-log";
import { createHealthRouter } from "./modules/health/health.routes";
import { createApiRouter } from "./routes";

export const BODY_LIMIT = "100kb";

export interface AppOptions {
  /**
   * Mounts the client (built files or Vite) after the API; tests leave it out. `session` is the API's session and
   * passport chain, so the page can say whether the visitor is signed in (decision 009).
   */
  client?: (app: Express, mount: { session: RequestHandler[] }) => void;
  /** Vite's dev server injects inline scripts, so the strict CSP is only for built files. */
  devCsp?: boolean;
  /** Request timing for Prometheus (METRICS_PORT); absent, no request is timed. */
  metrics?: Metrics;
}

/** Builds the app without listening (docs/architecture.md): security -> session -> /api -> 404 -> client -> errors. */
export function createApp(ctx: AppContext, opts: AppOptions = {}) {
  const app = express();
  app.disable("x-powered-by");
  // API answers are private and never cached (below), so an ETag (a SHA-1 of every JSON body) buys nothing.
  // The static files and index.html set their own.
  app.set("etag", false);
  if (opts.metrics) app.use(opts.metrics.middleware);
  // Behind a TLS-terminating proxy (production, or any https origin) req.secure comes from X-Forwarded-Proto.
  if (ctx.config.isProduction || ctx.config.secureCookies) app.set("trust proxy", 1);

  app.use(
    helmet({
      contentSecurityPolicy: opts.devCsp
        ? false
        : {
            useDefaults: false,
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'"],
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", "data:"],
              fontSrc: ["'self'"],
              connectSrc: ["'self'"],
              objectSrc: ["'none'"],
              baseUri: ["'self'"],
              formAction: ["'self'"],
              frameAncestors: ["'none'"],
              ...(ctx.config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
            },
          },
      strictTransportSecurity: ctx.config.secureCookies,
    }),
  );

  app.use(requestLogging(ctx.logger));

  const passport = createPassport(ctx);
  const session = createSessionMiddleware(ctx);
  const limits = createRateLimiters(ctx);
  const views = createViewLog(ctx.database, ctx.logger);
  // Cheap refusals first (size, origin, rate), then the session lookup.
  // People's legal questions must not stay in a shared computer's browser cache or a proxy's.
  app.use("/api", (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  app.use(
    "/api",
    express.json({ limit: BODY_LIMIT }),
    refuseNullCharacters,
    crossSiteGuard(ctx.config.appOrigin, { exempt: [paths.apiUnsubscribe] }),
    // After the origin check: another site's form post is refused as cross-site, whatever its body.
    jsonBodiesOnly({ exempt: [paths.apiUnsubscribe] }),
    limits.api,
  );
  // Before the session: a health check answers from the process and the pool alone, so a cookie sent with it
  // never makes the liveness check read the session store (docs/decisions/026-api-contract-and-fuzzer.md).
  app.use("/api/health", createHealthRouter(ctx));
  app.post("/api/auth/login", ...limits.login);
  app.post(["/api/auth/register", "/api/auth/forgot-password", "/api/auth/reset-password"], limits.auth);
  app.use("/api", session.middleware, passport.initialize(), passport.session(), enforceAbsoluteLifetime(ctx));
  // Signed-out applications count against the register limit (docs/decisions/014); one made signed in belongs
  // to an account, which can hold only one.
  app.post("/api/attorney-application", limits.authWhenSignedOut);
  // The signed-in calls that check a password share the sign-in limits, counted for the account (docs/decisions/027).
  app.post(
    ["/api/auth/change-password", "/api/auth/2fa/disable", "/api/auth/2fa/recovery-codes"],
    ...limits.passwordChecks,
  );
  app.delete("/api/account", ...limits.passwordChecks);
  app.use("/api", createApiRouter(ctx, passport, views));
  app.use("/api", (_req, res) => {
    res.status(404).json({ message: "Not found" });
  });
  // The page's "signed-in" meta holds to the same lifetimes as the API, so a session past them reads as signed out.
  opts.client?.(app, {
    session: [session.middleware, passport.initialize(), passport.session(), enforceAbsoluteLifetime(ctx)],
  });
  app.use(createErrorHandler(ctx.logger));
  const close = async () => {
    await limits.close();
    await views.close();
    await session.close();
  };
  return {
    app,
    close,
    flushRateLimitCounts: limits.flush,
    forgetRateLimitCounts: limits.forgetLocalCounts,
    /** Writes the question reads noted so far to the audit log now (tests). */
    flushViews: views.flush,
  };
}
