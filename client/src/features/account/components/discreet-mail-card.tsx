import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormAlert } from "@/components/ui/form-alert";
import { Label } from "@/components/ui/label";
import { DISCREET_MAIL_HINT_MESSAGE, DISCREET_MAIL_LABEL_MESSAGE, useSetDiscreetMail } from "@/lib/api/discreet-mail";
import { reportFailure } from "@/lib/api-errors";
import { useAuth } from "@/lib/auth";

/**
 * Discreet e-mail (docs/decisions/034): every message to the account from a neutral sender, with a neutral subject.
 * Saved as soon as it is ticked or cleared; the line under it says what is now true.
 */
export function DiscreetMailCard() {
  const { t } = useLingui();
  const { user } = useAuth();
  const save = useSetDiscreetMail();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  if (!user) return null;
  const failed = t`Your e-mail choice could not be saved. Please try again.`;
  const onChange = (on: boolean) => {
    setFailure(null);
    setSaved(false);
    save.mutate(on, {
      onSuccess: () => setSaved(true),
      onError: (err) => {
        reportFailure(err, failed, setFailure);
      },
    });
  };
  return (
    <Card>
      <CardHeader className="gap-1">
        <h2 className="text-lg font-semibold">
          <Trans>E-mail</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            If someone else may see your inbox or your phone's screen, our e-mails can be discreet: they then name
            neither this service nor legal help.
          </Trans>
        </p>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex items-start gap-3">
          <Checkbox
            id="settings-discreet-mail"
            checked={user.discreetMail}
            // Not disabled while saving, which would drop focus to the page's body (docs/ux.md): a press then does nothing.
            aria-disabled={save.isPending}
            onCheckedChange={(checked) => {
              if (!save.isPending) onChange(checked === true);
            }}
            aria-describedby="settings-discreet-mail-hint"
          />
          <div className="grid gap-1">
            <Label htmlFor="settings-discreet-mail">{t(DISCREET_MAIL_LABEL_MESSAGE)}</Label>
            <p id="settings-discreet-mail-hint" className="text-xs text-muted-foreground">
              {t(DISCREET_MAIL_HINT_MESSAGE)}
            </p>
          </div>
        </div>
        <p role="status" className="text-sm">
          {saved ? (user.discreetMail ? t`Saved: discreet e-mail is on.` : t`Saved: discreet e-mail is off.`) : null}
        </p>
        <FormAlert message={failure} />
      </CardContent>
    </Card>
  );
}
