import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { paths } from "@shared/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useTwoFactorGate } from "@/lib/two-factor-gate";
import { usePasskeys } from "@/features/security/api/get-passkeys";
import { useTwoFactorStatus } from "@/features/security/api/get-two-factor";
import { PasskeysCard } from "@/features/security/components/passkeys-card";
import { TwoFactorCard } from "@/features/security/components/two-factor-card";

/**
 * /settings/security: two-step sign-in and passkeys (docs/decisions/031). The heading takes focus on
 * arrival. When the app was led here because a role needs a second factor, a short line at the top says why.
 */
export function SecurityPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Sign-in and security`);
  const { required } = useTwoFactorGate();
  const passkeys = usePasskeys();
  const app = useTwoFactorStatus();
  const hasFactor = (passkeys.data?.length ?? 0) > 0 || app.data?.enabled === true;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <div className="grid gap-2">
        <Link href={paths.settings} className="text-sm font-medium text-primary underline underline-offset-4">
          <Trans>Back to settings</Trans>
        </Link>
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-semibold tracking-tight outline-none">
          <Trans>Sign-in and security</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>
            Turning on an authenticator app or adding a passkey signs you out everywhere else you signed in with your
            password alone.
          </Trans>
        </p>
      </div>
      {required ? (
        <p role="status" className="rounded-md border border-warning bg-warning-soft p-4 text-sm">
          {hasFactor ? (
            // Signed in with the password alone on an account that has a factor: only that factor helps, since another
            // cannot be added from this session (docs/decisions/031).
            <Trans>
              Your role needs two-step sign-in, and you signed in with your password alone. Log out, then sign in again
              with your passkey or your authenticator app to continue.
            </Trans>
          ) : (
            <Trans>Your role needs two-step sign-in. Turn it on below to continue.</Trans>
          )}
        </p>
      ) : null}
      <TwoFactorCard />
      <PasskeysCard />
    </div>
  );
}
