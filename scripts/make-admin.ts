// npm run make-admin -- <email>: grants the admin role to an existing account.
import dotenv from "dotenv";
import { forgotPasswordSchema } from "../shared/validators";
import { loadConfig } from "../server/config";
import { createDatabase } from "../server/db";
import { migrateAndSeed } from "../server/db/migrate";
import { exitOnStartupError, resolveDatabaseUrl } from "../server/db/open";
import { systemClock } from "../server/lib/clock";
import { createLogger } from "../server/lib/logger";
import { setUserRole } from "../server/modules/auth/auth.repo";
import { paths } from "../shared/paths";

dotenv.config({ quiet: true });
const parsed = forgotPasswordSchema.safeParse({ email: process.argv[2] ?? "" });
if (!parsed.success) {
  console.error("Usage: npm run make-admin -- <email of an existing account>");
  process.exit(2);
}
const email = parsed.data.email.toLowerCase();
const config = loadConfig();
const logger = createLogger("warn");
const { url, stop } = await resolveDatabaseUrl(config, logger).catch(exitOnStartupError);
const database = createDatabase(url, logger);
let code = 0;
try {
  await migrateAndSeed(database.pool);
  const user = await setUserRole(database.db, email, "admin", systemClock.now());
  if (user) {
    console.log(`${email} is now an admin.`);
    // docs/decisions/031: what the new admin must do before the admin screens open.
    if (config.require2faRoles.includes("admin")) {
      console.log(
        `Before the admin screens open, sign in and turn on two-step sign-in at ${config.appOrigin}${paths.security} ` +
          "(an authenticator app or a passkey). REQUIRE_2FA_ROLES asks it of admins.",
      );
    }
  } else {
    console.error(`No account uses ${email}. Register it first, then run this again.`);
    code = 1;
  }
} finally {
  await database.close();
  await stop();
}
process.exit(code);
