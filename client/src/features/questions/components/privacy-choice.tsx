import type { PublicUser } from "@shared/api/types";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";

const OPTIONS = [
  {
    value: "named",
    label: "Show my name",
    description: "The attorney who takes your question sees your first and last name.",
  },
  {
    value: "anonymous",
    label: "Anonymous",
    description: "Your name is never shown to attorneys.",
  },
] as const;

/** What the claiming attorney sees of the asker (docs/decisions/025): their first and last name, or Anonymous User. */
export function attorneySees(isAnonymous: boolean, user: Pick<PublicUser, "firstName" | "lastName"> | null): string {
  if (isAnonymous) return "Anonymous User";
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ");
  return name || "Registered User";
}

/** Spec section 2: Show my name (the default) or Anonymous, with a live line saying what the attorney will see. */
export function PrivacyChoice({
  value,
  onChange,
  user,
}: {
  value: boolean;
  onChange: (isAnonymous: boolean) => void;
  user: Pick<PublicUser, "firstName" | "lastName">;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend id="question-privacy-legend" className="mb-2 text-sm font-medium">
        Privacy
      </legend>
      <RadioGroup
        value={value ? "anonymous" : "named"}
        onValueChange={(v) => onChange(v === "anonymous")}
        aria-labelledby="question-privacy-legend"
        className="grid gap-3 sm:grid-cols-2"
      >
        {OPTIONS.map((option) => {
          const id = `question-privacy-${option.value}`;
          return (
            <div
              key={option.value}
              className="flex items-start gap-3 rounded-md border border-border bg-background p-3"
            >
              <RadioGroupItem value={option.value} id={id} aria-describedby={`${id}-hint`} className="mt-0.5" />
              <div className="grid gap-1">
                <Label htmlFor={id}>{option.label}</Label>
                <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                  {option.description}
                </p>
              </div>
            </div>
          );
        })}
      </RadioGroup>
      <p data-testid="attorney-will-see" aria-live="polite" className="text-sm">
        The attorney will see: <span className="font-semibold">{attorneySees(value, user)}</span>
      </p>
    </fieldset>
  );
}
