import { Link } from "wouter";
import type { UserQuestionDto } from "@shared/api/types";
import { RECENT_ACTIVITY_COUNT } from "@/config/timings";
import { Card } from "@/components/ui/card";
import { questionPath } from "@shared/paths";
import { EmptyQuestions } from "@/features/questions/components/empty-questions";
import { DateText } from "@/features/questions/components/format-date";
import { QuestionStatusBadge } from "@/features/questions/components/question-status";

/** The newest questions first (the server already orders them; sorting again keeps this honest on its own). */
export function latestQuestions<T extends Pick<UserQuestionDto, "createdAt" | "id">>(questions: readonly T[]): T[] {
  return [...questions]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
    .slice(0, RECENT_ACTIVITY_COUNT);
}

/** Spec section 2, "Home": the 3 latest questions with status text and creation date, or an empty state. */
export function RecentActivity({ questions }: { questions: readonly UserQuestionDto[] }) {
  if (questions.length === 0) return <EmptyQuestions />;
  return (
    <Card>
      <ul className="divide-y divide-border">
        {latestQuestions(questions).map((q) => (
          <li key={q.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
            <Link
              href={questionPath(q.id)}
              className="font-medium wrap-anywhere text-primary underline-offset-4 hover:underline"
            >
              {q.title}
            </Link>
            <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground sm:shrink-0">
              <QuestionStatusBadge status={q.status} />
              <DateText value={q.createdAt} />
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
