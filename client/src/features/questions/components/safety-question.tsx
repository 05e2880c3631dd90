import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { DV_HOTLINE, EMERGENCY_NUMBER } from "@/components/layout/safety-line";

export type SafeNow = "yes" | "no" | undefined;

const OPTIONS = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;

/**
 * docs/decisions/025: "Are you safe right now?", optional. A "no" shows the numbers at once and marks the question,
 * so the attorney sees "Safety concern" on its card.
 */
export function SafetyQuestion({ value, onChange }: { value: SafeNow; onChange: (value: SafeNow) => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend id="question-safety-legend" className="mb-1 text-sm font-medium">
        Are you safe right now? <span className="font-normal text-muted-foreground">(optional)</span>
      </legend>
      <p id="question-safety-hint" className="text-xs text-muted-foreground">
        If you tell us you are not safe, we show you who can help now, and the attorney sees that your question comes
        with a safety concern.
      </p>
      <RadioGroup
        value={value ?? ""}
        onValueChange={(v) => onChange(v === "yes" || v === "no" ? v : undefined)}
        aria-labelledby="question-safety-legend"
        aria-describedby="question-safety-hint"
        className="flex gap-6"
      >
        {OPTIONS.map((option) => (
          <div key={option.value} className="flex items-center gap-2">
            <RadioGroupItem value={option.value} id={`question-safety-${option.value}`} />
            <Label htmlFor={`question-safety-${option.value}`}>{option.label}</Label>
          </div>
        ))}
      </RadioGroup>
      <div aria-live="polite">
        {value === "no" ? (
          <div
            data-testid="safety-help"
            className="grid gap-2 rounded-md border border-warning bg-warning-soft p-4 text-sm"
          >
            <p className="font-semibold text-warning-strong">Help is available right now</p>
            <p>
              If you are in danger, call{" "}
              <a className="font-semibold underline" href={`tel:${EMERGENCY_NUMBER}`}>
                {EMERGENCY_NUMBER}
              </a>
              .
            </p>
            <p>
              {DV_HOTLINE.name}:{" "}
              <a className="font-semibold underline" href={`tel:${DV_HOTLINE.tel}`}>
                {DV_HOTLINE.phone}
              </a>
              , any time, free and confidential. You can also text START to 88788.
            </p>
            <p className="text-muted-foreground">
              You can still send your question. The attorney who takes it will see that it comes with a safety concern.
            </p>
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}
