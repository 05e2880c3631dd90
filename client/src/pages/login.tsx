import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { paths } from "@shared/paths";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";
import {
  FORGOT_PASSWORD_ID,
  LOGIN_EMAIL_ID,
  LOGIN_PASSWORD_ID,
  LoginForm,
} from "@/features/auth/components/login-form";
import { TwoFactorStep } from "@/features/auth/components/two-factor-step";
import { signedInPath } from "@/features/auth/components/use-welcome";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useAuth } from "@/lib/auth";

type Mode = "sign-in" | "code" | "forgot-password";

/** The forgot-password form is `/login?forgot=1`, so the browser's Back returns from it to the sign-in form. */
const FORGOT_PARAM = "forgot";
const TITLES: Record<Mode, MessageDescriptor> = {
  "sign-in": msg`Sign In`,
  code: msg`Two-step sign-in`,
  "forgot-password": msg`Forgot Password`,
};

export function LoginPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  // As the page opened: once signed in, the page moves on, and so does the query (use-welcome.ts).
  const liveSearch = useSearch();
  const [search] = useState(liveSearch);
  const [, navigate] = useLocation();
  const [step, setStep] = useState<Exclude<Mode, "forgot-password">>("sign-in");
  const mode: Mode = new URLSearchParams(liveSearch).has(FORGOT_PARAM) ? "forgot-password" : step;
  // This page's address with the forgot-password form on or off; any `next` stays.
  const loginWith = (forgot: boolean) => {
    const params = new URLSearchParams(liveSearch);
    if (forgot) params.set(FORGOT_PARAM, "1");
    else params.delete(FORGOT_PARAM);
    const query = params.toString();
    return query ? `${paths.login}?${query}` : paths.login;
  };
  // A code step that timed out returns here with the server's words, shown on the password form.
  const [notice, setNotice] = useState<string | null>(null);
  // The e-mail given before the code step, kept for a sign-in that starts again.
  const [email, setEmail] = useState("");
  useDocumentTitle(t(TITLES[mode]));
  // Back on the password form, focus goes where reading goes on (docs/decisions/032): from the forgot-password form
  // (by its Back to sign in or the browser's Back) to the link that opened it; from the code step by Back to sign in to the e-mail field, where another account may be
  // chosen; from a step that timed out to the password, the e-mail being kept.
  const [focusOnReturn, setFocusOnReturn] = useState<string | null>(null);
  useEffect(() => {
    if (mode === "sign-in" && focusOnReturn) document.getElementById(focusOnReturn)?.focus();
  }, [mode, focusOnReturn]);

  if (user) return <Redirect to={signedInPath(user, search)} replace />;
  if (mode === "forgot-password")
    return (
      <ForgotPasswordForm
        onBack={() => {
          setFocusOnReturn(FORGOT_PASSWORD_ID);
          navigate(loginWith(false), { replace: true });
        }}
      />
    );
  if (mode === "code") {
    return (
      <TwoFactorStep
        onRestart={(message) => {
          setNotice(message ?? null);
          setFocusOnReturn(message ? LOGIN_PASSWORD_ID : LOGIN_EMAIL_ID);
          setStep("sign-in");
        }}
      />
    );
  }
  return (
    <LoginForm
      notice={notice}
      email={email}
      onForgotPassword={() => {
        setFocusOnReturn(FORGOT_PASSWORD_ID);
        navigate(loginWith(true));
      }}
      onCodeNeeded={(given) => {
        setEmail(given);
        setNotice(null);
        setFocusOnReturn(null);
        setStep("code");
      }}
    />
  );
}
