import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { paths } from "@shared/paths";
import { AuthCard } from "@/features/auth/components/auth-card";

export function InvalidResetLink() {
  const { t } = useLingui();
  return (
    <AuthCard
      title={t`Invalid Reset Link`}
      description={t`This password reset link is missing its token. Please use the full link from your email, or ask for a new one.`}
    >
      <div className="grid gap-3 text-sm text-muted-foreground">
        <p>
          <Trans>
            To get a new link, go to the sign-in page and choose "Forgot password?". Reset links are valid for 1 hour
            and work once.
          </Trans>
        </p>
        <Button asChild className="w-full">
          <Link href={paths.login}>
            <Trans>Request a new reset link</Trans>
          </Link>
        </Button>
      </div>
    </AuthCard>
  );
}
