import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "wouter";
import { paths } from "@shared/paths";
import { ChangePasswordForm } from "@/features/account/components/change-password-form";
import { DeleteMyAccount, DownloadMyData } from "@/features/account/components/account-data";
import { DiscreetMailCard } from "@/features/account/components/discreet-mail-card";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { Card, CardHeader } from "@/components/ui/card";
import { UserDashboardPage } from "@/pages/user-dashboard";

/** docs/decisions/031: two-step sign-in and passkeys have their own screen; the way there starts beside the password. */
function SignInAndSecurityLink() {
  return (
    <Card>
      <CardHeader className="gap-1">
        <h2 className="text-lg font-semibold">
          <Trans>Sign-in and security</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Two-step sign-in with a code from your phone, and passkeys.{" "}
            <Link href={paths.security} className="font-medium text-primary underline underline-offset-4">
              Open sign-in and security
            </Link>
          </Trans>
        </p>
      </CardHeader>
    </Card>
  );
}

/** On My Questions: where the account's own settings are (docs/decisions/034). */
function AccountSettingsLink() {
  return (
    <Card>
      <CardHeader className="gap-1">
        <h2 className="text-lg font-semibold">
          <Trans>Account settings</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Your password, sign-in and security, discreet e-mail, and your data.{" "}
            <Link href={paths.settings} className="font-medium text-primary underline underline-offset-4">
              Open account settings
            </Link>
          </Trans>
        </p>
      </CardHeader>
    </Card>
  );
}

/**
 * /dashboard and /user-dashboard: the spec's user dashboard (section 2), with a link to the account's settings.
 * /settings: the account's own settings under their own heading, which takes focus: the password (docs/decisions/014),
 * discreet e-mail, and the person's data to take away or erase (section 9.5). Delete account is here, not under the
 * list of questions (docs/decisions/034).
 */
export function SettingsPage() {
  const { t } = useLingui();
  const [location] = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const settings = location === paths.settings;
  useDocumentTitle(settings ? t`Account settings` : t`My Questions`);
  useEffect(() => {
    if (settings) heading.current?.focus();
  }, [settings]);
  if (!settings)
    return (
      <div className="grid gap-10">
        <UserDashboardPage />
        <AccountSettingsLink />
      </div>
    );
  return (
    <section id="account-settings" aria-labelledby="account-settings-title" className="mx-auto grid max-w-3xl gap-4">
      <div className="grid gap-1">
        <h1
          ref={heading}
          id="account-settings-title"
          tabIndex={-1}
          className="text-3xl font-bold tracking-tight outline-none"
        >
          <Trans>Account settings</Trans>
        </h1>
        <p className="text-sm">
          <Link href={paths.dashboard} className="font-medium text-primary underline underline-offset-4">
            <Trans>Back to My Questions</Trans>
          </Link>
        </p>
      </div>
      <ChangePasswordForm />
      <SignInAndSecurityLink />
      <DiscreetMailCard />
      <DownloadMyData />
      <DeleteMyAccount />
    </section>
  );
}
