import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { z } from "zod";
import type { AuditAction, AuditEventDto } from "@shared/api/types";
import { formatDateTime } from "@shared/format/date";
import { questionPath } from "@shared/paths";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { TextField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { useAuditLog, type AuditFilter } from "@/features/admin/api/audit";
import { getErrorMessage } from "@/lib/api-errors";

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
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const filterSchema = z.object({
  questionId: z
    .string()
    .trim()
    .regex(/^(\d{1,10})?$/, "Enter a question number, such as 42"),
  actorId: z
    .string()
    .trim()
    .refine((v) => v === "" || UUID.test(v), "Enter an account id, as shown in the log"),
});
type FilterInput = z.infer<typeof filterSchema>;
const NO_FILTER: FilterInput = { questionId: "", actorId: "" };

/** An account id, short on screen and whole for screen readers and on hover; null is the service itself. */
function Person({ id, onPick }: { id: string | null; onPick: (id: string) => void }) {
  if (id === null) return <span className="text-muted-foreground">The service</span>;
  return (
    <Button
      variant="link"
      className="h-auto p-0 font-mono text-xs"
      title={id}
      aria-label={`Show only entries by ${id}`}
      onClick={() => onPick(id)}
    >
      {id.slice(0, 8)}
    </Button>
  );
}

function Entry({ e, onPickActor }: { e: AuditEventDto; onPickActor: (id: string) => void }) {
  return (
    <tr className="border-b align-top last:border-0">
      <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(e.at)}</td>
      <td className="py-2 pr-4">{ACTION_LABELS[e.action]}</td>
      <td className="py-2 pr-4">
        <Person id={e.actorId} onPick={onPickActor} />
      </td>
      <td className="py-2 pr-4">
        {e.questionId === null ? (
          <span className="text-muted-foreground">—</span>
        ) : e.action === "question.purged" ? (
          <span>#{e.questionId}</span>
        ) : (
          <Link href={questionPath(e.questionId)} className="text-primary underline-offset-4 hover:underline">
            #{e.questionId}
          </Link>
        )}
      </td>
      <td className="py-2 font-mono text-xs" title={e.subjectUserId ?? undefined}>
        {e.subjectUserId ? e.subjectUserId.slice(0, 8) : <span className="font-sans text-muted-foreground">—</span>}
      </td>
    </tr>
  );
}

/**
 * The Activity view (docs/decisions/022): the audit log, newest first, filtered by question and by who acted.
 * It shows ids and actions only; what a question says stays on the question's own page.
 */
export function ActivityLog() {
  const [filter, setFilter] = useState<AuditFilter>({});
  const log = useAuditLog(filter);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FilterInput>({ resolver: zodResolver(filterSchema), defaultValues: NO_FILTER });

  const apply = handleSubmit((v) =>
    setFilter({ questionId: v.questionId || undefined, actorId: v.actorId || undefined }),
  );
  const pickActor = (actorId: string) => {
    reset({ questionId: filter.questionId ?? "", actorId });
    setFilter({ ...filter, actorId });
  };

  let body;
  if (log.isLoading) body = <Spinner label="Loading activity..." showLabel />;
  else if (log.isError)
    body = (
      <Card role="alert">
        <CardContent className="grid justify-items-start gap-3 p-6">
          <p className="font-semibold">{getErrorMessage(log.error, "We couldn't load the activity.")}</p>
          <Button variant="outline" onClick={() => void log.refetch()}>
            Try Again
          </Button>
        </CardContent>
      </Card>
    );
  else if (log.items.length === 0) body = <p className="text-muted-foreground">No activity matches.</p>;
  else
    body = (
      <div className="grid gap-3">
        <div className="overflow-x-auto rounded-md border bg-card p-3">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Activity, newest first</caption>
            <thead>
              <tr className="border-b text-muted-foreground">
                <th scope="col" className="pb-2 pr-4 font-medium">
                  When
                </th>
                <th scope="col" className="pb-2 pr-4 font-medium">
                  What
                </th>
                <th scope="col" className="pb-2 pr-4 font-medium">
                  Who
                </th>
                <th scope="col" className="pb-2 pr-4 font-medium">
                  Question
                </th>
                <th scope="col" className="pb-2 font-medium">
                  About
                </th>
              </tr>
            </thead>
            <tbody>
              {log.items.map((e) => (
                <Entry key={e.id} e={e} onPickActor={pickActor} />
              ))}
            </tbody>
          </table>
        </div>
        {log.hasNextPage ? (
          <Button
            variant="outline"
            className="justify-self-start"
            disabled={log.isFetchingNextPage}
            onClick={() => void log.fetchNextPage()}
          >
            {log.isFetchingNextPage ? "Loading..." : "Show Older Activity"}
          </Button>
        ) : null}
      </div>
    );

  return (
    <section id="activity" aria-labelledby="activity-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="activity-title" className="text-xl font-semibold">
          Activity
        </h2>
        <p className="text-sm text-muted-foreground">
          Every read of a question by an attorney or admin, every claim, answer and decision, newest first. Nothing here
          can be changed or removed.
        </p>
      </div>
      <form onSubmit={apply} noValidate aria-label="Filter activity" className="flex flex-wrap items-end gap-3">
        <TextField
          id="activity-question"
          label="Question number"
          inputMode="numeric"
          className="w-40"
          error={errors.questionId?.message}
          {...register("questionId")}
        />
        <TextField
          id="activity-actor"
          label="Account id"
          className="w-full sm:w-80"
          error={errors.actorId?.message}
          {...register("actorId")}
        />
        <Button type="submit">Filter</Button>
        <Button
          variant="outline"
          onClick={() => {
            reset(NO_FILTER);
            setFilter({});
          }}
        >
          Clear
        </Button>
      </form>
      {body}
    </section>
  );
}
