import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
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
import { useDocumentTitle } from "@/hooks/use-document-title";
import { getErrorMessage } from "@/lib/api-errors";
import { translateServerMessage } from "@/lib/server-messages";

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useLingui();
  const resetPassword = useResetPassword();
  const [done, setDone] = useState(false);
  // The tab says what the screen's heading says, before and after (docs/ux.md).
  useDocumentTitle(done ? t`Password Reset Complete` : t`Choose a New Password`);
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
      const description = getErrorMessage(error, t`Password reset failed. Please try again.`);
      // On the form as well as in the toast, which goes away (docs/decisions/025).
      setFailure(description);
      toast({ variant: "destructive", title: t`Reset Failed`, description });
      return;
    }
    toast({ title: t`Password Reset Successful`, description: t`You can now sign in with your new password.` });
    setDone(true);
  });

  if (done) {
    return (
      <AuthCard
        title={t`Password Reset Complete`}
        description={t`Your password has been changed and you have been signed out everywhere.`}
        // It replaces the form whose button had focus (docs/ux.md).
        focusTitle
      >
        <Button asChild className="w-full">
          <Link href={paths.login}>
            <Trans>Go to Sign In</Trans>
          </Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t`Choose a New Password`} description={t`Enter a new password for your account.`}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <input type="hidden" {...register("token")} />
        {errors.token?.message ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {translateServerMessage(errors.token.message)}
          </p>
        ) : null}
        <TextField
          id="reset-password"
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          hint={t`Use ${PASSWORD_MIN} or more characters.`}
          error={errors.password?.message}
          {...register("password")}
        />
        <TextField
          id="reset-confirm-password"
          label={t`Confirm new password`}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register("confirmPassword")}
        />
        <FormAlert message={failure} />
        <Button type="submit" blocked={isSubmitting} className="w-full">
          {isSubmitting ? t`Resetting...` : t`Reset Password`}
        </Button>
      </form>
    </AuthCard>
  );
}
