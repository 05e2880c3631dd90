import { Trans } from "@lingui/react/macro";
import { MessageSquarePlus } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { paths } from "@shared/paths";

/** Shown when the user has not asked anything yet. */
export function EmptyQuestions({ headingLevel: Heading = "h3" }: { headingLevel?: "h2" | "h3" }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-input bg-background px-6 py-10 text-center">
      <MessageSquarePlus aria-hidden="true" className="size-10 text-primary" />
      <Heading className="text-lg font-semibold">
        <Trans>No questions yet</Trans>
      </Heading>
      <p className="max-w-md text-sm text-muted-foreground">
        <Trans>
          Ask a legal question, anonymously if you prefer, and a licensed attorney will answer it, typically within 24
          hours.
        </Trans>
      </p>
      <Button asChild>
        <Link href={paths.submitQuestion}>
          <Trans>Submit Your First Question</Trans>
        </Link>
      </Button>
    </div>
  );
}
