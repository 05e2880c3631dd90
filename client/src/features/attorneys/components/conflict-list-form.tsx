import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { CONFLICT_NAMES_MAX, PARTY_NAME_MAX, PARTY_NAME_MIN } from "@shared/validators";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormAlert } from "@/components/ui/form-alert";
import { FormField, fieldAria } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { getFieldErrors, reportFailure } from "@/lib/api-errors";
import { translateServerMessage } from "@/lib/server-messages";
import { useConflicts, useSaveConflicts } from "@/features/attorneys/api/conflicts";
import type { ConflictListDto } from "@shared/api/types";

const toLines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** The line of the box (from 1) that holds the `index`-th name sent, blank lines counted as the person sees them. */
const lineOfName = (text: string, index: number): number | undefined =>
  text
    .split("\n")
    .flatMap((line, at) => (line.trim() ? [at + 1] : []))
    .at(index);

/** The attorney's private conflict list (docs/decisions/018), edited as one name per line, saved whole. */
export function ConflictListForm() {
  const { t } = useLingui();
  const conflicts = useConflicts();
  if (conflicts.isLoading) return <Spinner label={t`Loading your conflict list...`} showLabel className="py-8" />;
  if (conflicts.isError || !conflicts.data)
    return (
      <Card role="alert">
        <CardContent className="grid justify-items-start gap-3 p-6">
          <p className="font-semibold">
            <Trans>We couldn&apos;t load your conflict list.</Trans>
          </p>
          <Button variant="outline" onClick={() => void conflicts.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        </CardContent>
      </Card>
    );
  return <ConflictListEditor saved={conflicts.data} />;
}

function ConflictListEditor({ saved }: { saved: ConflictListDto }) {
  const { t } = useLingui();
  const save = useSaveConflicts();
  const [text, setText] = useState(saved.names.join("\n"));
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const names = toLines(text);
  const count = names.length;
  const hint = t`One name per line: people or organizations, ${PARTY_NAME_MIN} to ${PARTY_NAME_MAX} characters each, at most ${CONFLICT_NAMES_MAX}. Spelling, accents, punctuation and word order do not need to match exactly.`;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setFailure(null);
    save.mutate(names, {
      onSuccess: (list) => {
        setText(list.names.join("\n"));
        const nameCount = list.names.length;
        toast({
          title: t`Conflict List Saved`,
          description: plural(nameCount, {
            one: '# name. The queue marks matching questions "Possible conflict".',
            other: '# names. The queue marks matching questions "Possible conflict".',
          }),
        });
      },
      onError: (err) => {
        // A bad line is named by its number, so it can be found in a long list; the text stays as typed.
        const [first] = getFieldErrors(err);
        if (first) {
          const index = /^names\.(\d+)$/.exec(first.path)?.[1];
          const lineNumber = index === undefined ? undefined : lineOfName(text, Number(index));
          // The validator's English, in the reader's language (docs/decisions/040).
          const problem = translateServerMessage(first.message);
          setError(lineNumber === undefined ? problem : t`Line ${lineNumber}: ${problem}`);
          return;
        }
        // Not about one line: said by the form as well as in the toast (docs/decisions/025); the text stays.
        const fallback = t`Your list was not saved. Please try again.`;
        reportFailure(err, fallback, setFailure);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-4">
      <FormField id="conflict-names" label={t`Names on your conflict list`} hint={hint} error={error}>
        <Textarea
          rows={14}
          value={text}
          onChange={(e) => setText(e.target.value)}
          {...fieldAria("conflict-names", error, hint)}
        />
      </FormField>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        <Trans>
          {count} of {CONFLICT_NAMES_MAX} names
        </Trans>
      </p>
      <FormAlert message={failure} />
      <Button type="submit" className="justify-self-start" blocked={save.isPending}>
        {save.isPending ? t`Saving...` : t`Save Conflict List`}
      </Button>
    </form>
  );
}
