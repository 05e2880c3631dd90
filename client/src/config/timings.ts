// The interface's own timings and counts (spec section 9), which no server rule shares.

/** After the 'Unauthorized' toast, the full page load of /api/login waits this long. */
export const UNAUTHORIZED_REDIRECT_MS = 500;
/** How long a decided card waits, with Undo, before the admin's decision is sent (docs/decisions/033). */
export const UNDO_MS = 5_000;
/** A new user's onboarding tour opens this long after they arrive. */
export const ONBOARDING_DELAY_MS = 1000;
/** How many of their questions the asker's Recent Activity shows. */
export const RECENT_ACTIVITY_COUNT = 3;
