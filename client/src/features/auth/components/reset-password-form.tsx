import { zodResolver } from "@hookform/resolvers/zod";
import { PASSWORD_MIN, resetPasswordSchema, type ResetPasswordInput } from "@shared/validators";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/form-field";
import { paths } from "@shared/paths";
import { useResetPassword } from "@/features/auth/api/reset-password";
import { AuthCard } from "@/features/auth/components/auth-card";
import { toast } from "@/hooks/use-toast";
import { getErrorMessage } from "@/lib/api-errors";

export function ResetPasswordForm({ token }: { token: string }) {
  const resetPassword = useResetPassword();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: "", confirmPassword: "" },
  });

  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await resetPassword.mutateAsync(values);
    } catch (error) {
      const description = getErrorMessage(error, "Password reset failed. Please try again.");
      // On the form as well as in the toast, which goes away (docs/decisions/025).
      setFailure(description);
      toast({ variant: "destructive", title: "Reset Failed", description });
      return;
    }
    toast({ title: "Password Reset Successful", description: "You can now sign in with your new password." });
    setDone(true);
  });

  if (done) {
    return (
      <AuthCard
        title="Password Reset Complete"
        description="Your password has been changed and you have been signed out everywhere."
      >
        <Button asChild className="w-full">
          <Link href={paths.login}>Go to Sign In</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a New Password" description="Enter a new password for your account.">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <input type="hidden" {...register("token")} />
        {errors.token?.message ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.token.message}
          </p>
        ) : null}
        <TextField
          id="reset-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`Use ${PASSWORD_MIN} or more characters.`}
          error={errors.password?.message}
          {...register("password")}
        />
        <TextField
          id="reset-confirm-password"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register("confirmPassword")}
        />
        <FormAlert message={failure} />
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? "Resetting..." : "Reset Password"}
        </Button>
      </form>
    </AuthCard>
  );
}
