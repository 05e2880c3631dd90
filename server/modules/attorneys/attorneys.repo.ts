import { eq } from "drizzle-orm";
import { attorneys, type Attorney } from "@shared/schema";
import type { Db } from "../../db";

export const findAttorneyByUserId = async (db: Db, userId: string): Promise<Attorney | undefined> =>
  (await db.select().from(attorneys).where(eq(attorneys.userId, userId)).limit(1))[0];
