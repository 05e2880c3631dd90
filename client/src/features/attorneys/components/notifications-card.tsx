import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { NotificationSettingsDto } from "@shared/api/types";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { LoadFailed } from "@/components/errors/load-failed";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/hooks/use-toast";
import { useCategories } from "@/lib/api/categories";
import { reportFailure } from "@/lib/api-errors";
import { categoryName } from "@/lib/category-name";
import {
  useNotificationSettings,
  useSaveNotificationSettings,
  type Frequency,
} from "@/features/attorneys/api/notifications";

// docs/decisions/030: plain words for how often an attorney hears of new questions they may answer.
export const FREQUENCIES: { value: Frequency; label: MessageDescriptor }[] = [
  { value: "instant", label: msg`as they come` },
  { value: "daily", label: msg`once a day` },
  { value: "weekly", label: msg`once a week` },
  { value: "off", label: msg`never` },
];

/** On the attorney dashboard of an approved attorney: how often to hear of new questions, and about which kinds. */
export function NotificationsCard() {
  const { t } = useLingui();
  const settings = useNotificationSettings();
  return (
    <Card id="attorney-notifications">
      <CardHeader>
        <CardTitle>
          <Trans>New Question E-mails</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            We e-mail you when questions you may answer arrive. The e-mails say how many are waiting in each state,
            never what a question is about.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <Spinner label={t`Loading your e-mail settings...`} showLabel />
        ) : settings.isError ? (
          <LoadFailed message={t`Your e-mail settings could not be loaded.`} onRetry={() => void settings.refetch()} />
        ) : (
          <SettingsForm saved={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}

function SettingsForm({ saved }: { saved: NotificationSettingsDto }) {
  const { i18n, t } = useLingui();
  const categories = useCategories();
  const save = useSaveNotificationSettings();
  const [frequency, setFrequency] = useState<Frequency>(saved.frequency);
  const [categoryIds, setCategoryIds] = useState<number[]>(saved.categoryIds);
  // The form starts again from what is saved whenever that changes (another tab, a refetch), without being drawn anew:
  // Save keeps keyboard focus through its own save (docs/ux.md).
  const savedKey = JSON.stringify(saved);
  const [drawnFrom, setDrawnFrom] = useState(savedKey);
  if (drawnFrom !== savedKey) {
    setDrawnFrom(savedKey);
    setFrequency(saved.frequency);
    setCategoryIds(saved.categoryIds);
  }

  const toggle = (id: number, on: boolean) =>
    setCategoryIds((ids) => (on ? [...new Set([...ids, id])] : ids.filter((x) => x !== id)).sort((a, b) => a - b));

  // A failure stays on the form as well as in the toast (docs/decisions/025); the choices stay as they are.
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    save.mutate(
      { frequency, categoryIds },
      {
        onSuccess: () => toast({ title: t`Settings Saved`, description: t`Your new question e-mails are updated.` }),
        onError: (error) => {
          const fallback = t`Your settings were not saved. Please try again.`;
          reportFailure(error, fallback, setFailure);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-5">
      <div role="group" aria-labelledby="notify-frequency-label" className="grid gap-2">
        <p id="notify-frequency-label" className="text-sm font-medium">
          <Trans>Tell me about new questions:</Trans>
        </p>
        <RadioGroup
          aria-labelledby="notify-frequency-label"
          value={frequency}
          onValueChange={(v) => setFrequency(v as Frequency)}
          className="grid gap-2 sm:grid-cols-4"
        >
          {FREQUENCIES.map((f) => (
            <div key={f.value} className="flex items-center gap-2">
              <RadioGroupItem value={f.value} id={`notify-${f.value}`} />
              <Label htmlFor={`notify-${f.value}`}>{i18n._(f.label)}</Label>
            </div>
          ))}
        </RadioGroup>
      </div>
      {frequency === "off" ? null : (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">
            <Trans>Only about these kinds of question</Trans>
          </legend>
          <p className="text-sm text-muted-foreground">
            <Trans>Leave all unticked to hear about every kind.</Trans>
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            {(categories.data ?? []).map((c) => (
              <div key={c.id} className="flex items-center gap-2">
                <Checkbox
                  id={`notify-category-${c.id}`}
                  checked={categoryIds.includes(c.id)}
                  onCheckedChange={(checked) => toggle(c.id, checked === true)}
                />
                <Label htmlFor={`notify-category-${c.id}`}>{categoryName(i18n, c)}</Label>
              </div>
            ))}
          </div>
        </fieldset>
      )}
      <FormAlert message={failure} />
      <div className="flex justify-end">
        <Button type="submit" blocked={save.isPending}>
          {save.isPending ? t`Saving...` : t`Save E-mail Settings`}
        </Button>
      </div>
    </form>
  );
}
