import { DV_HOTLINE, EMERGENCY_NUMBER } from "@/components/layout/safety-line";
import { YesNoQuestion, type YesNo } from "@/features/questions/components/yes-no";

export type SafeNow = YesNo;

/**
 * docs/decisions/025: "Are you safe right now?", optional. A "no" shows the numbers at once and marks the question,
 * so the attorney sees "Safety concern" on its card.
 */
export function SafetyQuestion({ value, onChange }: { value: SafeNow; onChange: (value: SafeNow) => void }) {
  return (
    <YesNoQuestion
      id="question-safety"
      legend={
        <>
          Are you safe right now? <span className="font-normal text-muted-foreground">(optional)</span>
        </>
      }
      hint="If not, we show who can help now, and tell the attorney."
      value={value}
      onChange={onChange}
    >
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
    </YesNoQuestion>
  );
}
