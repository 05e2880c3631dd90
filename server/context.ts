import type { Config } from "./config";
import type { Database } from "./db";
import type { Clock } from "./lib/clock";
import type { Logger } from "./lib/logger";
import type { Mailer } from "./modules/mail/mailer";

/** What the app is built from; index.ts makes it for real, tests make their own. */
export interface AppContext {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  sessionSecret: string;
  /** Encrypts authenticator secrets at rest (server/lib/secret-box.ts, docs/decisions/031). */
  twoFactorKey: Buffer;
  /** Every rule that depends on time reads it here (server/lib/clock.ts). */
  clock: Clock;
}
