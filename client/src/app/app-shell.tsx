import { lazy, Suspense, type ComponentType } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { PageErrorBoundary } from "@/components/errors/page-error-boundary";
import { PageShell } from "@/components/layout/page-shell";
import { TwoFactorGate } from "@/components/layout/two-factor-gate";
import { PageSpinner } from "@/components/ui/spinner";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, TooltipProvider } from "@/components/ui/tooltip";
import { paths } from "@shared/paths";
import { Onboarding } from "@/features/onboarding/onboarding";
import { NotFoundPage } from "@/pages/not-found";

// Route-level code splitting: every screen is its own chunk, the sign-in forms included (they bring zod and
// react-hook-form), so a screen loads only what it shows.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

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

// Spec section 2: screens for signed-in users. A signed-out visitor is sent to /login.
const authenticatedRoutes: { path: string; component: ComponentType }[] = [
  { path: paths.dashboard, component: SettingsPage },
  { path: paths.userDashboard, component: SettingsPage },
  { path: paths.settings, component: SettingsPage },
  { path: paths.security, component: SecurityPage },
  { path: paths.attorney, component: AttorneyDashboardPage },
  { path: paths.attorneyDashboard, component: AttorneyDashboardPage },
  { path: paths.claimedQuestions, component: ClaimedQuestionsPage },
  { path: paths.conflictList, component: ConflictListPage },
  { path: paths.submitQuestion, component: SubmitQuestionPage },
  { path: paths.questionQueue, component: QuestionQueuePage },
  { path: paths.question, component: QuestionDetailPage },
  { path: paths.questions, component: QuestionDetailPage },
  { path: paths.admin, component: AdminPage },
  { path: paths.adminOutcomes, component: AdminOutcomesPage },
  { path: paths.adminActivity, component: AdminActivityPage },
];

function AppRoutes({ isAuthenticated }: { isAuthenticated: boolean }) {
  return (
    <Switch>
      <Route path={paths.login} component={LoginPage} />
      <Route path={paths.register} component={RegisterPage} />
      <Route path={paths.resetPassword} component={ResetPasswordPage} />
      <Route path={paths.applyAttorney} component={ApplyAttorneyPage} />
      <Route path={paths.terms} component={TermsPage} />
      <Route path={paths.privacy} component={PrivacyPage} />
      <Route path={paths.unsubscribe} component={UnsubscribePage} />
      {/* Signed-out visitors at / see the landing page, chosen in AppRouter. */}
      <Route path={paths.home} component={HomePage} />
      {authenticatedRoutes.map(({ path, component: Screen }) => (
        <Route key={path} path={path}>
          {isAuthenticated ? <Screen /> : <Redirect to={paths.login} replace />}
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
