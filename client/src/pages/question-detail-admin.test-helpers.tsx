import type { QuestionDetailDto } from "@shared/api/types";
import { buildQuestionDetail } from "@/features/questions/testing";

/** A question claimed by an attorney, as an admin reads it (docs/decisions/033): not the admin's own. */
export const claimed = (overrides: Partial<QuestionDetailDto> = {}) =>
  buildQuestionDetail({
    id: 1,
    isYours: false,
    status: "claimed",
    claimedAt: "2026-11-20T12:00:00.000Z",
    claimExpiresAt: "2026-11-23T12:00:00.000Z",
    claimer: { firstName: "Atticus", lastName: "Finch" },
    state: "TN",
    deadline: "2026-12-01",
    deadlineType: "court_date",
    safetyConcern: true,
    opposingParties: ["Acme Rentals"],
    language: "es",
    ...overrides,
  });
