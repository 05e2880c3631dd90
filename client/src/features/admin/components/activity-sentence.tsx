import type { ReactNode } from "react";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import type { AuditAction, AuditEventDto } from "@shared/api/types";
import { questionPath } from "@shared/paths";
import { Button } from "@/components/ui/button";

/** What each action is called in the Activity filter. */
export const ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  "question.viewed": msg`Read a question`,
  "question.claimed": msg`Claimed a question`,
  "question.released": msg`Released a claim`,
  "question.answered": msg`Answered a question`,
  "question.withdrawn": msg`Withdrew a question`,
  "question.closed": msg`Closed a question`,
  "question.expired": msg`Question expired unanswered`,
  "followup.created": msg`Added a follow-up`,
  "application.approved": msg`Approved an application`,
  "application.rejected": msg`Rejected an application`,
  "license.verified": msg`Verified a license`,
  "license.rejected": msg`Rejected a license`,
  "account.exported": msg`Downloaded their data`,
  "account.deleted": msg`Deleted their account`,
  "question.purged": msg`Question deleted (retention)`,
  "account.2fa_enabled": msg`Turned on two-step sign-in`,
  "account.2fa_disabled": msg`Turned off two-step sign-in`,
  "account.recovery_code_used": msg`Used a recovery code`,
  "attorney.revoked": msg`Revoked an attorney's access`,
  "attorney.reinstated": msg`Reinstated an attorney`,
};

type Person = AuditEventDto["actor"];

/**
 * Each entry as a whole sentence (docs/decisions/033): `who` acted, `q` is the question's number, `s` the person it is
 * about. Whole sentences, so each language puts the parts where its grammar wants them. Nothing of what a question
 * says: its number only.
 */
const SENTENCES: Record<AuditAction, (who: ReactNode, q: ReactNode, s: ReactNode) => ReactNode> = {
  "question.viewed": (who, q) => (
    <Trans>
      {who} read question {q}.
    </Trans>
  ),
  "question.claimed": (who, q) => (
    <Trans>
      {who} claimed question {q}.
    </Trans>
  ),
  "question.released": (who, q) => (
    <Trans>
      {who} gave question {q} back to the queue.
    </Trans>
  ),
  "question.answered": (who, q) => (
    <Trans>
      {who} answered question {q}.
    </Trans>
  ),
  "question.withdrawn": (who, q) => (
    <Trans>
      {who} withdrew question {q}.
    </Trans>
  ),
  "question.closed": (who, q) => (
    <Trans>
      {who} closed question {q}.
    </Trans>
  ),
  "question.expired": (who, q) => (
    <Trans>
      {who} closed question {q}, unanswered in time.
    </Trans>
  ),
  "followup.created": (who, q) => (
    <Trans>
      {who} added a follow-up to question {q}.
    </Trans>
  ),
  "application.approved": (who, _q, s) => (
    <Trans>
      {who} approved the application of {s}.
    </Trans>
  ),
  "application.rejected": (who, _q, s) => (
    <Trans>
      {who} rejected the application of {s}.
    </Trans>
  ),
  "license.verified": (who, _q, s) => (
    <Trans>
      {who} verified a license of {s}.
    </Trans>
  ),
  "license.rejected": (who, _q, s) => (
    <Trans>
      {who} rejected a license of {s}.
    </Trans>
  ),
  "account.exported": (who) => <Trans>{who} downloaded their data.</Trans>,
  "account.deleted": (who) => <Trans>{who} deleted their account.</Trans>,
  "question.purged": (who, q) => (
    <Trans>
      {who} deleted question {q} under the retention rules.
    </Trans>
  ),
  "account.2fa_enabled": (who) => <Trans>{who} turned on two-step sign-in.</Trans>,
  "account.2fa_disabled": (who) => <Trans>{who} turned off two-step sign-in.</Trans>,
  "account.recovery_code_used": (who) => <Trans>{who} used a recovery code.</Trans>,
  "attorney.revoked": (who, _q, s) => (
    <Trans>
      {who} revoked the access of {s}.
    </Trans>
  ),
  "attorney.reinstated": (who, _q, s) => (
    <Trans>
      {who} reinstated {s}.
    </Trans>
  ),
};

// Who acted, or whom an entry is about, as the start of a sentence and inside one.
const PEOPLE = {
  service: [msg`The service`, msg`the service`],
  deleted: [msg`A deleted account`, msg`a deleted account`],
  member: [msg`A member`, msg`a member`],
} as const;
const ROLES = {
  admin: msg({ message: "admin", context: "a person's role in Activity" }),
  attorney: msg({ message: "attorney", context: "a person's role in Activity" }),
};
const UNNAMED = { admin: msg`An admin`, attorney: msg`An attorney` };

/** A person in words: staff by name and role, anyone else by role only (docs/decisions/033). */
export function personText(i18n: I18n, p: Person, start: boolean): string {
  const pick = (pair: readonly [MessageDescriptor, MessageDescriptor]) => i18n._(start ? pair[0] : pair[1]);
  if (p === null) return pick(PEOPLE.service);
  if (p.role === "deleted" || p.role === "member") return pick(PEOPLE[p.role]);
  return `${p.name ?? i18n._(UNNAMED[p.role])} (${i18n._(ROLES[p.role])})`;
}

function Who({ p, start, onPick }: { p: Person; start: boolean; onPick: (name: string) => void }) {
  const { i18n, t } = useLingui();
  const text = personText(i18n, p, start);
  if (!p?.name) return <span>{text}</span>;
  const name = p.name;
  return (
    <Button
      variant="link"
      className="inline h-auto p-0 align-baseline whitespace-normal"
      aria-label={t`${text}: show only their activity`}
      onClick={() => onPick(name)}
    >
      {text}
    </Button>
  );
}

/** One entry as a sentence: "Grace Hopper (admin) approved the application of Atticus Finch (attorney)." */
export function ActivitySentence({ e, onPickPerson }: { e: AuditEventDto; onPickPerson: (name: string) => void }) {
  const { t } = useLingui();
  const q =
    e.questionId === null ? (
      t`(no number)`
    ) : e.action === "question.purged" ? (
      <span>#{e.questionId}</span>
    ) : (
      <Link href={questionPath(e.questionId)} className="text-primary underline underline-offset-4">
        #{e.questionId}
      </Link>
    );
  const s = e.subject === null ? t`an applicant` : <Who p={e.subject} start={false} onPick={onPickPerson} />;
  return SENTENCES[e.action](<Who p={e.actor} start onPick={onPickPerson} />, q, s);
}
