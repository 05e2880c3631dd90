import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { EMAIL_EMPTY, loginSchema, type LoginInput } from "@shared/validators";
import { withEmptyMessages } from "@/lib/form-errors";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/form-field";
import { paths } from "@shared/paths";
import { PRODUCT_NAME } from "@/config/product";
import { needsCode, useLogin } from "@/features/auth/api/login";
import { AuthCard } from "@/features/auth/components/auth-card";
import { PasskeySignIn } from "@/features/auth/components/passkey-sign-in";
import { useWelcome } from "@/features/auth/components/use-welcome";
import { toast } from "@/hooks/use-toast";
import { getErrorMessage } from "@/lib/api-errors";

interface LoginFormProps {
  onForgotPassword: () => void;
  /** The password was right and two-step sign-in is on: the code step follows (docs/decisions/031). */
  onCodeNeeded: (email: string) => void;
  /** The e-mail to start with: the one given before a code step, when the sign-in starts again. */
  email?: string;
  /** Why the person is back here, such as a code step that timed out; shown on the form. */
  notice?: string | null;
}

/** "Forgot password?", which takes focus again when its form's "Back to sign in" is pressed (docs/decisions/032). */
export const FORGOT_PASSWORD_ID = "login-forgot-password";
/** The e-mail field, which takes focus when the person goes back from the code step. */
export const LOGIN_EMAIL_ID = "login-email";
/** The password field, which takes focus when a code step timed out: the e-mail is kept, the password is asked again. */
export const LOGIN_PASSWORD_ID = "login-password";

export function LoginForm({ onForgotPassword, onCodeNeeded, notice = null, email = "" }: LoginFormProps) {
  const { t } = useLingui();
  const welcome = useWelcome();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: withEmptyMessages(zodResolver(loginSchema), { email: EMAIL_EMPTY }),
    defaultValues: { email, password: "" },
  });

  const [failure, setFailure] = useState<string | null>(notice);
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    let result;
    try {
      result = await login.mutateAsync(values);
    } catch (error) {
      const description = getErrorMessage(error, t`Please check your credentials and try again.`);
      // On the form as well as in the toast, which goes away (docs/decisions/025).
      setFailure(description);
      toast({ variant: "destructive", title: t`Login Failed`, description });
      return;
    }
    if (needsCode(result)) onCodeNeeded(values.email);
    else welcome();
  });

  return (
    <AuthCard
      title={t`Sign In`}
      description={t`Welcome back. Sign in to ask questions and follow your answers on ${PRODUCT_NAME}.`}
      footer={
        <p>
          <Trans>
            New here?{" "}
            <Link href={paths.register} className="font-medium text-primary underline underline-offset-4">
              Create an account
            </Link>
          </Trans>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextField
          id={LOGIN_EMAIL_ID}
          label={t`Email`}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register("email")}
        />
        <TextField
          id={LOGIN_PASSWORD_ID}
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register("password")}
        />
        <div className="flex justify-end">
          <Button id={FORGOT_PASSWORD_ID} variant="link" className="h-auto p-0" onClick={onForgotPassword}>
            <Trans>Forgot password?</Trans>
          </Button>
        </div>
        <FormAlert message={failure} />
        <Button type="submit" blocked={isSubmitting} className="w-full">
          {isSubmitting ? t`Signing in...` : t`Sign In`}
        </Button>
      </form>
      <PasskeySignIn />
    </AuthCard>
  );
}
