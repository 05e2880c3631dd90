import { Redirect } from "wouter";
import { paths } from "@shared/paths";
import { RegisterForm } from "@/features/auth/components/register-form";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useAuth } from "@/lib/auth";

export function RegisterPage() {
  const { user } = useAuth();
  useDocumentTitle("Create Your Account");
  if (user) return <Redirect to={paths.home} replace />;
  return <RegisterForm />;
}
