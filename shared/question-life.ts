// A question's life in one place: every status, every move between them, and who may make it. The server's
// conditional writes take their status conditions from here, the client's buttons ask it what they may offer, and
// a refused move gets its reason from here (docs/architecture.md, "Where each rule lives").
import { QUESTION_STATUSES, type QuestionStatus } from "./schema/questions";

export { QUESTION_STATUSES, type QuestionStatus };

/**
 * Who makes a move, by their relation to the question: its asker; the attorney who holds its claim; an approved
 * attorney in whose queue it is (server/auth/visibility.ts); an admin; or the service itself (the timed changes).
 */
export type Mover = "asker" | "claimer" | "attorney" | "admin" | "service";

interface Move {
  /** The statuses it starts from. */
  readonly from: readonly QuestionStatus[];
  /** The status it ends in; null when the status stays (a follow-up). */
  readonly to: QuestionStatus | null;
  readonly by: readonly Mover[];
}

export const MOVES = {
  claim: { from: ["pending"], to: "claimed", by: ["attorney"] },
  answer: { from: ["claimed"], to: "answered", by: ["claimer"] },
  /** Giving a claim back (the claimer), or ending it (an admin; a revocation or an erased account, by the service). */
  release: { from: ["claimed"], to: "pending", by: ["claimer", "admin", "service"] },
  /** The claim's hold ran out (CLAIM_HOLD_HOURS). */
  holdRunsOut: { from: ["claimed"], to: "pending", by: ["service"] },
  withdraw: { from: ["pending", "claimed"], to: "withdrawn", by: ["asker"] },
  close: { from: ["answered"], to: "closed", by: ["asker"] },
  /** An answered question with no new follow-up for AUTO_CLOSE_DAYS. */
  autoClose: { from: ["answered"], to: "closed", by: ["service"] },
  /** Nobody answered within UNANSWERED_DAYS. */
  expire: { from: ["pending"], to: "expired", by: ["service"] },
  /** The conversation between the asker and the claiming attorney. */
  followUp: { from: ["claimed", "answered"], to: null, by: ["asker", "claimer"] },
} as const satisfies Record<string, Move>;

export type MoveName = keyof typeof MOVES;

/** The statuses a move starts from, for a conditional write's `status in (...)`. */
export const movableFrom = (move: MoveName): readonly QuestionStatus[] => MOVES[move].from;

/** The move may start from this status. */
export const canMoveFrom = (move: MoveName, status: QuestionStatus): boolean =>
  (MOVES[move].from as readonly QuestionStatus[]).includes(status);

/** This mover may make the move, whatever the status. */
export const mayMove = (move: MoveName, mover: Mover): boolean => (MOVES[move].by as readonly Mover[]).includes(mover);

/** Statuses in which a question still waits for its answer: in the queue, or claimed by an attorney. */
export const AWAITING_ANSWER: readonly QuestionStatus[] = [...MOVES.claim.from, ...MOVES.answer.from];

/** Statuses in which a question is finished: nothing more happens to it but the retention purge. */
export const FINISHED: readonly QuestionStatus[] = QUESTION_STATUSES.filter((s) =>
  Object.values(MOVES).every((m) => !(m.from as readonly QuestionStatus[]).includes(s)),
);

/**
 * Why a move cannot start from this status, in the words the caller is shown (409). Only for a status the move does
 * not start from; who may make it is decided apart (404 or 403).
 */
export function refusal(move: MoveName, status: QuestionStatus): string {
  switch (move) {
    // Any attorney the question is in reach of is told this, so a question that left the queue is not said to be
    // answered, withdrawn or expired: that is for its asker and its attorney (docs/decisions/027).
    case "claim":
      return status === "claimed"
        ? "This question has already been claimed"
        : "This question is no longer waiting, so it can no longer be claimed";
    case "answer":
      return status === "pending"
        ? "This question is not claimed, so there is nothing to answer"
        : "This question has already been answered";
    case "release":
    case "holdRunsOut":
      return "This question is not claimed, so there is nothing to release";
    case "withdraw":
      return "Only a question that is waiting or being reviewed can be withdrawn";
    case "close":
    case "autoClose":
      return "Only an answered question can be closed";
    case "expire":
      return "Only a question nobody has claimed can expire";
    // Said to its asker or its attorney, by the status the page shows them (an expired question reads "Closed — no
    // attorney was available").
    case "followUp":
      if (status === "pending") return "Follow-ups can be added once an attorney has claimed the question";
      if (status === "withdrawn") return "This question was withdrawn, so it takes no more follow-ups";
      if (status === "expired")
        return "This question closed because no attorney was available, so it takes no follow-ups";
      return "This question is closed, so it takes no more follow-ups";
  }
}
