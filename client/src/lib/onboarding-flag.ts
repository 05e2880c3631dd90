import { ONBOARDING_COMPLETED_VALUE, ONBOARDING_STORAGE_KEY, START_TOUR_EVENT } from "@/config/product";

// Spec sections 3 and 4: the onboarding flag lives in localStorage; completing or skipping the tour stores it,
// "Take Tour" clears it. Storage can be unavailable (private mode, blocked cookies): the tour then simply shows again.

export function isOnboardingCompleted(): boolean {
  try {
    return localStorage.getItem(ONBOARDING_STORAGE_KEY) === ONBOARDING_COMPLETED_VALUE;
  } catch {
    return false;
  }
}

export function markOnboardingCompleted(): void {
  try {
    localStorage.setItem(ONBOARDING_STORAGE_KEY, ONBOARDING_COMPLETED_VALUE);
  } catch {
    // Nothing to do: see above.
  }
}

export function clearOnboardingCompleted(): void {
  try {
    localStorage.removeItem(ONBOARDING_STORAGE_KEY);
  } catch {
    // Nothing to do: see above.
  }
}

/**
 * "Take Tour": clear the flag and ask the mounted tour to start again now. An event rather than a shared hook,
 * so the avatar menu needs no part of the onboarding feature (or its lazily loaded tour code).
 */
export function requestTourStart(): void {
  clearOnboardingCompleted();
  window.dispatchEvent(new Event(START_TOUR_EVENT));
}
