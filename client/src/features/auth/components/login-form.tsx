import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { loginSchema, type LoginInput } from "@shared/validators";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/form-field";
import { paths } from "@shared/paths";
import { PRODUCT_NAME } from "@/config/product";
import { useLogin } from "@/features/auth/api/login";
import { AuthCard } from "@/features/auth/components/auth-card";
import { toast } from "@/hooks/use-toast";
import { getErrorMessage } from "@/lib/api-errors";

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const [, navigate] = useLocation();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });

  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await login.mutateAsync(values);
    } catch (error) {
      const description = getErrorMessage(error, "Please check your credentials and try again.");
      // On the form as well as in the toast, which goes away (docs/decisions/025).
      setFailure(description);
      toast({ variant: "destructive", title: "Login Failed", description });
      return;
    }
    toast({ title: "Login Successful", description: `Welcome back to ${PRODUCT_NAME}.` });
    navigate(paths.home, { replace: true });
  });

  return (
    <AuthCard
      title="Sign In"
      description={`Welcome back. Sign in to ask questions and follow your answers on ${PRODUCT_NAME}.`}
      footer={
        <p>
          New here?{" "}
          <Link href={paths.register} className="font-medium text-primary underline underline-offset-4">
            Create an account
          </Link>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextField
          id="login-email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register("email")}
        />
        <TextField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register("password")}
        />
        <div className="flex justify-end">
          <Button variant="link" className="h-auto p-0" onClick={onForgotPassword}>
            Forgot password?
          </Button>
        </div>
        <FormAlert message={failure} />
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? "Signing in..." : "Sign In"}
        </Button>
      </form>
    </AuthCard>
  );
}
