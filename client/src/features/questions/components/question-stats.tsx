import { useLingui } from "@lingui/react/macro";
import { CheckCircle2, Clock, MessageSquare } from "lucide-react";
import type { UserQuestionDto } from "@shared/api/types";
import { Card } from "@/components/ui/card";

export function countQuestions(questions: readonly Pick<UserQuestionDto, "status">[]) {
  return {
    total: questions.length,
    // A closed question was answered first.
    answered: questions.filter((q) => q.status === "answered" || q.status === "closed").length,
    pending: questions.filter((q) => q.status === "pending").length,
  };
}

interface QuestionStatsProps {
  questions: readonly Pick<UserQuestionDto, "status">[];
  /** The first figure's name: 'Questions Asked' on home, 'Total Questions' on the dashboard. */
  totalLabel: string;
  /** Heading of the section, for screen readers. */
  title?: string;
}

/** Three figures; the tour points at id="dashboard-stats". */
export function QuestionStats({ questions, totalLabel, title }: QuestionStatsProps) {
  const { t } = useLingui();
  const counts = countQuestions(questions);
  const items = [
    { key: "total", label: totalLabel, value: counts.total, Icon: MessageSquare },
    {
      key: "answered",
      label: t({ message: "Answered", context: "count of questions" }),
      value: counts.answered,
      Icon: CheckCircle2,
    },
    {
      key: "pending",
      label: t({ message: "Pending", context: "count of questions" }),
      value: counts.pending,
      Icon: Clock,
    },
  ];
  return (
    <section id="dashboard-stats" aria-labelledby="dashboard-stats-title">
      <h2 id="dashboard-stats-title" className="sr-only">
        {title ?? t`Your question statistics`}
      </h2>
      <dl className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-3 sm:gap-4">
        {items.map(({ key, label, value, Icon }) => (
          <Card key={key} className="flex flex-col-reverse justify-end gap-1 p-4 sm:p-5">
            <dt className="flex items-center gap-2 text-xs text-muted-foreground sm:text-sm">
              <Icon aria-hidden="true" className="hidden size-4 shrink-0 text-primary sm:block" />
              {label}
            </dt>
            <dd className="text-2xl font-bold sm:text-3xl">{value}</dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
