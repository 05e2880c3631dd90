import { memo, useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AuditAction, AuditEventDto } from "@shared/api/types";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { fieldControlClass, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { useAuditLog, type AuditFilter } from "@/features/admin/api/audit";
import { ACTION_LABELS, ActivitySentence } from "@/features/admin/components/activity-sentence";
import { hasStatus } from "@/lib/api-client";
import { getErrorMessage } from "@/lib/api-errors";
import { useFormat } from "@/lib/format";
import { useFocusNextPage } from "@/hooks/use-focus-next-page";

export { ACTION_LABELS };

const selectClass = cn(fieldControlClass, "h-10 py-2");
const ACTIONS = Object.keys(ACTION_LABELS) as AuditAction[];

interface Draft {
  questionId: string;
  person: string;
  action: string;
  from: string;
  to: string;
}
const NO_FILTER: Draft = { questionId: "", person: "", action: "", from: "", to: "" };

/** The filter as sent: whole local days, `to` included (so the end is the next day's midnight). */
export function toAuditFilter(d: Draft): AuditFilter {
  const day = (v: string, plus = 0) => {
    const [y, m, dd] = v.split("-").map(Number);
    return new Date(y ?? 0, (m ?? 1) - 1, (dd ?? 1) + plus).toISOString();
  };
  return {
    questionId: d.questionId.trim() || undefined,
    person: d.person.trim() || undefined,
    action: d.action || undefined,
    from: d.from ? day(d.from) : undefined,
    to: d.to ? day(d.to, 1) : undefined,
  };
}

function Filters({
  draft,
  setDraft,
  onApply,
}: {
  draft: Draft;
  setDraft: (d: Draft) => void;
  onApply: (d: Draft) => void;
}) {
  const { i18n, t } = useLingui();
  const [error, setError] = useState<string | undefined>();
  const set = (key: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setDraft({ ...draft, [key]: e.target.value });
  return (
    <form
      aria-label={t`Filter activity`}
      noValidate
      className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        if (!/^\d{0,10}$/.test(draft.questionId.trim())) return setError(t`Enter a question number, such as 42`);
        setError(undefined);
        onApply(draft);
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="activity-person">
          <Trans>Person</Trans>
        </Label>
        <Input id="activity-person" value={draft.person} onChange={set("person")} placeholder={t`Part of a name`} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="activity-action">
          <Trans>Action</Trans>
        </Label>
        <select id="activity-action" className={selectClass} value={draft.action} onChange={set("action")}>
          <option value="">{t`All actions`}</option>
          {ACTIONS.map((a) => (
            <option key={a} value={a}>
              {i18n._(ACTION_LABELS[a])}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="activity-question">
          <Trans>Question number</Trans>
        </Label>
        <Input
          id="activity-question"
          inputMode="numeric"
          value={draft.questionId}
          onChange={set("questionId")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "activity-question-error" : undefined}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="activity-from">
          <Trans>From</Trans>
        </Label>
        <Input id="activity-from" type="date" value={draft.from} onChange={set("from")} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="activity-to">
          <Trans>To</Trans>
        </Label>
        <Input id="activity-to" type="date" value={draft.to} onChange={set("to")} />
      </div>
      <div className="flex gap-2">
        <Button type="submit">
          <Trans>Filter</Trans>
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            setError(undefined);
            setDraft(NO_FILTER);
            onApply(NO_FILTER);
          }}
        >
          <Trans>Clear</Trans>
        </Button>
      </div>
      {error ? (
        <p id="activity-question-error" role="alert" className="text-sm text-destructive sm:col-span-full">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** The entries, newest first; drawn again only when they or the language change, not on each key in the filters. */
const Entries = memo(function Entries({
  items,
  onPickPerson,
  listRef,
}: {
  items: AuditEventDto[];
  onPickPerson: (person: string) => void;
  listRef: RefObject<HTMLOListElement | null>;
}) {
  const { t } = useLingui();
  const { formatDateTime } = useFormat();
  return (
    <ol
      ref={listRef}
      className="grid gap-2 rounded-md border bg-card p-3 text-sm"
      aria-label={t`Activity, newest first`}
    >
      {items.map((e) => (
        <li key={e.id} className="grid gap-0.5 border-b pb-2 last:border-0 last:pb-0">
          <span>
            <ActivitySentence e={e} onPickPerson={onPickPerson} />
          </span>
          <time dateTime={e.at} className="text-xs text-muted-foreground">
            {formatDateTime(e.at)}
          </time>
        </li>
      ))}
    </ol>
  );
});

/**
 * The Activity view (docs/decisions/022, 033): the audit log as sentences, newest first, filtered by person, action,
 * question and day, older pages fetched by `before`. Questions appear by number only; what they say stays on their
 * own page.
 */
export function ActivityLog({ questionId, compact = false }: { questionId?: number; compact?: boolean }) {
  const { t } = useLingui();
  const fixed = questionId === undefined ? {} : { questionId: String(questionId) };
  const [draft, setDraft] = useState<Draft>({ ...NO_FILTER, ...fixed });
  const [filter, setFilter] = useState<AuditFilter>(fixed);
  const log = useAuditLog(filter);
  const apply = (d: Draft) => setFilter({ ...toAuditFilter(d), ...fixed });
  // A name in a sentence filters by that person, keeping the rest of the filter as typed.
  const latestDraft = useRef(draft);
  useEffect(() => {
    latestDraft.current = draft;
  }, [draft]);
  const pickPerson = useCallback(
    (person: string) => {
      const next = { ...latestDraft.current, person };
      setDraft(next);
      setFilter({ ...toAuditFilter(next), ...(questionId === undefined ? {} : { questionId: String(questionId) }) });
    },
    [questionId],
  );

  const list = useRef<HTMLOListElement>(null);
  const showOlder = useFocusNextPage(list, log.items.length);

  let body;
  if (log.isLoading) body = <Spinner label={t`Loading activity...`} showLabel />;
  // Only a first page that failed replaces the log: a failed Show Older Activity keeps what is shown (docs/ux.md).
  else if (log.isError && !log.data)
    body = (
      <Card role="alert">
        <CardContent className="grid justify-items-start gap-3 p-6">
          <p className="font-semibold">{getErrorMessage(log.error, t`We couldn't load the activity.`)}</p>
          <Button variant="outline" onClick={() => void log.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        </CardContent>
      </Card>
    );
  else if (log.items.length === 0)
    body = (
      <p className="text-muted-foreground">
        <Trans>No activity matches.</Trans>
      </p>
    );
  else
    body = (
      <div className="grid gap-3">
        <Entries items={log.items} onPickPerson={pickPerson} listRef={list} />
        {log.isFetchNextPageError && !log.isFetchingNextPage ? (
          <p role="alert" className="text-sm text-muted-foreground">
            <Trans>We couldn&apos;t load older activity. Please try again.</Trans>
          </p>
        ) : null}
        {log.hasNextPage ? (
          <Button
            variant="outline"
            className="justify-self-start"
            blocked={log.isFetchingNextPage}
            onClick={() => showOlder(log.fetchNextPage)}
          >
            {log.isFetchingNextPage ? <Trans>Loading...</Trans> : <Trans>Show Older Activity</Trans>}
          </Button>
        ) : null}
      </div>
    );

  if (compact) return body;
  // Someone who is not an admin: said calmly, as the panel and Outcomes say it, without filters or a Try Again that
  // could never work.
  if (hasStatus(log.error, 403) && !log.data)
    return (
      <p role="alert">
        <Trans>Only administrators can see the activity.</Trans>
      </p>
    );
  return (
    <section id="activity" aria-label={t`Activity`} className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        <Trans>
          Every read of a question by an attorney or admin, every claim, answer and decision, newest first. Nothing here
          can be changed or removed.
        </Trans>
      </p>
      <Filters draft={draft} setDraft={setDraft} onApply={apply} />
      {body}
    </section>
  );
}
