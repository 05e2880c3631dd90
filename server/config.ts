import type { Periods } from "@shared/api/periods";
import { z } from "zod";
import { DEFAULT_QUICK_EXIT_URL } from "@shared/api/quick-exit";
import { DEFAULT_OPERATOR } from "@shared/api/operator";

/**
 * bcrypt's cost for every stored password (docs/decisions/014; measured and kept in docs/decisions/037). The test
 * harness alone may lower it, with PASSWORD_HASH_COST under NODE_ENV=test (docs/decisions/043).
 */
export const BCRYPT_COST = 12;

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const positiveInt = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(fallback));

// A period that may be a fraction (docs/decisions/020: CLAIM_HOLD_HOURS=0.002 for a demo or a black-box test), in
// units of `unitHours`. At most a hundred years: a longer one (RETENTION_DAYS=99999999, meant as "keep everything")
// puts the timed changes' dates out of Postgres's range, and every run of them, notices too, would fail.
const CENTURY_HOURS = 100 * 365 * 24;
const period = (fallback: number, unitHours: number) => {
  const most = CENTURY_HOURS / unitHours;
  return z.preprocess(
    emptyToUndefined,
    z.coerce.number().positive().max(most, `must be at most ${most} (a hundred years)`).default(fallback),
  );
};
const DAYS = 24;
const HOURS = 1;
const MINUTES = 1 / 60;

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
        .optional(),
    ),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(5000)),
    // Prometheus metrics on a second listener (docs/decisions/024); unset: no metrics at all.
    METRICS_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).optional()),
    APP_ORIGIN: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, "must be at least 32 characters").optional()),
    // Encrypts the authenticator secrets at rest (docs/decisions/031): 32 bytes as 64 hex characters or base64.
    TWO_FACTOR_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine((v) => decodeKey(v) !== null, "must be 32 bytes as 64 hex characters or base64")
        .optional(),
    ),
    // Roles whose endpoints need a second factor used at sign-in (docs/decisions/031); empty: none.
    REQUIRE_2FA_ROLES: z
      .string()
      .default("admin")
      .transform((v) =>
        v
          .split(",")
          .map((r) => r.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(["admin", "attorney"]))),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
        .optional(),
    ),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default("ClearCounsel <no-reply@clearcounsel.local>")),
    MAIL_OUTBOX_DIR: optionalString,
    // "off": this process only queues mail, and `npm run worker` (another process) delivers it (decision 023).
    MAIL_WORKER: z.preprocess(emptyToUndefined, z.enum(["on", "off"]).default("on")),
    ADMIN_EMAILS: z.preprocess(emptyToUndefined, z.string().default("")),
    // Who runs the service and how to reach them: the policies and every page's footer say so (docs/decisions/034).
    OPERATOR_NAME: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(200).default(DEFAULT_OPERATOR.name)),
    CONTACT_EMAIL: z.preprocess(
      emptyToUndefined,
      z.email("must be an e-mail address").default(DEFAULT_OPERATOR.contactEmail),
    ),
    RATE_LIMIT_LOGIN_MAX: positiveInt(10),
    RATE_LIMIT_LOGIN_IP_MAX: positiveInt(100),
    RATE_LIMIT_LOGIN_EMAIL_MAX: positiveInt(50),
    RATE_LIMIT_AUTH_MAX: positiveInt(20),
    RATE_LIMIT_API_MAX: positiveInt(600),
    RATE_LIMIT_LOGIN_ATTEMPTS_PER_MINUTE: positiveInt(30),
    RATE_LIMIT_QUESTIONS_PER_DAY: positiveInt(10),
    SESSION_ABSOLUTE_DAYS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number()
        .int()
        .positive()
        .max(CENTURY_HOURS / DAYS, `must be at most ${CENTURY_HOURS / DAYS} (a hundred years)`)
        .default(30),
    ),
    CLAIM_HOLD_HOURS: period(72, HOURS),
    UNANSWERED_DAYS: period(30, DAYS),
    AUTO_CLOSE_DAYS: period(30, DAYS),
    RETENTION_DAYS: period(365, DAYS),
    // An `instant` attorney hears of new questions at most once per this many minutes (docs/decisions/030).
    NOTIFY_MIN_GAP_MINUTES: period(60, MINUTES),
    // At most 12 hours: pg-boss keeps one job per interval slot only while it still holds the last one.
    JOBS_INTERVAL_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().max(43_200).default(60)),
    QUICK_EXIT_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).default(DEFAULT_QUICK_EXIT_URL)),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    ),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default(".data")),
    // Tests only (docs/decisions/043): bcrypt's cost for passwords stored by a test's app; bcrypt's lowest is 4.
    PASSWORD_HASH_COST: z.preprocess(emptyToUndefined, z.coerce.number().int().min(4).max(BCRYPT_COST).optional()),
  })
  .superRefine((env, ctx) => {
    // No deployment stores a password at less than BCRYPT_COST, whatever its environment says.
    if (env.PASSWORD_HASH_COST !== undefined && env.NODE_ENV !== "test") {
      ctx.addIssue({ code: "custom", path: ["PASSWORD_HASH_COST"], message: "may be set only when NODE_ENV=test" });
    }
    if (env.NODE_ENV !== "production") return;
    // A deployment must not fall back to an embedded database or a generated secret.
    for (const key of ["DATABASE_URL", "SESSION_SECRET", "APP_ORIGIN", "TWO_FACTOR_KEY"] as const) {
      if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required when NODE_ENV=production" });
    }
  });

