// Every route string of spec section 2, written once.
export const paths = {
  home: "/",
  login: "/login",
  register: "/register",
  resetPassword: "/reset-password",
  applyAttorney: "/apply-attorney",
  dashboard: "/dashboard",
  userDashboard: "/user-dashboard",
  settings: "/settings",
  // docs/decisions/031: two-step sign-in and passkeys (docs/decisions/031).
  security: "/settings/security",
  attorney: "/attorney",
  attorneyDashboard: "/attorney-dashboard",
  claimedQuestions: "/attorney/claimed-questions",
  // docs/decisions/018: the attorney's private conflict list.
  conflictList: "/attorney/conflicts",
  submitQuestion: "/submit-question",
  questionQueue: "/question-queue",
  question: "/question/:id",
  questions: "/questions/:id",
  admin: "/admin",
  // docs/decisions/029: the anonymous outcome figures.
  adminOutcomes: "/admin/outcomes",
  // docs/decisions/033: the audit log as sentences, a tab of the admin panel.
  adminActivity: "/admin/activity",
  // docs/decisions/025: the Terms of Use and the Privacy Notice, open to everyone.
  terms: "/terms",
  privacy: "/privacy",
  // docs/decisions/030: where a notice's unsubscribe link lands; it asks before it changes anything.
  unsubscribe: "/unsubscribe",
  // Not a client route: the server answers it with a redirect to /login (full page load).
  apiLogin: "/api/login",
  // Not a client route: a notice's one-click unsubscribe (RFC 8058); a GET redirects to `unsubscribe`.
  apiUnsubscribe: "/api/notifications/unsubscribe",
} as const;

/**
 * A screen Sign In may come back to (docs/decisions/054): a path of this site only. Never another site (`//host`),
 * never a backslash, white space or a control character anywhere (a browser drops a tab or a newline, so "/\t/host"
 * would become "//host"), never the API or Sign In itself, as the router and Express match them (any case, a trailing
 * slash).
 */
export function isReturnPath(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//") || /[\s\\\p{Cc}]/u.test(path)) return false;
  const route = (path.split(/[?#]/)[0] ?? "").toLowerCase().replace(/\/+$/, "");
  return route !== paths.login && route !== "/api" && !route.startsWith("/api/");
}

/** `base` with `?next=path`, or `base` alone when `path` is Home or no screen to come back to. */
export const returningTo = (base: string, path: string): string =>
  path !== paths.home && isReturnPath(path) ? `${base}?next=${encodeURIComponent(path)}` : base;

// Landing page in-page anchors (spec section 2).
export const landingAnchors = {
  howItWorks: "how-it-works",
  forAttorneys: "for-attorneys",
  support: "support",
} as const;

// Routes anyone may open, signed in or not (spec section 2). "/" is handled separately:
// it shows the landing page or the home screen depending on who is asking.
export const publicPaths: readonly string[] = [
  paths.login,
  paths.register,
  paths.resetPassword,
  paths.applyAttorney,
  paths.terms,
  paths.privacy,
  paths.unsubscribe,
];

export const questionPath = (id: number | string) => `/question/${id}`;
// Claimed Questions' "View Answer" link uses the plural form (spec section 2).
export const questionAnswerPath = (id: number | string) => `/questions/${id}`;
