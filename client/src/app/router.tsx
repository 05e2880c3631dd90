import { lazy, Suspense, type ComponentType } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { PageShell } from "@/components/layout/page-shell";
import { PageSpinner } from "@/components/ui/spinner";
import { paths, publicPaths } from "@/config/paths";
import { EmailVerificationNotice } from "@/features/auth/components/email-verification-notice";
import { useAuth } from "@/lib/auth";
import { LandingPage } from "@/pages/landing";
import { LoginPage } from "@/pages/login";
import { NotFoundPage } from "@/pages/not-found";
import { RegisterPage } from "@/pages/register";

// Route-level code splitting: the landing and sign-in screens never load attorney or admin code.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const HomePage = page(() => import("@/pages/home"), "HomePage");
const ResetPasswordPage = page(() => import("@/pages/reset-password"), "ResetPasswordPage");
const ApplyAttorneyPage = page(() => import("@/pages/apply-attorney"), "ApplyAttorneyPage");
const UserDashboardPage = page(() => import("@/pages/user-dashboard"), "UserDashboardPage");
const SubmitQuestionPage = page(() => import("@/pages/submit-question"), "SubmitQuestionPage");
const QuestionDetailPage = page(() => import("@/pages/question-detail"), "QuestionDetailPage");
const AttorneyDashboardPage = page(() => import("@/pages/attorney-dashboard"), "AttorneyDashboardPage");
const QuestionQueuePage = page(() => import("@/pages/question-queue"), "QuestionQueuePage");
const ClaimedQuestionsPage = page(() => import("@/pages/claimed-questions"), "ClaimedQuestionsPage");
const AdminPage = page(() => import("@/pages/admin"), "AdminPage");

// Spec section 2: screens for signed-in users. A signed-out visitor is sent to /login.
const authenticatedRoutes: { path: string; component: ComponentType }[] = [
  { path: paths.dashboard, component: UserDashboardPage },
  { path: paths.userDashboard, component: UserDashboardPage },
  { path: paths.settings, component: UserDashboardPage },
  { path: paths.attorney, component: AttorneyDashboardPage },
  { path: paths.attorneyDashboard, component: AttorneyDashboardPage },
  { path: paths.claimedQuestions, component: ClaimedQuestionsPage },
  { path: paths.submitQuestion, component: SubmitQuestionPage },
  { path: paths.questionQueue, component: QuestionQueuePage },
  { path: paths.question, component: QuestionDetailPage },
  { path: paths.questions, component: QuestionDetailPage },
  { path: paths.admin, component: AdminPage },
];

export function isPublicPath(location: string): boolean {
  return publicPaths.includes(location);
}

function AppRoutes({ isAuthenticated }: { isAuthenticated: boolean }) {
  return (
    <Switch>
      <Route path={paths.login} component={LoginPage} />
      <Route path={paths.register} component={RegisterPage} />
      <Route path={paths.resetPassword} component={ResetPasswordPage} />
      <Route path={paths.applyAttorney} component={ApplyAttorneyPage} />
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

export function AppRouter() {
  const [location] = useLocation();
  const { isLoading, isAuthenticated } = useAuth();

  let content;
  if (isLoading && !isPublicPath(location)) {
    // Spec section 2: while the current user loads, a spinner on every path but the public ones.
    content = (
      <main className="flex min-h-screen items-center justify-center">
        <PageSpinner />
      </main>
    );
  } else if (location === paths.home && !isAuthenticated) {
    // The landing page brings its own header, anchors and footer.
    content = <LandingPage />;
  } else {
    content = (
      <PageShell>
        <Suspense fallback={<PageSpinner />}>
          <AppRoutes isAuthenticated={isAuthenticated} />
        </Suspense>
      </PageShell>
    );
  }

  return (
    <>
      <EmailVerificationNotice />
      {content}
    </>
  );
}
