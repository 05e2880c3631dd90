import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { EVENTS, STATUS, useJoyride, type EventHandler, type Locale, type Options, type Step } from "react-joyride";
import type { TourStep } from "@/features/onboarding/steps";
import { TourTooltip } from "@/features/onboarding/tour-tooltip";
import { focusPageHeading } from "@/lib/focus";

// Spec section 2: the button labels. "Next" also while progress is shown: the progress has its own line.
const TOUR_LABELS = {
  back: msg`Back`,
  close: msg`Close`,
  last: msg`Finish Tour`,
  next: msg`Next`,
  nextWithProgress: msg`Next`,
  skip: msg`Skip Tour`,
};

/** Joyride's `locale`: its button labels in the page's language (docs/decisions/038). */
function tourLocale(translate: I18n["_"]): Locale {
  return Object.fromEntries(Object.entries(TOUR_LABELS).map(([key, label]) => [key, translate(label)])) as Locale;
}

const TOUR_OPTIONS: Partial<Options> = {
  // Skip Tour next to Back and Next; the close button (X) ends the tour like Skip Tour.
  buttons: ["back", "close", "primary", "skip"],
  closeButtonAction: "skip",
  // Spec: the overlay does not close the tour. Escape does: handled below, because joyride's own Escape only
  // closes the current step and moves on to the next one.
  overlayClickAction: false,
  dismissKeyAction: false,
  showProgress: true,
  // A continuous tour opens each step's card directly instead of a pulsing beacon to click first.
  skipBeacon: true,
  // Steps were filtered to the elements on screen when the tour started; one that has gone since is skipped at once.
  targetWaitTimeout: 0,
  // Theme colors (tailwind.config.ts): primary #1e40af, overlay slate-900 at 60 %.
  primaryColor: "#1e40af",
  overlayColor: "rgba(15, 23, 42, 0.6)",
  arrowColor: "#ffffff",
  backgroundColor: "#ffffff",
  textColor: "#0f172a",
  // Above the sticky header (z-40), below notifications (z-100).
  zIndex: 60,
};

/**
 * Joyride scrolls the page to each step's target over 300 ms; a person who asked for less motion
 * (prefers-reduced-motion) gets the step in place at once, as the page's own transitions do (client/src/index.css).
 */
export function tourOptions(): Partial<Options> {
  const reduceMotion =
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  return reduceMotion ? { ...TOUR_OPTIONS, scrollDuration: 0 } : TOUR_OPTIONS;
}

function toJoyrideStep({ id, target, title, content, placement }: TourStep, translate: I18n["_"]): Step {
  const text = { id, target, title: translate(title), content: translate(content) };
  // An explicit `placement: undefined` would override joyride's default and break its positioning.
  return placement ? { ...text, placement } : text;
}

interface TourProps {
  steps: TourStep[];
  /** Called once when the tour is finished, skipped or closed. */
  onEnd: () => void;
}

/** The onboarding tour itself: react-joyride, loaded only when a tour is about to run. */
export function Tour({ steps, onEnd }: TourProps) {
  // Drawn in the page's language, and again when it changes: useLingui's `_` is a new function for each language.
  const { _: translate } = useLingui();
  const joyrideSteps = useMemo(() => steps.map((step) => toJoyrideStep(step, translate)), [steps, translate]);
  const locale = useMemo(() => tourLocale(translate), [translate]);
  const [options] = useState(tourOptions);

  // However the tour ends (Escape, Skip, Finish), focus goes back to what had it when the tour opened (the account
  // menu, for Take Tour), or else to the page's heading: never to the page's body (docs/decisions/032).
  const [opener] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus();
      else focusPageHeading();
    },
    [opener],
  );

  const onEvent = useCallback<EventHandler>(
    (data) => {
      // A step whose target has gone is skipped by joyride itself (uncontrolled mode moves to the next index);
      // a missing last step ends the tour as finished. Both end up here.
      if (data.type === EVENTS.TOUR_END && (data.status === STATUS.FINISHED || data.status === STATUS.SKIPPED)) {
        onEnd();
      }
    },
    [onEnd],
  );

  const { Tour: tour, controls } = useJoyride({
    steps: joyrideSteps,
    run: true,
    continuous: true,
    locale,
    options,
    tooltipComponent: TourTooltip,
    onEvent,
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") controls.skip();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [controls]);

  return tour;
}
