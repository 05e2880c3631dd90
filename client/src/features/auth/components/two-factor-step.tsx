import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { SecondFactorField } from "@/components/ui/second-factor-field";
import { hasStatus } from "@/lib/api-client";
import { authUserQueryKey } from "@/lib/auth";
import { getErrorMessage, getFieldErrors } from "@/lib/api-errors";
import { cleanCode, codeError, recoveryCodeError } from "@/lib/one-time-code";
import { useVerifyTwoFactor } from "@/features/auth/api/verify-two-factor";
import { AuthCard } from "@/features/auth/components/auth-card";
import { useWelcome } from "@/features/auth/components/use-welcome";

/**
 * The code step of sign-in (docs/decisions/031), after a right password: its own heading, which takes focus; a code
 * from the app, or one recovery code instead, within the server's 5 minutes, which the step names. A wrong code is said under the field; a step that timed out goes
 * back to the password with the server's words (`onRestart`); too many wrong codes is said on the form.
 */
export function TwoFactorStep({ onRestart }: { onRestart: (message?: string) => void }) {
  const { t } = useLingui();
  const verify = useVerifyTwoFactor();
  const welcome = useWelcome();
  const queryClient = useQueryClient();
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const fieldId = useRecovery ? "recovery-code" : "login-code";

  const swap = (recovery: boolean) => {
    setUseRecovery(recovery);
    setValue("");
    setError(undefined);
    setFailure(null);
  };

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (verify.isPending) return;
    setFailure(null);
    const invalid = useRecovery ? recoveryCodeError(value) : codeError(value);
    setError(invalid);
    if (invalid) return document.getElementById(fieldId)?.focus();
    const input = useRecovery ? { recoveryCode: value.trim() } : { code: cleanCode(value) };
    // mutateAsync, not mutate's own callbacks: signing in sets the user, the login page then redirects and this step
    // unmounts before mutate's onSuccess would run, so "Login Successful" was never shown (docs/ux.md: every way of
    // signing in ends the same). The password form does the same.
    void verify.mutateAsync(input).then(welcome, (err: unknown) => {
      if (hasStatus(err, 401))
        return onRestart(getErrorMessage(err, t`Please sign in again: the code step has timed out.`));
      // Signed in already (in another tab): reading who is signed in takes the page on, as a sign-in here would.
      if (hasStatus(err, 409)) return void queryClient.invalidateQueries({ queryKey: authUserQueryKey });
      if (hasStatus(err, 400)) {
        const [field] = getFieldErrors(err);
        setError(field?.message ?? getErrorMessage(err, t`That code didn't work. Check it and try again`));
        document.getElementById(fieldId)?.focus();
        return;
      }
      setFailure(getErrorMessage(err, t`We couldn't check the code. Please try again.`));
    });
  };

  return (
    <AuthCard
      title={t`Two-step sign-in`}
      focusTitle
      description={
        useRecovery
          ? t`Enter one of your recovery codes. Each one works once. You have 5 minutes before you need to sign in again.`
          : t`Enter the 6-digit code from your authenticator app. You have 5 minutes before you need to sign in again.`
      }
      footer={
        <Button variant="link" className="h-auto p-0" onClick={() => onRestart()}>
          {t`Back to sign in`}
        </Button>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <SecondFactorField
          id={fieldId}
          recovery={useRecovery}
          onRecoveryChange={swap}
          value={value}
          onChange={setValue}
          error={error}
        />
        <FormAlert message={failure} />
        <Button type="submit" blocked={verify.isPending} className="w-full">
          {verify.isPending ? t`Checking...` : t`Continue`}
        </Button>
      </form>
    </AuthCard>
  );
}
