import { Trans, useLingui } from "@lingui/react/macro";
import { DV_HOTLINE, DV_HOTLINE_NAME, EMERGENCY_NUMBER } from "@/components/layout/safety-line";
import { YesNoQuestion, type YesNo } from "@/features/questions/components/yes-no";

export type SafeNow = YesNo;

/**
 * docs/decisions/025: "Are you safe right now?", optional. A "no" shows the numbers at once and marks the question,
 * so the attorney sees "Safety concern" on its card.
 */
export function SafetyQuestion({ value, onChange }: { value: SafeNow; onChange: (value: SafeNow) => void }) {
  const { t, i18n } = useLingui();
  const hotline = i18n._(DV_HOTLINE_NAME);
  const phone = DV_HOTLINE.phone;
  return (
    <YesNoQuestion
      id="question-safety"
      legend={
        <Trans>
          Are you safe right now? <span className="font-normal text-muted-foreground">(optional)</span>
        </Trans>
      }
      hint={t`If not, we show who can help now, and tell the attorney.`}
      value={value}
      onChange={onChange}
    >
      <div aria-live="polite">
        {value === "no" ? (
          <div
            data-testid="safety-help"
            className="grid gap-2 rounded-md border border-warning bg-warning-soft p-4 text-sm"
          >
            <p className="font-semibold text-warning-strong">
              <Trans>Help is available right now</Trans>
            </p>
            <p>
              <Trans>
                If you are in danger, call{" "}
                <a className="font-semibold underline" href={`tel:${EMERGENCY_NUMBER}`}>
                  {EMERGENCY_NUMBER}
                </a>
                .
              </Trans>
            </p>
            <p>
              <Trans>
                {hotline}:{" "}
                <a className="font-semibold underline" href={`tel:${DV_HOTLINE.tel}`}>
                  {phone}
                </a>
                , any time, free and confidential. You can also text START to 88788.
              </Trans>
            </p>
            <p className="text-muted-foreground">
              <Trans>
                You can still send your question. The attorney who takes it will see that it comes with a safety
                concern.
              </Trans>
            </p>
          </div>
        ) : null}
      </div>
    </YesNoQuestion>
  );
}
