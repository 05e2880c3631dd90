import { Trans } from "@lingui/react/macro";
import { X } from "lucide-react";
import { useId } from "react";
import type { TooltipRenderProps } from "react-joyride";
import { QuickExitButton } from "@/components/layout/quick-exit";
import { Button } from "@/components/ui/button";

/**
 * The tour's step card. Joyride's own card names its primary button "Next (1 of 5)" when progress is shown;
 * this one keeps the spec's exact labels (Back, Close, Finish Tour, Next, Skip Tour) and shows the progress beside
 * them. A modal dialog: joyride traps focus inside it, puts focus on the primary button, and hands it back after.
 */
export function TourTooltip({
  backProps,
  closeProps,
  primaryProps,
  skipProps,
  tooltipProps,
  index,
  size,
  isLastStep,
  step,
}: TooltipRenderProps) {
  const titleId = useId();
  const contentId = useId();
  const { locale } = step;
  const number = index + 1;

  return (
    <div
      {...tooltipProps}
      role="dialog"
      aria-modal="true"
      aria-labelledby={step.title ? titleId : undefined}
      aria-describedby={contentId}
      className="relative grid w-[min(24rem,calc(100vw-2rem))] gap-3 rounded-lg border border-border bg-background p-5 text-left text-foreground shadow-xl"
    >
      <button
        {...closeProps}
        type="button"
        className="absolute right-2 top-2 rounded-md p-1.5 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
      {/* Quick exit, which the tour's overlay hides on the page (docs/decisions/021). */}
      <QuickExitButton className="justify-self-start" />
      {step.title ? (
        <h2 id={titleId} className="pr-8 text-lg font-semibold">
          {step.title}
        </h2>
      ) : null}
      <div id={contentId} className="text-sm text-muted-foreground">
        {step.content}
      </div>
      <div className="flex flex-wrap items-center gap-2 pt-1">
        {step.showProgress ? (
          <p className="text-xs font-medium text-muted-foreground">
            <Trans>
              Step {number} of {size}
            </Trans>
          </p>
        ) : null}
        <div className="ml-auto flex flex-wrap justify-end gap-2">
          {isLastStep ? null : (
            <Button {...skipProps} variant="ghost" size="sm">
              {locale.skip}
            </Button>
          )}
          {index > 0 ? (
            <Button {...backProps} variant="outline" size="sm">
              {locale.back}
            </Button>
          ) : null}
          <Button {...primaryProps} size="sm">
            {isLastStep ? locale.last : locale.next}
          </Button>
        </div>
      </div>
    </div>
  );
}
