import { asc, eq, isNull, or, sql } from "drizzle-orm";
import { legalAidResources } from "@shared/schema";
import type { LegalAidResourceDto } from "@shared/api/types";
import type { Db } from "./index";

/**
 * Where else to turn in a state: its own legal-aid services first, then the national ones. Shown on an expired
 * question (docs/decisions/020) and on the ask form when an answer is not likely (docs/decisions/029).
 */
export const listLegalAidResources = async (db: Db, state: string | null): Promise<LegalAidResourceDto[]> =>
  db
    .select({ name: legalAidResources.name, url: legalAidResources.url })
    .from(legalAidResources)
    .where(
      state === null
        ? isNull(legalAidResources.state)
        : or(isNull(legalAidResources.state), eq(legalAidResources.state, state)),
    )
    .orderBy(sql`${legalAidResources.state} is null`, asc(legalAidResources.position), asc(legalAidResources.id));
