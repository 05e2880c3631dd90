// Product identity and browser storage keys, written once.
export const PRODUCT_NAME = "ClearCounsel";

// Spec section 3: the onboarding flag is stored under `{product}_onboarding_completed` with the value 'true'.
export const ONBOARDING_STORAGE_KEY = "clearcounsel_onboarding_completed";
export const ONBOARDING_COMPLETED_VALUE = "true";

// Fired by "Take Tour" in the avatar menu; the onboarding tour listens for it.
export const START_TOUR_EVENT = "clearcounsel:start-tour";

export const COPYRIGHT_YEAR = 2024;
