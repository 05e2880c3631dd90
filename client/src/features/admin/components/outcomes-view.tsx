import { lazy, Suspense, useState } from "react";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { OutcomesDto } from "@shared/api/types";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { fieldControlClass, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LoadFailed } from "@/components/errors/load-failed";
import { Spinner } from "@/components/ui/spinner";
import { hasStatus } from "@/lib/api-client";
import { getErrorMessage } from "@/lib/api-errors";
import { useCategories } from "@/lib/api/categories";
import { categoryName } from "@/lib/category-name";
import { useFormat } from "@/lib/format";
import { cn } from "@/lib/utils";
import { outcomesUrl, useOutcomes, type OutcomesFilter, type OutcomesGrouping } from "@/features/admin/api/outcomes";
import { calendarDay, decimal, hours, percent } from "@/features/admin/components/outcomes-format";

// docs/decisions/029: does a person get an answer, and how soon; where nobody covers a state. Anonymous figures only.

// The chart library loads with this view only, never with the landing page or the rest of the admin panel.
const OutcomesChart = lazy(() =>
  import("@/features/admin/components/outcomes-chart").then((m) => ({ default: m.OutcomesChart })),
);

const selectClass = cn(fieldControlClass, "h-10 py-2");

const FILTER_KEYS = ["from", "to", "state", "categoryId"] as const;

/** Whether two filters ask for the same figures: a field left empty is no filter, as the server reads it. */
const sameFilter = (a: OutcomesFilter, b: OutcomesFilter) => FILTER_KEYS.every((k) => (a[k] || "") === (b[k] || ""));

