import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import connectPgSimple from "connect-pg-simple";
import session from "express-session";
import type { Config } from "../config";
import type { AppContext } from "../context";

export const SESSION_COOKIE = "cc.sid";
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

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

export function createSessionMiddleware(ctx: AppContext) {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool: ctx.database.pool,
    tableName: "session",
    createTableIfMissing: false,
    // Expired rows are pruned by one timer per process; tests build many apps and need none.
    pruneSessionInterval: ctx.config.env === "test" ? false : 15 * 60,
    errorLog: (...args: unknown[]) => ctx.logger.warn({ detail: String(args[0]) }, "session store error"),
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
