// Moves questions along their life in the database directly, so the asker's tests do not depend on the
// queue module's endpoints (built separately).
import { eq } from "drizzle-orm";
import { answers, followUps, questions } from "@shared/schema";
import { onlyRow } from "../../db/rows";
import type { TestApp } from "../../../tests/setup/test-app";
import { CLAIM_HOLD_MS } from "../../../tests/setup/factories";

export const LONG_CONTENT =
  "My landlord has kept my whole security deposit although I left the flat clean and undamaged.";

export async function markClaimed(h: TestApp, questionId: number, attorneyUserId: string) {
  await h.ctx.database.db
    .update(questions)
    .set({
      status: "claimed",
      claimedBy: attorneyUserId,
      claimedAt: new Date(),
      claimExpiresAt: new Date(Date.now() + CLAIM_HOLD_MS),
    })
    .where(eq(questions.id, questionId));
}

export async function markAnswered(h: TestApp, questionId: number, attorneyUserId: string, includeDisclaimer = true) {
  const db = h.ctx.database.db;
  const answer = onlyRow(
    await db
      .insert(answers)
      .values({ questionId, attorneyId: attorneyUserId, content: `An answer. ${LONG_CONTENT}`, includeDisclaimer })
      .returning(),
    "insert answer",
  );
  const now = new Date();
  await db
    .update(questions)
    .set({ status: "answered", answeredAt: now, lastActivityAt: now, claimExpiresAt: null })
    .where(eq(questions.id, questionId));
  return answer;
}

export async function insertFollowUpRow(h: TestApp, questionId: number, userId: string, content: string) {
  return onlyRow(
    await h.ctx.database.db.insert(followUps).values({ questionId, userId, content }).returning(),
    "insert follow-up",
  );
}
