import { useCallback, useEffect, useState } from "react";
import { findPresentSteps, fitToWindow, getTourSteps } from "@/features/onboarding/steps";
import { useOnboarding } from "@/features/onboarding/use-onboarding";
import { useAuth, useRoles } from "@/lib/auth";
import { useCompleteTourOnAccount } from "@/features/onboarding/complete-tour";
import { isOnboardingCompleted } from "@/lib/onboarding-flag";
import { useRoleView } from "@/lib/role-view";

import type { Tour as TourType } from "@/features/onboarding/tour";

type TourComponent = typeof TourType;

// react-joyride and its positioning code are fetched only by someone about to see the tour.
let tourModule: Promise<TourComponent> | null = null;
function loadTour(): Promise<TourComponent> {
  tourModule ??= import("@/features/onboarding/tour").then(
    (module) => module.Tour,
    (error: unknown) => {
      tourModule = null; // let a later attempt (Take Tour) try again
      throw error;
    },
  );
  return tourModule;
}

/**
 * The tour's code, once `wanted`. Not React.lazy: a lazy component suspends on its first render even when its code
 * has already arrived, and React holds a suspended reveal back for up to 300 ms; the tour would open late.
 */
function useTourComponent(wanted: boolean): TourComponent | null {
  const [Tour, setTour] = useState<TourComponent | null>(null);
  useEffect(() => {
    if (!wanted || Tour) return;
    let active = true;
    loadTour().then(
      (component) => {
        if (active) setTour(() => component);
      },
      (error: unknown) => console.warn("The onboarding tour could not be loaded", error),
    );
    return () => {
      active = false;
    };
  }, [wanted, Tour]);
  return Tour;
}

/** The onboarding tour of the signed-in app; mounted once, in AppShell. */
export function Onboarding() {
  const { view } = useRoleView();
  const { isLoading: rolesLoading } = useRoles();
  // The steps of the view the user is in when the tour opens, for the elements on screen at that moment.
  const getSteps = useCallback(() => fitToWindow(findPresentSteps(getTourSteps(view))), [view]);
  // Wait for the roles: an attorney's view switches to 'attorney' once they arrive.
  // The account remembers a finished tour too (docs/decisions/025), so it does not open again on every device.
  const { user } = useAuth();
  const completeOnAccount = useCompleteTourOnAccount();
  const { run, finish } = useOnboarding({
    getSteps,
    ready: !rolesLoading,
    completedOnAccount: Boolean(user?.tourCompletedAt),
    onCompleted: user?.tourCompletedAt ? undefined : completeOnAccount,
  });
  // Fetched during the one-second delay when the tour will open by itself, else when Take Tour asks for it.
  const [willOpen] = useState(() => !isOnboardingCompleted() && !user?.tourCompletedAt);
  const Tour = useTourComponent(willOpen || run !== null);

  if (!run || !Tour) return null;
  // Tour is a module loaded once and kept (useTourComponent), not a component made during this render.
  // eslint-disable-next-line react-hooks/static-components
  return <Tour key={run.id} steps={run.steps} onEnd={finish} />;
}
