import type { ReactNode } from "react";
import { Link } from "wouter";
import type { AuditAction, AuditEventDto } from "@shared/api/types";
import { questionPath } from "@shared/paths";
import { Button } from "@/components/ui/button";

/** What each action is called in the Activity filter. */
export const ACTION_LABELS: Record<AuditAction, string> = {
  "question.viewed": "Read a question",
  "question.claimed": "Claimed a question",
  "question.released": "Released a claim",
  "question.answered": "Answered a question",
  "question.withdrawn": "Withdrew a question",
  "question.closed": "Closed a question",
  "question.expired": "Question expired unanswered",
  "followup.created": "Added a follow-up",
  "application.approved": "Approved an application",
  "application.rejected": "Rejected an application",
  "license.verified": "Verified a license",
  "license.rejected": "Rejected a license",
  "account.exported": "Downloaded their data",
  "account.deleted": "Deleted their account",
  "question.purged": "Question deleted (retention)",
  "account.2fa_enabled": "Turned on two-step sign-in",
  "account.2fa_disabled": "Turned off two-step sign-in",
  "account.recovery_code_used": "Used a recovery code",
  "attorney.revoked": "Revoked an attorney's access",
  "attorney.reinstated": "Reinstated an attorney",
};

type Person = AuditEventDto["actor"];

/**
 * The words of each entry after who acted (docs/decisions/033): `q` is the question's number, `s` the person it is
 * about. Nothing of what a question says: its number only.
 */
const SENTENCES: Record<AuditAction, (q: ReactNode, s: ReactNode) => ReactNode> = {
  "question.viewed": (q) => <>read question {q}</>,
  "question.claimed": (q) => <>claimed question {q}</>,
  "question.released": (q) => <>gave question {q} back to the queue</>,
  "question.answered": (q) => <>answered question {q}</>,
  "question.withdrawn": (q) => <>withdrew question {q}</>,
  "question.closed": (q) => <>closed question {q}</>,
  "question.expired": (q) => <>closed question {q}, unanswered in time</>,
  "followup.created": (q) => <>added a follow-up to question {q}</>,
  "application.approved": (_q, s) => <>approved the application of {s}</>,
  "application.rejected": (_q, s) => <>rejected the application of {s}</>,
  "license.verified": (_q, s) => <>verified a license of {s}</>,
  "license.rejected": (_q, s) => <>rejected a license of {s}</>,
  "account.exported": () => <>downloaded their data</>,
  "account.deleted": () => <>deleted their account</>,
  "question.purged": (q) => <>deleted question {q} under the retention rules</>,
  "account.2fa_enabled": () => <>turned on two-step sign-in</>,
  "account.2fa_disabled": () => <>turned off two-step sign-in</>,
  "account.recovery_code_used": () => <>used a recovery code</>,
  "attorney.revoked": (_q, s) => <>revoked the access of {s}</>,
  "attorney.reinstated": (_q, s) => <>reinstated {s}</>,
};

/** A person in words: staff by name and role, anyone else by role only (docs/decisions/033). */
export function personText(p: Person, start: boolean): string {
  if (p === null) return start ? "The service" : "the service";
  if (p.role === "deleted") return start ? "A deleted account" : "a deleted account";
  if (p.role === "member") return start ? "A member" : "a member";
  return `${p.name ?? (p.role === "admin" ? "An admin" : "An attorney")} (${p.role})`;
}

function Who({ p, start, onPick }: { p: Person; start: boolean; onPick: (name: string) => void }) {
  const text = personText(p, start);
  if (!p?.name) return <span>{text}</span>;
  const name = p.name;
  return (
    <Button
      variant="link"
      className="inline h-auto p-0 align-baseline whitespace-normal"
      aria-label={`${text}: show only their activity`}
      onClick={() => onPick(name)}
    >
      {text}
    </Button>
  );
}

/** One entry as a sentence: "Grace Hopper (admin) approved the application of Atticus Finch (attorney)." */
export function ActivitySentence({ e, onPickPerson }: { e: AuditEventDto; onPickPerson: (name: string) => void }) {
  const q =
    e.questionId === null ? (
      "(no number)"
    ) : e.action === "question.purged" ? (
      <span>#{e.questionId}</span>
    ) : (
      <Link href={questionPath(e.questionId)} className="text-primary underline underline-offset-4">
        #{e.questionId}
      </Link>
    );
  const s = e.subject === null ? "an applicant" : <Who p={e.subject} start={false} onPick={onPickPerson} />;
  return (
    <>
      <Who p={e.actor} start onPick={onPickPerson} /> {SENTENCES[e.action](q, s)}.
    </>
  );
}
