import { parse } from "regexparam";
import { Suspense, useEffect, type ComponentType } from "react";
import { Redirect, Route, Switch, useLocation, useSearch } from "wouter";
import { PageErrorBoundary } from "@/components/errors/page-error-boundary";
import { PageShell } from "@/components/layout/page-shell";
import { TwoFactorGate } from "@/components/layout/two-factor-gate";
import { PageSpinner } from "@/components/ui/spinner";
import { useRoles } from "@/lib/auth";
import { lazyScreen, type LazyScreen } from "@/lib/lazy-screen";
import { signInReturningTo } from "@/lib/return-to";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, TooltipProvider } from "@/components/ui/tooltip";
import type { Role } from "@shared/api/types";
import { paths } from "@shared/paths";
import { Onboarding } from "@/features/onboarding/onboarding";
import { NotFoundPage } from "@/pages/not-found";

// Route-level code splitting: every screen is its own chunk, the sign-in forms included (they bring zod and
// react-hook-form), so a screen loads only what it shows.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazyScreen(() => load().then((module) => module[name]));

const LoginPage = page(() => import("@/pages/login"), "LoginPage");
const RegisterPage = page(() => import("@/pages/register"), "RegisterPage");
const ResetPasswordPage = page(() => import("@/pages/reset-password"), "ResetPasswordPage");
const UnsubscribePage = page(() => import("@/pages/unsubscribe"), "UnsubscribePage");
const ApplyAttorneyPage = page(() => import("@/pages/apply-attorney"), "ApplyAttorneyPage");
const HomePage = page(() => import("@/pages/home"), "HomePage");
const TermsPage = page(() => import("@/pages/policies"), "TermsPage");
const PrivacyPage = page(() => import("@/pages/policies"), "PrivacyPage");
const SettingsPage = page(() => import("@/pages/settings"), "SettingsPage");
const SecurityPage = page(() => import("@/pages/security"), "SecurityPage");
const SubmitQuestionPage = page(() => import("@/pages/submit-question"), "SubmitQuestionPage");
const QuestionDetailPage = page(() => import("@/pages/question-detail"), "QuestionDetailPage");
const AttorneyDashboardPage = page(() => import("@/pages/attorney-dashboard"), "AttorneyDashboardPage");
const QuestionQueuePage = page(() => import("@/pages/question-queue"), "QuestionQueuePage");
const ClaimedQuestionsPage = page(() => import("@/pages/claimed-questions"), "ClaimedQuestionsPage");
const ConflictListPage = page(() => import("@/pages/conflict-list"), "ConflictListPage");
const AdminPage = page(() => import("@/pages/admin"), "AdminPage");
const AdminOutcomesPage = page(() => import("@/pages/admin-outcomes"), "AdminOutcomesPage");
const AdminActivityPage = page(() => import("@/pages/admin-activity"), "AdminActivityPage");

// Spec section 2: each screen's path, and who reaches it. "everyone" opens signed out too; the others are for
// signed-in users (a signed-out visitor is sent to /login), and the role is whose navigation leads there.
const routes: { path: string; component: LazyScreen; reach: "everyone" | Role }[] = [
  { path: paths.login, component: LoginPage, reach: "everyone" },
  { path: paths.register, component: RegisterPage, reach: "everyone" },
  { path: paths.resetPassword, component: ResetPasswordPage, reach: "everyone" },
  { path: paths.applyAttorney, component: ApplyAttorneyPage, reach: "everyone" },
  { path: paths.terms, component: TermsPage, reach: "everyone" },
  { path: paths.privacy, component: PrivacyPage, reach: "everyone" },
  { path: paths.unsubscribe, component: UnsubscribePage, reach: "everyone" },
  // Signed-out visitors at / see the landing page, chosen in AppRouter.
  { path: paths.home, component: HomePage, reach: "everyone" },
  { path: paths.dashboard, component: SettingsPage, reach: "user" },
  { path: paths.userDashboard, component: SettingsPage, reach: "user" },
  { path: paths.settings, component: SettingsPage, reach: "user" },
  { path: paths.security, component: SecurityPage, reach: "user" },
  { path: paths.attorney, component: AttorneyDashboardPage, reach: "attorney" },
  { path: paths.attorneyDashboard, component: AttorneyDashboardPage, reach: "attorney" },
  { path: paths.claimedQuestions, component: ClaimedQuestionsPage, reach: "attorney" },
  { path: paths.conflictList, component: ConflictListPage, reach: "attorney" },
  { path: paths.submitQuestion, component: SubmitQuestionPage, reach: "user" },
  { path: paths.questionQueue, component: QuestionQueuePage, reach: "attorney" },
  { path: paths.question, component: QuestionDetailPage, reach: "user" },
  { path: paths.questions, component: QuestionDetailPage, reach: "user" },
  { path: paths.admin, component: AdminPage, reach: "admin" },
  { path: paths.adminOutcomes, component: AdminOutcomesPage, reach: "admin" },
  { path: paths.adminActivity, component: AdminActivityPage, reach: "admin" },
];

