import { useState } from "react";
import { Redirect } from "wouter";
import { paths } from "@shared/paths";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";
import { LoginForm } from "@/features/auth/components/login-form";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useAuth } from "@/lib/auth";

export function LoginPage() {
  const { user } = useAuth();
  const [mode, setMode] = useState<"sign-in" | "forgot-password">("sign-in");
  useDocumentTitle(mode === "sign-in" ? "Sign In" : "Forgot Password");

  if (user) return <Redirect to={paths.home} replace />;
  return mode === "sign-in" ? (
    <LoginForm onForgotPassword={() => setMode("forgot-password")} />
  ) : (
    <ForgotPasswordForm onBack={() => setMode("sign-in")} />
  );
}
