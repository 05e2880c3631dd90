import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { EMAIL_EMPTY, forgotPasswordSchema, type ForgotPasswordInput } from "@shared/validators";
import { withEmptyMessages } from "@/lib/form-errors";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/form-field";
import { useForgotPassword } from "@/features/auth/api/forgot-password";
import { AuthCard } from "@/features/auth/components/auth-card";
import { toast } from "@/hooks/use-toast";
import { getErrorMessage } from "@/lib/api-errors";

/** The inline forgot-password mode of the sign-in screen. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useLingui();
  const forgotPassword = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: withEmptyMessages(zodResolver(forgotPasswordSchema), { email: EMAIL_EMPTY }),
    defaultValues: { email: "" },
  });

  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await forgotPassword.mutateAsync(values);
    } catch (error) {
      const description = getErrorMessage(error, t`Please check your email and try again.`);
      // On the form as well as in the toast, which goes away (docs/decisions/025).
      setFailure(description);
      toast({ variant: "destructive", title: t`Reset Failed`, description });
      return;
    }
    setSentTo(values.email);
    toast({
      title: t`Reset Email Sent`,
      description: t`If an account exists for that email address, a link to reset your password has been sent.`,
    });
  });

  return (
    // It replaces the sign-in form: its heading takes focus, so the new step is read (docs/decisions/032).
    <AuthCard
      focusTitle
      title={t`Forgot Password`}
      description={t`Enter the email address you signed up with and we'll send you a link to choose a new password.`}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextField
          id="forgot-email"
          label={t`Email`}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register("email")}
        />
        {sentTo ? (
          <p role="status" className="rounded-md bg-primary-soft p-3 text-sm text-primary">
            <Trans>Check your inbox for {sentTo}. The reset link can be used once and is valid for 1 hour.</Trans>
          </p>
        ) : null}
        <FormAlert message={failure} />
        <Button type="submit" blocked={isSubmitting} className="w-full">
          {isSubmitting ? t`Sending...` : t`Send Reset Link`}
        </Button>
        <Button variant="ghost" className="w-full" onClick={onBack}>
          <Trans>Back to sign in</Trans>
        </Button>
      </form>
    </AuthCard>
  );
}
