import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Redirect, useSearch } from "wouter";
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
const TITLES: Record<Mode, MessageDescriptor> = {
  "sign-in": msg`Sign In`,
  code: msg`Two-step sign-in`,
  "forgot-password": msg`Forgot Password`,
};

export function LoginPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  // As the page opened: once signed in, the page moves on, and so does the query (use-welcome.ts).
  const [search] = useState(useSearch());
  const [mode, setMode] = useState<Mode>("sign-in");
  // A code step that timed out returns here with the server's words, shown on the password form.
  const [notice, setNotice] = useState<string | null>(null);
  // The e-mail given before the code step, kept for a sign-in that starts again.
  const [email, setEmail] = useState("");
  useDocumentTitle(t(TITLES[mode]));
  // Back on the password form, focus goes where reading goes on (docs/decisions/032): from the forgot-password form to
  // the link that opened it; from the code step by Back to sign in to the e-mail field, where another account may be
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
          setMode("sign-in");
        }}
      />
    );
  if (mode === "code") {
    return (
      <TwoFactorStep
        onRestart={(message) => {
          setNotice(message ?? null);
          setFocusOnReturn(message ? LOGIN_PASSWORD_ID : LOGIN_EMAIL_ID);
          setMode("sign-in");
        }}
      />
    );
  }
  return (
    <LoginForm
      notice={notice}
      email={email}
      onForgotPassword={() => {
        setFocusOnReturn(null);
        setMode("forgot-password");
      }}
      onCodeNeeded={(given) => {
        setEmail(given);
        setNotice(null);
        setFocusOnReturn(null);
        setMode("code");
      }}
    />
  );
}
