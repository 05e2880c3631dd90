import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { QUICK_EXIT_HINT_MESSAGE } from "@/components/layout/quick-exit";
import { SafetyLine } from "@/components/layout/safety-line";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@shared/paths";
import { useAskLanguage, useExpectation } from "@/features/questions/api/get-expectation";
import { QuestionForm } from "@/features/questions/components/question-form";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useAuth } from "@/lib/auth";
import { goTo } from "@/lib/browser";
import { useFormat } from "@/lib/format";

/**
 * The page's promise: the spec's general one until a state is chosen; then what is true there (docs/decisions/029).
 * The expectation comes from the same query the form's note uses, so it is fetched once.
 */
function WhatToExpect({ state }: { state: string }) {
  const { t } = useLingui();
  const { stateName } = useFormat();
  const { data, isError } = useExpectation(state);
  const language = useAskLanguage();
  if (state === "") return t`A licensed attorney will review your question, typically within 24 hours.`;
  const name = stateName(state);
  // Nothing is shown under the state to point to: no promise either (docs/ux.md).
  if (isError) return t`We couldn't load what to expect in ${name}, so an answer is not guaranteed.`;
  if (data?.state === state && data.volunteers === 0)
    return language === "es"
      ? t`No volunteer attorney for ${name} who reads Spanish has joined yet, so an answer is not guaranteed.`
      : t`No volunteer attorney for ${name} has joined yet, so an answer is not guaranteed.`;
  return t`An attorney licensed in ${name} will review your question; what to expect is shown under your choice of state.`;
}

/** Spec section 4, "Submit screen": loading, then a signed-out visitor goes to /api/login, then the form. */
export function SubmitQuestionPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Ask a Question`);
  const { user, isLoading } = useAuth();
  const signedOut = !isLoading && !user;
  // Once a state is chosen, the form says what to expect there (docs/decisions/029); the general promise gives way.
  const [state, setState] = useState("");

  useEffect(() => {
    // A full page load, so the server decides where signing in happens. In the app the router has sent a signed-out
    // visitor to Sign In already (docs/decisions/054).
    if (signedOut) goTo(paths.apiLogin);
  }, [signedOut]);

  if (isLoading) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t`Loading...`} showLabel size="lg" />
      </div>
    );
  }
  if (!user) return null;

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Ask a Question</Trans>
        </h1>
        <p className="text-muted-foreground">
          <WhatToExpect state={state} />
        </p>
        <p className="text-xs text-muted-foreground sm:text-sm">{i18n._(QUICK_EXIT_HINT_MESSAGE)}</p>
      </header>
      {/* On a phone the form is the page, without the card's frame and padding (docs/decisions/034). */}
      <Card className="max-sm:border-0 max-sm:bg-transparent max-sm:shadow-none">
        <CardContent className="max-sm:p-0 sm:pt-6">
          <QuestionForm user={user} onStateChange={setState} />
        </CardContent>
      </Card>
      <SafetyLine />
    </div>
  );
}
