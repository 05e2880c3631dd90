import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { Language } from "@shared/api/types";
import { ANSWER_LANGUAGES_MESSAGE } from "@shared/validators";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { LoadFailed } from "@/components/errors/load-failed";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/hooks/use-toast";
import { reportFailure } from "@/lib/api-errors";
import { LANGUAGE_NAMES } from "@/lib/languages";
import { translateServerMessage } from "@/lib/server-messages";
import { useAnswerLanguages, useSaveAnswerLanguages } from "@/features/attorneys/api/languages";

/** On the approved attorney's dashboard: the languages they answer in (docs/decisions/036). */
export function LanguagesCard() {
  const { t } = useLingui();
  const languages = useAnswerLanguages();
  return (
    <Card id="attorney-languages">
      <CardHeader>
        <CardTitle>
          <Trans>Languages You Answer In</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Your queue shows only questions written in a language you read. Askers write in English or Spanish.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {languages.isPending ? (
          <Spinner label={t`Loading your languages...`} showLabel />
        ) : languages.isError ? (
          <LoadFailed message={t`Your languages could not be loaded.`} onRetry={() => void languages.refetch()} />
        ) : (
          <LanguagesForm saved={languages.data.languages} />
        )}
      </CardContent>
    </Card>
  );
}

function LanguagesForm({ saved }: { saved: Language[] }) {
  const { t } = useLingui();
  const save = useSaveAnswerLanguages();
  const [chosen, setChosen] = useState<Language[]>(saved);
  // The form starts again from what is saved whenever that changes, without being drawn anew: Save keeps keyboard
  // focus through its own save (docs/ux.md).
  const savedKey = saved.join();
  const [drawnFrom, setDrawnFrom] = useState(savedKey);
  if (drawnFrom !== savedKey) {
    setDrawnFrom(savedKey);
    setChosen(saved);
  }
  // Whether to say the shared check's message (ANSWER_LANGUAGES_MESSAGE), shown in the reader's language
  // (docs/decisions/040).
  const [problem, setProblem] = useState(false);
  const toggle = (language: Language, on: boolean) => {
    setProblem(false);
    setChosen((now) => (on ? [...new Set([...now, language])] : now.filter((l) => l !== language)));
  };

  // A failure stays on the form as well as in the toast (docs/decisions/025); the choices stay as they are.
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (chosen.length === 0) {
      setProblem(true);
      return;
    }
    save.mutate(chosen, {
      onSuccess: () => toast({ title: t`Languages Saved`, description: t`Your queue follows your languages.` }),
      onError: (error) => {
        const fallback = t`Your languages were not saved. Please try again.`;
        reportFailure(error, fallback, setFailure);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <fieldset className="grid gap-2" aria-describedby={problem ? "languages-problem" : undefined}>
        <legend className="text-sm font-medium">
          <Trans>I can read and answer questions in:</Trans>
        </legend>
        <div className="flex flex-wrap gap-4">
          {(Object.keys(LANGUAGE_NAMES) as Language[]).map((language) => (
            <div key={language} className="flex items-center gap-2">
              <Checkbox
                id={`answer-language-${language}`}
                checked={chosen.includes(language)}
                onCheckedChange={(checked) => toggle(language, checked === true)}
              />
              <Label htmlFor={`answer-language-${language}`} lang={language}>
                {LANGUAGE_NAMES[language]}
              </Label>
            </div>
          ))}
        </div>
        {problem ? (
          <p id="languages-problem" role="alert" className="text-sm text-destructive">
            {translateServerMessage(ANSWER_LANGUAGES_MESSAGE)}
          </p>
        ) : null}
      </fieldset>
      <FormAlert message={failure} />
      <div className="flex justify-end">
        <Button type="submit" blocked={save.isPending}>
          {save.isPending ? t`Saving...` : t`Save Languages`}
        </Button>
      </div>
    </form>
  );
}
