import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { PublicUser } from "@shared/api/types";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { DISCREET_MAIL_HINT_MESSAGE, DISCREET_MAIL_LABEL_MESSAGE } from "@/lib/api/discreet-mail";

const OPTIONS = [
  { value: "named", label: msg`Show my name` },
  { value: "anonymous", label: msg`Anonymous` },
] as const;

/** What the claiming attorney sees of the asker (docs/decisions/025): their first and last name, or Anonymous User. */
export function attorneySees(
  i18n: I18n,
  isAnonymous: boolean,
  user: Pick<PublicUser, "firstName" | "lastName"> | null,
): string {
  if (isAnonymous) return i18n._(msg`Anonymous User`);
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ");
  return name || i18n._(msg`Registered User`);
}

/** The sentence that says why the form chose for the asker (docs/decisions/034). */
export const SAFETY_CHOSE = msg`Because you told us you are not safe right now, we chose Anonymous and discreet e-mail for you. You can change either.`;

/**
 * Spec section 2: Show my name (the default) or Anonymous, with a live line saying what the attorney will see; then
 * discreet e-mail (docs/decisions/034). `safetyChose`: the safety question's "No" chose for the asker, and says so.
 */
export function PrivacyChoice({
  value,
  onChange,
  user,
  discreetMail,
  onDiscreetMailChange,
  safetyChose = false,
}: {
  value: boolean;
  onChange: (isAnonymous: boolean) => void;
  user: Pick<PublicUser, "firstName" | "lastName">;
  discreetMail: boolean;
  onDiscreetMailChange: (on: boolean) => void;
  safetyChose?: boolean;
}) {
  const { i18n } = useLingui();
  const sees = attorneySees(i18n, value, user);
  return (
    <fieldset className="grid gap-3">
      <legend id="question-privacy-legend" className="mb-1 text-sm font-medium">
        <Trans>Privacy</Trans>
      </legend>
      <div aria-live="polite">
        {safetyChose ? (
          <p data-testid="safety-chose" className="rounded-md border border-border bg-muted p-3 text-sm">
            {i18n._(SAFETY_CHOSE)}
          </p>
        ) : null}
      </div>
      <RadioGroup
        value={value ? "anonymous" : "named"}
        onValueChange={(v) => onChange(v === "anonymous")}
        aria-labelledby="question-privacy-legend"
        className="flex flex-wrap gap-x-6 gap-y-2"
      >
        {OPTIONS.map((option) => {
          const id = `question-privacy-${option.value}`;
          return (
            <div key={option.value} className="flex items-center gap-2">
              <RadioGroupItem value={option.value} id={id} />
              <Label htmlFor={id}>{i18n._(option.label)}</Label>
            </div>
          );
        })}
      </RadioGroup>
      <p data-testid="attorney-will-see" aria-live="polite" className="text-sm">
        <Trans>
          The attorney will see: <span className="font-semibold">{sees}</span>
        </Trans>
      </p>
      <div className="flex items-start gap-3">
        <Checkbox
          id="question-discreet-mail"
          checked={discreetMail}
          onCheckedChange={(checked) => onDiscreetMailChange(checked === true)}
          aria-describedby="question-discreet-mail-hint"
        />
        <div className="grid gap-1">
          <Label htmlFor="question-discreet-mail" className="leading-snug">
            {i18n._(DISCREET_MAIL_LABEL_MESSAGE)}
          </Label>
          <p id="question-discreet-mail-hint" className="text-xs text-muted-foreground">
            {i18n._(DISCREET_MAIL_HINT_MESSAGE)}
          </p>
        </div>
      </div>
    </fieldset>
  );
}
