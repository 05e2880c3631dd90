import { ONBOARDING_DELAY_MS } from "@/config/timings";
import { useCallback, useEffect, useRef, useState } from "react";
import { START_TOUR_EVENT } from "@/config/product";
import type { TourStep } from "@/features/onboarding/steps";
import { isOnboardingCompleted, markOnboardingCompleted } from "@/lib/onboarding-flag";

export interface TourRun {
  /** A new id for every start, so a restarted tour begins afresh at its first step. */
  id: number;
  steps: TourStep[];
}

interface UseOnboardingOptions {
  /** The steps to show, read when the tour starts (the screen's elements exist by then). */
  getSteps: () => TourStep[];
  /** False while something the steps depend on (the role view) is still loading: the countdown waits. */
  ready?: boolean;
  delayMs?: number;
  /** The account says the tour was finished or skipped on some device (docs/decisions/025): it does not open by itself. */
  completedOnAccount?: boolean;
  /** Called when the tour ends, to record it on the account too. */
  onCompleted?: () => void;
}

/**
 * Spec section 2, "Onboarding tour", and section 4: the tour opens by itself `delayMs` after the signed-in app
 * loads unless the completion flag is 'true'; "Take Tour" (START_TOUR_EVENT) restarts it at once; finishing it,
 * skipping it or closing it stores the flag.
 */
export function useOnboarding({
  getSteps,
  ready = true,
  delayMs = ONBOARDING_DELAY_MS,
  completedOnAccount = false,
  onCompleted,
}: UseOnboardingOptions) {
  const [run, setRun] = useState<TourRun | null>(null);
  // The tour opens by itself at most once per mount (per sign-in), and not after "Take Tour" already opened it.
  const started = useRef(false);
  const getStepsRef = useRef(getSteps);
  useEffect(() => {
    getStepsRef.current = getSteps;
  }, [getSteps]);

  const start = useCallback(() => {
    started.current = true;
    const steps = getStepsRef.current();
    setRun((previous) => ({ id: (previous?.id ?? 0) + 1, steps }));
  }, []);

  useEffect(() => {
    if (!ready || started.current || completedOnAccount || isOnboardingCompleted()) return;
    const timer = setTimeout(() => {
      // Checked again: another tab may have finished the tour meanwhile.
      if (!started.current && !isOnboardingCompleted()) start();
    }, delayMs);
    return () => clearTimeout(timer);
  }, [ready, delayMs, start, completedOnAccount]);

  useEffect(() => {
    window.addEventListener(START_TOUR_EVENT, start);
    return () => window.removeEventListener(START_TOUR_EVENT, start);
  }, [start]);

  const onCompletedRef = useRef(onCompleted);
  useEffect(() => {
    onCompletedRef.current = onCompleted;
  }, [onCompleted]);
  const finish = useCallback(() => {
    markOnboardingCompleted();
    onCompletedRef.current?.();
    setRun(null);
  }, []);

  return { run, start, finish };
}
