import { describe, expect, it } from "vitest";
import {
  AWAITING_ANSWER,
  canMoveFrom,
  FINISHED,
  MOVES,
  mayMove,
  QUESTION_STATUSES,
  refusal,
  type MoveName,
} from "./question-life";

describe("the question's life", () => {
  it("names its finished and waiting statuses from its moves", () => {
    expect(FINISHED).toEqual(["closed", "withdrawn", "expired"]);
    expect(AWAITING_ANSWER).toEqual(["pending", "claimed"]);
  });

  it("reaches every status from pending, and leaves none but the finished ones without a move", () => {
    const reached = new Set(["pending"]);
    for (let grew = true; grew;) {
      grew = false;
      for (const m of Object.values(MOVES))
        if (m.to && !reached.has(m.to) && m.from.some((s) => reached.has(s))) grew = reached.add(m.to).size > 0;
    }
    expect([...reached].sort()).toEqual([...QUESTION_STATUSES].sort());
  });

  it("gives a reason for every status a move does not start from, and none that names another move's words", () => {
    for (const move of Object.keys(MOVES) as MoveName[]) {
      for (const status of QUESTION_STATUSES) {
        if (canMoveFrom(move, status)) continue;
        expect(refusal(move, status), `${move} from ${status}`).toMatch(/^[A-Z].+[a-z]$/);
      }
    }
    expect(refusal("claim", "claimed")).toBe("This question has already been claimed");
    expect(refusal("followUp", "pending")).toBe("Follow-ups can be added once an attorney has claimed the question");
  });

  it("tells an attorney only that a question left the queue, and its asker and attorney how it ended", () => {
    for (const status of ["answered", "withdrawn", "expired", "closed"] as const) {
      expect(refusal("claim", status)).toBe("This question is no longer waiting, so it can no longer be claimed");
    }
    expect(refusal("followUp", "withdrawn")).toBe("This question was withdrawn, so it takes no more follow-ups");
    expect(refusal("followUp", "expired")).toBe(
      "This question closed because no attorney was available, so it takes no follow-ups",
    );
    expect(refusal("followUp", "closed")).toBe("This question is closed, so it takes no more follow-ups");
  });

  it("says who makes each move", () => {
    expect(mayMove("withdraw", "asker")).toBe(true);
    expect(mayMove("withdraw", "admin")).toBe(false);
    expect(mayMove("expire", "service")).toBe(true);
    expect(mayMove("answer", "attorney")).toBe(false);
  });
});
