import { eq } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { describe, expect, it } from "vitest";
import { questions, type NewQuestion } from "@shared/schema";
import {
  canMoveFrom,
  MOVES,
  QUESTION_STATUSES,
  refusal,
  type MoveName,
  type QuestionStatus,
} from "@shared/question-life";
import { CLAIM_HOLD_MS, insertQuestion, signedIn, signedInAdmin, signedInAttorney } from "../setup/factories";
import { useTestApp } from "../setup/test-app";

// The server follows the question's life (shared/question-life.ts): every move, from every status, by every kind of
// caller, against what the module and the visibility rule (server/auth/visibility.ts) say it must answer.
const h = useTestApp();

const ACTORS = ["asker", "claimer", "attorney", "admin"] as const;
type ActorKind = (typeof ACTORS)[number];
type Call = "claim" | "answer" | "release" | "adminRelease" | "withdraw" | "close" | "followUp";
const CALLS: Call[] = ["claim", "answer", "release", "adminRelease", "withdraw", "close", "followUp"];
const MOVE_OF: Record<Call, MoveName> = {
  claim: "claim",
  answer: "answer",
  release: "release",
  adminRelease: "release",
  withdraw: "withdraw",
  close: "close",
  followUp: "followUp",
};
const ANSWER = "In most states a landlord must return a deposit within a set time, with a list of any deductions.";

/** A question in `status`, held by `claimer` where the status keeps a claim. */
function inStatus(status: QuestionStatus, claimerId: string): Partial<NewQuestion> {
  const now = h.clock.now();
  const claimed = { claimedBy: claimerId, claimedAt: now };
  switch (status) {
    case "pending":
      return { status };
    case "claimed":
      return { status, ...claimed, claimExpiresAt: new Date(now.getTime() + CLAIM_HOLD_MS) };
    case "answered":
      return { status, ...claimed, answeredAt: now, lastActivityAt: now };
    case "closed":
      return { status, ...claimed, answeredAt: now, closedAt: now };
    case "withdrawn":
    case "expired":
      return { status, closedAt: now };
  }
}

function send(agent: TestAgent, call: Call, id: number) {
  switch (call) {
    case "claim":
      return agent.post(`/api/questions/${id}/claim`).send({});
    case "answer":
      return agent.post(`/api/questions/${id}/answer`).send({ content: ANSWER });
    case "release":
      return agent.post(`/api/questions/${id}/release`).send({});
    case "adminRelease":
      return agent.post(`/api/admin/questions/${id}/release`).send({});
    case "withdraw":
      return agent.post(`/api/questions/${id}/withdraw`);
    case "close":
      return agent.post(`/api/questions/${id}/close`);
    case "followUp":
      return agent.post("/api/followups").send({ questionId: id, content: "One more thing, please?" });
  }
}

/**
 * What the server must answer. The caller's part in the question: the asker; the claimer while the status keeps their
 * claim (else they are one more attorney); any other approved attorney, who sees it only while a claim may start from
 * its status (their queue); an admin. Who may not see it gets 404, who may see it but not act 403, a move from a status
 * it does not start from 409 with the module's reason.
 */
function expected(call: Call, actor: ActorKind, status: QuestionStatus): { code: number; message?: string } {
  const move = MOVE_OF[call];
  const holdsClaim = actor === "claimer" && ["claimed", "answered", "closed"].includes(status);
  const part = actor === "claimer" && !holdsClaim ? "attorney" : actor;
  const sees = part !== "attorney" || canMoveFrom("claim", status);
  const ok = { claim: 200, answer: 201, release: 200, adminRelease: 200, withdraw: 200, close: 200, followUp: 201 };
  const moved = canMoveFrom(move, status) ? { code: ok[call] } : { code: 409, message: refusal(move, status) };
  switch (call) {
    case "claim":
    case "answer":
    case "release":
      // Attorney calls: the asker (a plain account) and the admin (no attorney profile) see the question but are refused.
      if (part === "asker" || part === "admin") return { code: 403 };
      if (call === "claim") return moved; // any attorney within reach; a status past claiming says why
      if (part === "claimer") return moved;
      if (!sees) return { code: 404 };
      return call === "answer" ? { code: 403 } : moved;
    case "adminRelease":
      return part === "admin" ? moved : { code: 403 };
    case "withdraw":
    case "close":
      if (part === "asker") return moved;
      return sees ? { code: 403 } : { code: 404 };
    case "followUp":
      return part === "asker" || part === "claimer" ? moved : { code: 404 };
  }
}

describe("the question's life (status x move x caller)", () => {
  it("the server answers and moves every question as shared/question-life.ts says", async () => {
    const asker = await signedIn(h, { termsAcceptedAt: new Date() });
    const claimer = await signedInAttorney(h);
    const attorney = await signedInAttorney(h);
    const admin = await signedInAdmin(h);
    const agents: Record<ActorKind, TestAgent> = {
      asker: asker.agent,
      claimer: claimer.agent,
      attorney: attorney.agent,
      admin: admin.agent,
    };
    const wrong: string[] = [];
    let cases = 0;
    for (const status of QUESTION_STATUSES) {
      for (const call of CALLS) {
        for (const actor of ACTORS) {
          const q = await insertQuestion(h, asker.user.id, inStatus(status, claimer.user.id));
          const res = await send(agents[actor], call, q.id);
          const want = expected(call, actor, status);
          const [after] = await h.ctx.database.db
            .select({ status: questions.status })
            .from(questions)
            .where(eq(questions.id, q.id));
          const moved = want.code < 300 ? (MOVES[MOVE_OF[call]].to ?? status) : status;
          const got = `${res.status}${want.message ? ` ${res.body.message}` : ""} -> ${after?.status}`;
          const should = `${want.code}${want.message ? ` ${want.message}` : ""} -> ${moved}`;
          if (got !== should) wrong.push(`${call} by the ${actor} from ${status}: got ${got}, want ${should}`);
          cases += 1;
        }
      }
    }
    expect(cases).toBe(QUESTION_STATUSES.length * CALLS.length * ACTORS.length);
    expect(wrong).toEqual([]);
  });
});
