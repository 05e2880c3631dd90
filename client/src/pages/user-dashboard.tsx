import { Trans, useLingui } from "@lingui/react/macro";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { paths } from "@shared/paths";
import { SentPanel, sentQuestionState, wasQuestionJustSent } from "@/features/questions/components/sent-panel";
import { UserQuestionsOverview } from "@/features/questions/components/user-questions-overview";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { focusAfterUpdate } from "@/lib/focus";

const TITLE_ID = "my-questions-title";

/** Spec section 2, "User dashboard" (also served at /user-dashboard and /settings). */
export function UserDashboardPage() {
  const { t } = useLingui();
  useDocumentTitle(t`My Questions`);
  const [justSent, setJustSent] = useState(() => wasQuestionJustSent(window.history.state));
  const [sentAbout] = useState(() => sentQuestionState(window.history.state));
  // The notice goes with the button that had focus: focus goes on to the page's heading (docs/ux.md).
  const dismiss = () =>
    focusAfterUpdate(() => {
      window.history.replaceState(null, "");
      setJustSent(false);
    }, TITLE_ID);
  return (
    <div className="grid gap-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 id={TITLE_ID} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none">
            <Trans>My Questions</Trans>
          </h1>
          <p className="text-muted-foreground">
            <Trans>Track your legal questions and read the answers from attorneys.</Trans>
          </p>
        </div>
        <Button asChild id="ask-question-button">
          <Link href={paths.submitQuestion}>
            <Plus aria-hidden="true" />
            <Trans>Ask Question</Trans>
          </Link>
        </Button>
      </header>
      {/* Under the page's h1, so the headings read in order (docs/decisions/032); it still takes focus. */}
      {justSent ? <SentPanel state={sentAbout} onDismiss={dismiss} /> : null}
      <UserQuestionsOverview />
    </div>
  );
}
