import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Redirect } from "wouter";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";
import { FORGOT_PASSWORD_ID, LoginForm } from "@/features/auth/components/login-form";
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
  const [mode, setMode] = useState<Mode>("sign-in");
  // A code step that timed out returns here with the server's words, shown on the password form.
  const [notice, setNotice] = useState<string | null>(null);
  useDocumentTitle(t(TITLES[mode]));
  // Back from the forgot-password form, focus returns to the link that opened it (docs/decisions/032).
  const [backFromForgot, setBackFromForgot] = useState(false);
  useEffect(() => {
    if (mode === "sign-in" && backFromForgot) document.getElementById(FORGOT_PASSWORD_ID)?.focus();
  }, [mode, backFromForgot]);

  if (user) return <Redirect to={signedInPath(user)} replace />;
  if (mode === "forgot-password")
    return (
      <ForgotPasswordForm
        onBack={() => {
          setBackFromForgot(true);
          setMode("sign-in");
        }}
      />
    );
  if (mode === "code") {
    return (
      <TwoFactorStep
        onRestart={(message) => {
          setNotice(message ?? null);
          setMode("sign-in");
        }}
      />
    );
  }
  return (
    <LoginForm
      notice={notice}
      onForgotPassword={() => {
        setBackFromForgot(false);
        setMode("forgot-password");
      }}
      onCodeNeeded={() => {
        setNotice(null);
        setBackFromForgot(false);
        setMode("code");
      }}
    />
  );
}
