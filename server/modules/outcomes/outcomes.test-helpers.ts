// Hand-made outcome rows and volunteers shared by the outcome figures' tests (docs/decisions/029).
import { signedInAttorney } from "../../../tests/setup/factories";
import type { TestApp } from "../../../tests/setup/test-app";

const HOUR = 3600;
export const DAY_MS = 24 * 60 * 60 * 1000;
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** One question's outcome row, its times in hours after it was asked. */
export interface Hand {
  askedOn: string;
  state: string | null;
  language?: "en" | "es";
  categoryId: number | null;
  claimH?: number;
  answerH?: number;
  outcome: "open" | "answered" | "expired" | "withdrawn" | "closed";
  helpful?: "yes" | "partly" | "no";
}

export async function insertOutcomes(h: TestApp, rows: Hand[]) {
  for (const r of rows)
    await h.ctx.database.pool.query(
      `insert into question_outcomes
         (asked_on, state, category_id, first_claim_seconds, answer_seconds, outcome, helpful, language)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        r.askedOn,
        r.state,
        r.categoryId,
        r.claimH === undefined ? null : r.claimH * HOUR,
        r.answerH === undefined ? null : r.answerH * HOUR,
        r.outcome,
        r.helpful ?? null,
        r.language ?? "en",
      ],
    );
}

/**
 * The volunteers: two approved in TN (`both` also in CA), one approved with no verified license yet; an unapproved
 * one and one whose address is not proven, who do not count. `tn` has applied in CA too, not yet verified: no CA
 * volunteer until it is. So TN has two volunteers and CA one.
 */
export async function insertVolunteers(h: TestApp) {
  const tn = await signedInAttorney(h, { states: ["TN"] });
  const both = await signedInAttorney(h, { states: ["TN", "CA"] });
  await signedInAttorney(h, { states: [] });
  const unapproved = await signedInAttorney(h, { approved: false });
  const unproven = await signedInAttorney(h, { states: ["TN"] });
  const pool = h.ctx.database.pool;
  await pool.query("update users set email_verified = false where id = $1", [unproven.user.id]);
  await pool.query(
    "insert into attorney_licenses (attorney_id, state, license_number, status) values ($1, 'CA', 'CA-PENDING', 'pending')",
    [tn.attorney.id],
  );
  return { tn, both, unapproved, unproven };
}
