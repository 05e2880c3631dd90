import { useEffect, useState } from "react";
import { QUICK_EXIT_HINT } from "@/components/layout/quick-exit";
import { SafetyLine } from "@/components/layout/safety-line";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@shared/paths";
import { QuestionForm } from "@/features/questions/components/question-form";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useAuth } from "@/lib/auth";
import { goTo } from "@/lib/browser";

/** Spec section 4, "Submit screen": loading, then a signed-out visitor goes to /api/login, then the form. */
export function SubmitQuestionPage() {
  useDocumentTitle("Ask a Question");
  const { user, isLoading } = useAuth();
  const signedOut = !isLoading && !user;
  // Once a state is chosen, the form says what to expect there (docs/decisions/029); the general promise gives way.
  const [state, setState] = useState("");

  useEffect(() => {
    // A full page load, so the server decides where signing in happens.
    if (signedOut) goTo(paths.apiLogin);
  }, [signedOut]);

  if (isLoading) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading..." showLabel size="lg" />
      </div>
    );
  }
  if (!user) return null;

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Ask a Question</h1>
        <p className="text-muted-foreground">
          {state === ""
            ? "A licensed attorney will review your question, typically within 24 hours."
            : "An attorney licensed in the state you chose will review your question; what to expect there is shown under your choice."}
        </p>
        <p className="text-sm text-muted-foreground">{QUICK_EXIT_HINT}</p>
      </header>
      <Card>
        <CardContent className="pt-6">
          <QuestionForm user={user} onStateChange={setState} />
        </CardContent>
      </Card>
      <SafetyLine />
    </div>
  );
}
