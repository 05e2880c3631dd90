import { eq } from "drizzle-orm";
import { attorneys, LANGUAGES, type Language } from "@shared/schema";
import type { Db } from "../../db";

/** Kept in one order whatever order they were sent in: English, then Spanish. */
const inOrder = (languages: readonly Language[]): Language[] => LANGUAGES.filter((l) => languages.includes(l));

export const findAnswerLanguages = async (db: Db, attorneyId: number): Promise<Language[] | undefined> =>
  (await db.select({ languages: attorneys.languages }).from(attorneys).where(eq(attorneys.id, attorneyId)))[0]
    ?.languages;

export const setAnswerLanguages = async (
  db: Db,
  attorneyId: number,
  languages: readonly Language[],
): Promise<Language[] | undefined> =>
  (
    await db
      .update(attorneys)
      .set({ languages: inOrder(languages) })
      .where(eq(attorneys.id, attorneyId))
      .returning({ languages: attorneys.languages })
  )[0]?.languages;