function Filters({ value, onApply }: { value: OutcomesFilter; onApply: (f: OutcomesFilter) => void }) {
  const { i18n, t } = useLingui();
  const { states } = useFormat();
  const categories = useCategories();
  const [draft, setDraft] = useState<OutcomesFilter>(value);
  const set = (key: keyof OutcomesFilter) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  return (
    <form
      aria-label={t`Filters`}
      className="grid gap-4 sm:grid-cols-2 sm:items-end lg:grid-cols-5"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(draft);
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor="outcomes-from">
          <Trans>From</Trans>
        </Label>
        <Input id="outcomes-from" type="date" value={draft.from ?? ""} onChange={set("from")} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="outcomes-to">
          <Trans>To</Trans>
        </Label>
        <Input id="outcomes-to" type="date" value={draft.to ?? ""} onChange={set("to")} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="outcomes-state">
          <Trans>State</Trans>
        </Label>
        <select id="outcomes-state" className={selectClass} value={draft.state ?? ""} onChange={set("state")}>
          <option value="">{t`All states`}</option>
          {states.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="outcomes-category">
          <Trans>Category</Trans>
        </Label>
        <select
          id="outcomes-category"
          className={selectClass}
          value={draft.categoryId ?? ""}
          onChange={set("categoryId")}
        >
          <option value="">{t`All categories`}</option>
          {(categories.data ?? []).map((c) => (
            <option key={c.id} value={String(c.id)}>
              {categoryName(i18n, c)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit">
        <Trans>Apply Filters</Trans>
      </Button>
    </form>
  );
}

type Row = OutcomesDto["rows"][number];

/** The tables' figures, in order; a state nobody covers is marked. */
const COLUMNS: {
  key: string;
  label: MessageDescriptor;
  cell: (r: Row, i18n: I18n) => string | number;
  warn?: (r: Row) => boolean;
}[] = [
  { key: "asked", label: msg({ message: "Asked", context: "an Outcomes column" }), cell: (r) => r.asked },
  { key: "answered", label: msg({ message: "Answered", context: "an Outcomes column" }), cell: (r) => r.answered },
  // Answered, then closed by its asker or by itself: counted in the answered share too.
  { key: "closed", label: msg({ message: "Closed", context: "an Outcomes column" }), cell: (r) => r.closed },
  { key: "expired", label: msg({ message: "Expired", context: "an Outcomes column" }), cell: (r) => r.expired },
  { key: "withdrawn", label: msg({ message: "Withdrawn", context: "an Outcomes column" }), cell: (r) => r.withdrawn },
  { key: "open", label: msg({ message: "Open", context: "an Outcomes column" }), cell: (r) => r.open },
  {
    key: "share",
    label: msg({ message: "Answered share", context: "an Outcomes column" }),
    cell: (r, i18n) => percent(i18n, r.answeredShare),
  },
  {
    key: "median",
    label: msg({ message: "Median time to answer", context: "an Outcomes column" }),
    cell: (r, i18n) => hours(i18n, r.medianHoursToAnswer),
  },
  {
    key: "p90",
    label: msg({ message: "90% answered within", context: "an Outcomes column" }),
    cell: (r, i18n) => hours(i18n, r.p90HoursToAnswer),
  },
  {
    key: "helped",
    // The share of "yes" among the askers who answered "Did this answer help?" (docs/decisions/029).
    label: msg({ message: "Said it helped", context: "an Outcomes column" }),
    cell: (r, i18n) => percent(i18n, r.helpfulShare),
  },
  {
    key: "volunteers",
    label: msg({ message: "Volunteers", context: "an Outcomes column" }),
    cell: (r, i18n) =>
      r.volunteers === 0 ? i18n._(msg({ message: "None", context: "no volunteers in a state" })) : r.volunteers,
    warn: (r) => r.volunteers === 0,
  },
];

function FiguresTable({
  caption,
  keyLabel,
  rows,
  keyText,
}: {
  caption: string;
  keyLabel: string;
  rows: Row[];
  keyText: (key: string | null) => string;
}) {
  const { i18n } = useLingui();
  if (rows.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No questions were asked in this period.</Trans>
      </p>
    );
  return (
    // A region of its own that takes focus, so a keyboard can scroll a table wider than the screen (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
    <div className="overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="py-2 pr-3 font-medium">
              {keyLabel}
            </th>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col" className="py-2 pr-3 text-right font-medium last:pr-0">
                {i18n._(c.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-b last:border-0">
              <th scope="row" className="whitespace-nowrap py-2 pr-3 font-medium">
                {keyText(r.key)}
              </th>
              {COLUMNS.map((c) => (
                <td
                  key={c.key}
                  className={cn(
                    "py-2 pr-3 text-right tabular-nums last:pr-0",
                    c.warn?.(r) && "font-semibold text-destructive",
                  )}
                >
                  {c.cell(r, i18n)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-muted-foreground">
        <Trans>— : no finished questions to measure yet. Shares count finished questions only.</Trans>
      </p>
    </div>
  );
}

function Download({ filter, by, label }: { filter: OutcomesFilter; by: OutcomesGrouping; label: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={outcomesUrl(filter, by, true)} download>
        {label}
      </a>
    </Button>
  );
}

function Summary({ data }: { data: OutcomesDto }) {
  const { i18n, t } = useLingui();
  const { formatDateTime } = useFormat();
  const asOf = formatDateTime(data.asOf);
  const items = [
    [t`Approved volunteers`, String(data.volunteers.approved)],
    [t`Active in the last 30 days`, String(data.volunteers.activeLast30Days)],
    [t`Questions per active volunteer`, decimal(i18n, data.volunteers.questionsPerActiveVolunteer)],
    [t`Waiting now`, String(data.backlog.pending)],
    [t`Waiting over 10 days`, String(data.backlog.waiting10Days)],
    [t`Waiting over 25 days`, String(data.backlog.waiting25Days)],
  ];
  return (
    <div className="grid gap-2">
      <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {items.map(([term, value]) => (
          <div key={term} className="grid gap-1 rounded-md border p-3">
            <dt className="text-xs text-muted-foreground">{term}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">
        <Trans>
          Figures as of <time dateTime={data.asOf}>{asOf}</time>. They are worked out again at most once a minute.
        </Trans>
      </p>
    </div>
  );
}

/** The admin's Outcomes view: weekly figures as a chart and a table, the states, filters and CSV downloads. */
export function OutcomesView() {
  const { t } = useLingui();
  const { formatDate, stateName } = useFormat();
  const [filter, setFilter] = useState<OutcomesFilter>({});
  const weeks = useOutcomes(filter, "week");
  const states = useOutcomes(filter, "state");
  // Both sections are read again together: by Try Again, and by Apply Filters with the filters unchanged, which would
  // otherwise ask for the same figures and so send nothing.
  const reload = () => void Promise.all([weeks.refetch(), states.refetch()]);
  const apply = (next: OutcomesFilter) => (sameFilter(next, filter) ? reload() : setFilter(next));
  // The server's reason when it gave one (a period it refuses: its end before its start, longer than 10 years).
  const failed = (error: unknown) => (
    <LoadFailed
      message={getErrorMessage(error, t`The figures could not be loaded. Please try again.`)}
      onRetry={reload}
    />
  );
  if (hasStatus(weeks.error, 403)) {
    return (
      <p role="alert">
        <Trans>Only administrators can see the outcome figures.</Trans>
      </p>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-6">
      <Filters value={filter} onApply={apply} />
      {weeks.isPending ? (
        <Spinner label={t`Loading outcomes...`} showLabel />
      ) : weeks.isError ? (
        failed(weeks.error)
      ) : (
        <>
          <Summary data={weeks.data} />
          <Card>
            <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
              <div className="grid gap-1">
                <CardTitle as="h2">
                  <Trans>By week</Trans>
                </CardTitle>
                <CardDescription>
                  <Trans>How many questions got an answer, and how soon.</Trans>
                </CardDescription>
              </div>
              <Download filter={filter} by="week" label={t`Download weeks (CSV)`} />
            </CardHeader>
            <CardContent className="grid grid-cols-1 gap-6">
              <Suspense fallback={<Spinner label={t`Loading chart...`} showLabel />}>
                <OutcomesChart rows={weeks.data.rows} />
              </Suspense>
              <FiguresTable
                caption={t`Figures by week`}
                keyLabel={t`Week of`}
                rows={weeks.data.rows}
                // Each week by its first day, written as every date on the screens is (docs/decisions/038).
                keyText={(k) => (k ? formatDate(calendarDay(k)) : "")}
              />
            </CardContent>
          </Card>
        </>
      )}
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <CardTitle as="h2">
              <Trans>By state</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>A state with no volunteers has nobody to answer its questions.</Trans>
            </CardDescription>
          </div>
          <Download filter={filter} by="state" label={t`Download states (CSV)`} />
        </CardHeader>
        <CardContent>
          {states.isPending ? (
            <Spinner label={t`Loading states...`} showLabel />
          ) : states.isError ? (
            failed(states.error)
          ) : (
            <FiguresTable
              caption={t`Figures by state`}
              keyLabel={t`State`}
              rows={states.data.rows}
              keyText={(k) => (k === null ? t`No state given` : stateName(k))}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
