import { useLingui } from "@lingui/react/macro";
import { Redirect } from "wouter";
import { paths } from "@shared/paths";
import { RegisterForm } from "@/features/auth/components/register-form";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useAuth } from "@/lib/auth";

export function RegisterPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  useDocumentTitle(t`Create Your Account`);
  if (user) return <Redirect to={paths.home} replace />;
  return <RegisterForm />;
}
