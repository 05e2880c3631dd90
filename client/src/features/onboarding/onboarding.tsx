import { lazy, Suspense, useCallback, useEffect } from "react";
import { findPresentSteps, getTourSteps } from "@/features/onboarding/steps";
import { useOnboarding } from "@/features/onboarding/use-onboarding";
import { useRoles } from "@/lib/auth";
import { isOnboardingCompleted } from "@/lib/onboarding-flag";
import { useRoleView } from "@/lib/role-view";

// react-joyride and its positioning code are fetched only by someone about to see the tour.
const loadTour = () => import("@/features/onboarding/tour");
const Tour = lazy(() => loadTour().then((module) => ({ default: module.Tour })));

/** The onboarding tour of the signed-in app; mounted once, in AppShell. */
export function Onboarding() {
  const { view } = useRoleView();
  const { isLoading: rolesLoading } = useRoles();
  // The steps of the view the user is in when the tour opens, for the elements on screen at that moment.
  const getSteps = useCallback(() => findPresentSteps(getTourSteps(view)), [view]);
  // Wait for the roles: an attorney's view switches to 'attorney' once they arrive.
  const { run, finish } = useOnboarding({ getSteps, ready: !rolesLoading });

  useEffect(() => {
    // Fetch the tour's code during the one-second delay, so it opens on time. A failure here is retried when
    // the tour renders (and reported there), so it is ignored.
    if (!isOnboardingCompleted()) loadTour().catch(() => undefined);
  }, []);

  if (!run) return null;
  return (
    <Suspense fallback={null}>
      <Tour key={run.id} steps={run.steps} onEnd={finish} />
    </Suspense>
  );
}
