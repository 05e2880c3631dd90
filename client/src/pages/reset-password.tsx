import { useLingui } from "@lingui/react/macro";
import { useSearch } from "wouter";
import { InvalidResetLink } from "@/features/auth/components/invalid-reset-link";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";
import { useDocumentTitle } from "@/hooks/use-document-title";

export function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get("token")?.trim() ?? "";
  return token ? <ResetPasswordForm token={token} /> : <InvalidLinkScreen />;
}

function InvalidLinkScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Invalid Reset Link`);
  return <InvalidResetLink />;
}
