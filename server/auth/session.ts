import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import connectPgSimple from "connect-pg-simple";
import type { Request, RequestHandler } from "express";
import session from "express-session";
import type { Config } from "../config";
import type { AppContext } from "../context";

export const SESSION_COOKIE = "cc.sid";
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** How often one process moves an unchanged session's expiry forward (see ThrottledTouch below). */
export const SESSION_TOUCH_EVERY_MS = 60_000;
/** Sessions whose last touch this process remembers; past this the oldest are forgotten (and touched again). */
const TOUCH_MEMORY = 50_000;

/** SESSION_SECRET, or one generated once and kept under the data folder (never in production: see config). */
export function resolveSessionSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.resolve(config.dataDir, "session-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = crypto.randomBytes(48).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

type StoreOptions = ConstructorParameters<ReturnType<typeof connectPgSimple>>[0];

/**
 * connect-pg-simple with the rolling expiry written at most once a minute per session and process.
 * `rolling: true` makes express-session touch the store on every response to an unchanged session, and the
 * response waits for that UPDATE: one of the floor's five statements was this session write (decision 011).
 * A 7-day lifetime loses nothing by lagging a minute; a saved (changed) session is written at once as before.
 *
 * A session is inserted once, when it is new, and only updated after that: connect-pg-simple's own write inserts when
 * the row is missing, so a request still under way as its session signed out (or as a password change ended every
 * session) wrote the row back when it ended, and the old cookie was signed in again (docs/decisions/014).
 */
export function createSessionStore(options: StoreOptions, touchEveryMs = SESSION_TOUCH_EVERY_MS) {
  const PgStore = connectPgSimple(session);
  const pool = options?.pool;
  const table = options?.tableName ?? "session";
  return new (class ThrottledTouchStore extends PgStore {
    private readonly touchedAt = new Map<string, number>();

    override touch(sid: string, sess: session.SessionData, done?: (err?: unknown) => void) {
      const last = this.touchedAt.get(sid);
      // eslint-disable-next-line no-restricted-syntax -- the touch throttle saves writes; no rule reads it
      if (last !== undefined && Date.now() - last < touchEveryMs) {
        done?.();
        return;
      }
      this.remember(sid);
      super.touch(sid, sess, done);
    }

    override set(sid: string, sess: session.SessionData, done?: (err?: unknown) => void) {
      this.remember(sid);
      // The same expiry connect-pg-simple writes: the cookie's (every session here has a maxAge).
      const expires = sess.cookie.expires;
      if (!pool || !sess.inStore || !expires) {
        super.set(sid, { ...sess, inStore: true }, done);
        return;
      }
      pool
        .query(`update "${table}" set sess = $1, expire = $2 where sid = $3`, [JSON.stringify(sess), expires, sid])
        .then(
          () => done?.(),
          (err: unknown) => done?.(err),
        );
    }

    override destroy(sid: string, done?: (err?: unknown) => void) {
      this.touchedAt.delete(sid);
      super.destroy(sid, done);
    }

    private remember(sid: string) {
      this.touchedAt.delete(sid);
      // eslint-disable-next-line no-restricted-syntax -- the touch throttle saves writes; no rule reads it
      this.touchedAt.set(sid, Date.now());
      if (this.touchedAt.size > TOUCH_MEMORY) this.touchedAt.delete(this.touchedAt.keys().next().value!);
    }
  })(options);
}

export function createSessionMiddleware(ctx: AppContext) {
  const store = createSessionStore({
    pool: ctx.database.pool,
    tableName: "session",
    createTableIfMissing: false,
    // Expired rows are pruned by one timer per process; tests build many apps and need none.
    pruneSessionInterval: ctx.config.env === "test" ? false : 15 * 60,
    errorLog: (...args: unknown[]) => ctx.logger.warn({ err: args[0] }, "session store error"),
  });
  const middleware = session({
    store,
    name: SESSION_COOKIE,
    secret: ctx.sessionSecret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: "lax",
      secure: ctx.config.secureCookies,
      maxAge: SESSION_MAX_AGE_MS,
    },
  });
  return { middleware, close: () => store.close() };
}

declare module "express-session" {
  interface SessionData {
    /** On the stored copy of a session once it has been inserted: later writes only update it (createSessionStore). */
    inStore?: true;
    /** When this session signed in (ms since epoch, by ctx.clock); it ends SESSION_ABSOLUTE_DAYS later. */
    signedInAt?: number;
    /**
     * When this session was last used (by ctx.clock, kept to the minute); it ends SESSION_MAX_AGE_MS after that.
     * The cookie and the store's row expire on the same rolling lifetime by the wall clock; this is the rule's own
     * reading, on the one clock, so it holds (and can be shown) wherever time is moved.
     */
    seenAt?: number;
  }
}

/** Marks a fresh sign-in on the (regenerated) session; call right after req.logIn. */
export function stampSignIn(ctx: Pick<AppContext, "clock">, req: Request): void {
  req.session.signedInAt = ctx.clock.now().getTime();
  req.session.seenAt = req.session.signedInAt;
}

/**
 * A session's two lifetimes (docs/decisions/014), read on ctx.clock: 7 days from its last use (rolling), and, docs/decisions/014,
 * SESSION_ABSOLUTE_DAYS after sign-in whatever the activity, so a session left open on a shared computer, or stolen,
 * does not roll on forever. Runs after passport.session(): an expired one is destroyed and the request goes on signed
 * out. A session from before a rule gets its clock started. The last use is written at most once a minute, as the
 * store's own touch is (createSessionStore).
 */
export function enforceAbsoluteLifetime(ctx: Pick<AppContext, "clock" | "config">): RequestHandler {
  const maxMs = ctx.config.sessionAbsoluteDays * 24 * 60 * 60 * 1000;
  return (req, _res, next) => {
    if (!req.user || !req.session) return next();
    const now = ctx.clock.now().getTime();
    const since = req.session.signedInAt ?? now;
    const seen = req.session.seenAt ?? now;
    if (now - since > maxMs || now - seen > SESSION_MAX_AGE_MS) {
      req.user = undefined;
      // A new, empty session in its place (the old one is deleted from the store): the request goes on signed out,
      // and a sign-in, a registration or a sign-out in it works as in any signed-out request. destroy() left
      // req.session undefined, and each of those answered 500.
      req.session.regenerate((err) => next(err));
      return;
    }
    req.session.signedInAt = since;
    if (req.session.seenAt === undefined || now - seen >= SESSION_TOUCH_EVERY_MS) req.session.seenAt = now;
    next();
  };
}