/** Loads the code of the screen at `location` (a path), if it has one of its own. */
export function preloadScreen(location: string): Promise<void> {
  const route = routes.find(({ path }) => parse(path).pattern.test(location));
  return route ? route.component.preload() : Promise.resolve();
}

/**
 * Once the browser is idle, the code of every screen this person's navigation leads to: the public ones when signed
 * out; those and their roles' when signed in. A move to another screen then draws it at once, instead of showing a
 * spinner and waiting on React's reveal of a lazy screen (lib/lazy-screen.ts). A few kilobytes each, fetched once and
 * kept by the browser's cache; a browser without `requestIdleCallback` loads each screen when it is opened, as before
 * (docs/decisions/041).
 */
function usePreloadReachableScreens(isAuthenticated: boolean) {
  const { roles, isLoaded } = useRoles();
  const reach = isAuthenticated ? (isLoaded ? ["everyone", ...roles].join() : null) : "everyone";
  useEffect(() => {
    if (reach === null || !("requestIdleCallback" in window)) return;
    const wanted = reach.split(",");
    const idle = window.requestIdleCallback(() => {
      for (const route of routes) if (wanted.includes(route.reach)) route.component.preload().catch(() => undefined);
    });
    return () => window.cancelIdleCallback(idle);
  }, [reach]);
}

function AppRoutes({ isAuthenticated }: { isAuthenticated: boolean }) {
  const [location] = useLocation();
  const search = useSearch();
  return (
    <Switch>
      {routes.map(({ path, component: Screen, reach }) => (
        <Route key={path} path={path}>
          {/* A signed-out visitor goes to Sign In here, without a full page load of /api/login, and comes back to this
            screen once signed in (docs/decisions/054). */}
          {reach === "everyone" || isAuthenticated ? (
            <Screen />
          ) : (
            <Redirect to={signInReturningTo(search ? `${location}?${search}` : location)} replace />
          )}
        </Route>
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}

/**
 * Everything but the landing page: navigation, the current screen and, for signed-in users, the onboarding tour.
 * Its own chunk, loaded after the landing page would have been, because the navigation's menus and tooltips
 * (Radix popper, floating-ui) are not needed by a first-time visitor. Tooltips live only here: the landing page has none.
 */
export function AppShell({ isAuthenticated }: { isAuthenticated: boolean }) {
  const [location] = useLocation();
  usePreloadReachableScreens(isAuthenticated);
  return (
    <TooltipProvider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <PageShell>
        <PageErrorBoundary key={location}>
          <Suspense fallback={<PageSpinner />}>
            <AppRoutes isAuthenticated={isAuthenticated} />
          </Suspense>
        </PageErrorBoundary>
      </PageShell>
      {isAuthenticated ? (
        <>
          <Onboarding />
          <TwoFactorGate />
        </>
      ) : null}
    </TooltipProvider>
  );
}
