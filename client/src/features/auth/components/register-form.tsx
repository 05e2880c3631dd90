import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { EMAIL_EMPTY, registerSchema, type RegisterInput } from "@shared/validators";
import { withEmptyMessages } from "@/lib/form-errors";
import { PASSWORD_MIN } from "@shared/validators";
import { useForm } from "react-hook-form";
import { Link, useLocation, useSearch } from "wouter";
import { PolicyLink } from "@/components/layout/policy-links";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/form-field";
import { paths } from "@shared/paths";
import { PRODUCT_NAME } from "@/config/product";
import { useRegister } from "@/features/auth/api/register";
import { AuthCard } from "@/features/auth/components/auth-card";
import { toast } from "@/hooks/use-toast";
import { getErrorMessage } from "@/lib/api-errors";

const EMPTY: RegisterInput = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" };

export function RegisterForm() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  // /register?email=…: an attorney applicant arrives with the address they applied with (docs/decisions/035).
  const email = new URLSearchParams(useSearch()).get("email") ?? "";
  const registerUser = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({
    resolver: withEmptyMessages(zodResolver(registerSchema), { email: EMAIL_EMPTY }),
    defaultValues: { ...EMPTY, email },
  });

  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await registerUser.mutateAsync(values);
    } catch (error) {
      const description = getErrorMessage(error, t`Please check your information and try again.`);
      // On the form as well as in the toast, which goes away (docs/decisions/025).
      setFailure(description);
      toast({ variant: "destructive", title: t`Registration Failed`, description });
      return;
    }
    toast({
      title: t`Account Created`,
      description: t`Welcome to ${PRODUCT_NAME}. We've sent you an email to confirm your address.`,
    });
    navigate(paths.home, { replace: true });
  });

  return (
    <AuthCard
      title={t`Create Your Account`}
      description={t`Ask legal questions, anonymously if you prefer, and get answers from licensed attorneys.`}
      footer={
        <p>
          <Trans>
            Already have an account?{" "}
            <Link href={paths.login} className="font-medium text-primary underline underline-offset-4">
              Sign in
            </Link>
          </Trans>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="register-first-name"
            label={t`First name`}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register("firstName")}
          />
          <TextField
            id="register-last-name"
            label={t`Last name`}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register("lastName")}
          />
        </div>
        <TextField
          id="register-email"
          label={t`Email`}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register("email")}
        />
        <TextField
          id="register-password"
          label={t`Password`}
          type="password"
          autoComplete="new-password"
          hint={t`Use ${PASSWORD_MIN} or more characters.`}
          error={errors.password?.message}
          {...register("password")}
        />
        <TextField
          id="register-confirm-password"
          label={t`Confirm password`}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register("confirmPassword")}
        />
        <p className="text-sm text-muted-foreground">
          <Trans>
            By creating an account you agree to the <PolicyLink to="terms" newTab /> and the{" "}
            <PolicyLink to="privacy" newTab />. Both open in a new tab.
          </Trans>
        </p>
        <FormAlert message={failure} />
        <Button type="submit" blocked={isSubmitting} className="w-full">
          {isSubmitting ? t`Creating account...` : t`Create Account`}
        </Button>
      </form>
    </AuthCard>
  );
}
