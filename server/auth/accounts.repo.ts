// The accounts as the auth core reads them: the principal of a signed-in request, and the account an e-mail names.
// The modules (auth, attorneys) build on these; the core imports no module (docs/architecture.md).
import { eq, sql } from "drizzle-orm";
import { attorneys, users, type Attorney, type User } from "@shared/schema";
import type { Db } from "../db";
import { prepared } from "../db/prepared";

export const findUserByEmail = async (db: Db, email: string): Promise<User | undefined> =>
  (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];

export const findAttorneyByUserId = async (db: Db, userId: string): Promise<Attorney | undefined> =>
  (await db.select().from(attorneys).where(eq(attorneys.userId, userId)).limit(1))[0];

const principal = prepared((db, name) =>
  db
    .select({ user: users, attorney: attorneys })
    .from(users)
    .leftJoin(attorneys, eq(attorneys.userId, users.id))
    .where(eq(users.id, sql.placeholder("id")))
    .limit(1)
    .prepare(name),
);

/** A signed-in request's principal: the user and their linked attorney profile (if any), in one statement. */
export const findUserWithAttorney = async (db: Db, id: string) => (await principal(db).execute({ id }))[0];
