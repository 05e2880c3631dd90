import { useState } from "react";
import type { NotificationSettingsDto } from "@shared/api/types";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/hooks/use-toast";
import { useCategories } from "@/lib/api/categories";
import { toastApiError } from "@/lib/api-errors";
import {
  useNotificationSettings,
  useSaveNotificationSettings,
  type Frequency,
} from "@/features/attorneys/api/notifications";

// docs/decisions/030: plain words for how often an attorney hears of new questions they may answer.
export const FREQUENCIES: { value: Frequency; label: string }[] = [
  { value: "instant", label: "as they come" },
  { value: "daily", label: "once a day" },
  { value: "weekly", label: "once a week" },
  { value: "off", label: "never" },
];

/** On the attorney dashboard of an approved attorney: how often to hear of new questions, and about which kinds. */
export function NotificationsCard() {
  const settings = useNotificationSettings();
  return (
    <Card id="attorney-notifications">
      <CardHeader>
        <CardTitle>New Question E-mails</CardTitle>
        <CardDescription>
          We e-mail you when questions you may answer arrive. The e-mails say how many are waiting in each state, never
          what a question is about.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <Spinner label="Loading your e-mail settings..." showLabel />
        ) : settings.isError ? (
          <p className="text-sm text-destructive">Your e-mail settings could not be loaded. Please reload the page.</p>
        ) : (
          // Keyed by what is saved: a form that starts again from the saved settings whenever they change.
          <SettingsForm key={JSON.stringify(settings.data)} saved={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}

function SettingsForm({ saved }: { saved: NotificationSettingsDto }) {
  const categories = useCategories();
  const save = useSaveNotificationSettings();
  const [frequency, setFrequency] = useState<Frequency>(saved.frequency);
  const [categoryIds, setCategoryIds] = useState<number[]>(saved.categoryIds);

  const toggle = (id: number, on: boolean) =>
    setCategoryIds((ids) => (on ? [...new Set([...ids, id])] : ids.filter((x) => x !== id)).sort((a, b) => a - b));

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { frequency, categoryIds },
      {
        onSuccess: () => toast({ title: "Settings Saved", description: "Your new question e-mails are updated." }),
        onError: (error) => toastApiError(error, "Your settings were not saved. Please try again."),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-5">
      <div role="group" aria-labelledby="notify-frequency-label" className="grid gap-2">
        <p id="notify-frequency-label" className="text-sm font-medium">
          Tell me about new questions:
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
              <Label htmlFor={`notify-${f.value}`}>{f.label}</Label>
            </div>
          ))}
        </RadioGroup>
      </div>
      {frequency === "off" ? null : (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">Only about these kinds of question</legend>
          <p className="text-sm text-muted-foreground">Leave all unticked to hear about every kind.</p>
          <div className="grid gap-2 sm:grid-cols-2">
            {(categories.data ?? []).map((c) => (
              <div key={c.id} className="flex items-center gap-2">
                <Checkbox
                  id={`notify-category-${c.id}`}
                  checked={categoryIds.includes(c.id)}
                  onCheckedChange={(checked) => toggle(c.id, checked === true)}
                />
                <Label htmlFor={`notify-category-${c.id}`}>{c.name}</Label>
              </div>
            ))}
          </div>
        </fieldset>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save E-mail Settings"}
        </Button>
      </div>
    </form>
  );
}
