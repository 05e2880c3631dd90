import { ClipboardList, Clock, Inbox, ListChecks, Star, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@shared/paths";
import { LicensesCard } from "@/features/attorneys/components/licenses-card";

// Spec section 2: placeholders until the product measures them.
export const AVERAGE_RESPONSE_TIME = "2.5h";
export const ATTORNEY_RATING = 4.9;
export const ANSWERED_TODAY = 0;

interface AttorneyDashboardProps {
  /** The length of the queue list; null while it loads. */
  availableCount: number | null;
  /** More questions wait beyond the loaded list. */
  hasMore?: boolean;
  /** The queue could not be loaded. */
  failed?: boolean;
  /** Approved: licenses and the conflict list are theirs to manage. */
  approved?: boolean;
}

function Stat({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: ReactNode }) {
  return (
    <li>
      <Card className="h-full">
        <CardContent className="flex items-center gap-4 p-6">
          <Icon aria-hidden="true" className="size-8 shrink-0 text-primary" />
          <p className="grid">
            <span className="text-sm text-muted-foreground">{label}</span>
            <span className="text-2xl font-bold">{value}</span>
          </p>
        </CardContent>
      </Card>
    </li>
  );
}

export function AttorneyDashboard({
  availableCount,
  hasMore = false,
  failed = false,
  approved = false,
}: AttorneyDashboardProps) {
  const available = failed ? "—" : availableCount === null ? "…" : `${availableCount}${hasMore ? "+" : ""}`;
  return (
    <div className="grid gap-8">
      <section id="attorney-stats" aria-labelledby="attorney-stats-title" className="grid gap-4">
        <h2 id="attorney-stats-title" className="sr-only">
          Your statistics
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Stat icon={Inbox} label="Available Questions" value={available} />
          <Stat icon={Clock} label="Average Response Time" value={AVERAGE_RESPONSE_TIME} />
          <Stat icon={Star} label="Rating" value={ATTORNEY_RATING} />
          <Stat icon={ListChecks} label="Answered Today" value={ANSWERED_TODAY} />
        </ul>
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Question Queue</CardTitle>
            <CardDescription>
              Browse questions waiting for an attorney, filter by legal category, and claim one.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link href={paths.questionQueue} id="question-queue">
                <Inbox aria-hidden="true" />
                Browse Question Queue
              </Link>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Claimed Questions</CardTitle>
            <CardDescription>Questions you have claimed: answer the open ones and review your answers.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline">
              <Link href={paths.claimedQuestions} id="claimed-questions">
                <ClipboardList aria-hidden="true" />
                View Claimed Questions
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>
      {approved ? <LicensesCard /> : null}
    </div>
  );
}
