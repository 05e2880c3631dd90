import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { changePasswordSchema, PASSWORD_MIN, type ChangePasswordInput } from "@shared/validators";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/form-field";
import { toast } from "@/hooks/use-toast";
import { getErrorMessage, getFieldErrors, isUnauthorizedError } from "@/lib/api-errors";
import { useChangePassword } from "@/features/account/api/change-password";

const EMPTY: ChangePasswordInput = { currentPassword: "", password: "", confirmPassword: "" };

/** Settings: a new password, proven by the current one. Other devices are signed out; this one stays. */
export function ChangePasswordForm() {
  const { t } = useLingui();
  const change = useChangePassword();
  // Any other refusal (too many tries, no connection) stays on the form as well as in the toast, which goes away
  // (docs/decisions/025), until the next try.
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await change.mutateAsync(values);
    } catch (error) {
      if (isUnauthorizedError(error)) return;
      const message = getErrorMessage(error, t`Your password could not be changed. Please try again.`);
      // A wrong current password belongs under its field, as the server's field error says, in the page's language;
      // the typed new password stays. Focus goes to the field, which now names the problem (docs/decisions/032).
      if (getFieldErrors(error).some((f) => f.path === "currentPassword"))
        setError("currentPassword", { message }, { shouldFocus: true });
      else {
        setFailure(message);
        toast({ variant: "destructive", title: t`Password Not Changed`, description: message });
      }
      return;
    }
    reset(EMPTY);
    toast({
      title: t`Password Changed`,
      description: t`Your password has been changed. Other devices have been signed out.`,
    });
  });

  return (
    <Card>
      <CardHeader className="gap-1">
        <h2 id="change-password-title" className="text-lg font-semibold">
          <Trans>Change password</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            After the change, every other device signed in to your account is signed out. This one stays signed in.
          </Trans>
        </p>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate aria-labelledby="change-password-title" className="grid max-w-md gap-4">
          <TextField
            id="current-password"
            label={t`Current password`}
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register("currentPassword")}
          />
          <TextField
            id="new-password"
            label={t`New password`}
            type="password"
            autoComplete="new-password"
            hint={t`Use ${PASSWORD_MIN} or more characters.`}
            error={errors.password?.message}
            {...register("password")}
          />
          <TextField
            id="confirm-new-password"
            label={t`Confirm new password`}
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register("confirmPassword")}
          />
          <FormAlert message={failure} />
          <Button type="submit" blocked={isSubmitting} className="justify-self-start">
            {isSubmitting ? t`Changing...` : t`Change password`}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