const HOUR_MS = 60 * 60 * 1000;

/** A 32-byte key written as 64 hex characters or as base64 (url-safe or not), else null. */
export function decodeKey(text: string): Buffer | null {
  const bytes = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, "hex") : Buffer.from(text, "base64");
  return bytes.length === 32 ? bytes : null;
}

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof schema>) {
  const appOrigin = (env.APP_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === "production",
    databaseUrl: env.DATABASE_URL,
    port: env.PORT,
    metricsPort: env.METRICS_PORT,
    appOrigin,
    secureCookies: appOrigin.startsWith("https://"),
    sessionSecret: env.SESSION_SECRET,
    twoFactorKey: env.TWO_FACTOR_KEY ? decodeKey(env.TWO_FACTOR_KEY) : null,
    require2faRoles: env.REQUIRE_2FA_ROLES,
    passwordHashCost: env.PASSWORD_HASH_COST ?? BCRYPT_COST,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    dataDir: env.DATA_DIR,
    mailOutboxDir: env.MAIL_OUTBOX_DIR ?? `${env.DATA_DIR}/outbox`,
    mailWorker: env.MAIL_WORKER === "on",
    adminEmails: env.ADMIN_EMAILS.split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    rateLimits: {
      loginMax: env.RATE_LIMIT_LOGIN_MAX,
      loginIpMax: env.RATE_LIMIT_LOGIN_IP_MAX,
      loginEmailMax: env.RATE_LIMIT_LOGIN_EMAIL_MAX,
      authMax: env.RATE_LIMIT_AUTH_MAX,
      apiMax: env.RATE_LIMIT_API_MAX,
      loginAttemptsPerMinute: env.RATE_LIMIT_LOGIN_ATTEMPTS_PER_MINUTE,
      questionsPerDay: env.RATE_LIMIT_QUESTIONS_PER_DAY,
    },
    sessionAbsoluteDays: env.SESSION_ABSOLUTE_DAYS,
    // A question's life (docs/decisions/020), as milliseconds.
    life: {
      claimHoldMs: env.CLAIM_HOLD_HOURS * HOUR_MS,
      unansweredMs: env.UNANSWERED_DAYS * 24 * HOUR_MS,
      autoCloseMs: env.AUTO_CLOSE_DAYS * 24 * HOUR_MS,
      // A finished question is deleted this long after its end (docs/decisions/022).
      retentionMs: env.RETENTION_DAYS * 24 * HOUR_MS,
    },
    jobsIntervalSeconds: env.JOBS_INTERVAL_SECONDS,
    notifyMinGapMs: env.NOTIFY_MIN_GAP_MINUTES * 60 * 1000,
    quickExitUrl: env.QUICK_EXIT_URL,
    operator: { name: env.OPERATOR_NAME, contactEmail: env.CONTACT_EMAIL },
    logLevel: env.LOG_LEVEL,
  };
}

export class ConfigError extends Error {}

/** Reads and validates the environment once. Throws a ConfigError naming every bad key. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return toConfig(parsed.data);
}

const DAY_MS = 24 * HOUR_MS;

/** The periods the Terms and the Privacy Notice quote, in the units they are configured in. */
export function configuredPeriods(config: Pick<Config, "life">): Periods {
  return {
    claimHoldHours: config.life.claimHoldMs / HOUR_MS,
    unansweredDays: config.life.unansweredMs / DAY_MS,
    autoCloseDays: config.life.autoCloseMs / DAY_MS,
    retentionDays: config.life.retentionMs / DAY_MS,
  };
}
