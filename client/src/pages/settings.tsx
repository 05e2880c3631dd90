import { useEffect, useRef } from "react";
import { Link, useLocation } from "wouter";
import { paths } from "@shared/paths";
import { ChangePasswordForm } from "@/features/account/components/change-password-form";
import { DeleteMyAccount, DownloadMyData } from "@/features/account/components/account-data";
import { Card, CardHeader } from "@/components/ui/card";
import { UserDashboardPage } from "@/pages/user-dashboard";

/** docs/decisions/031: two-step sign-in and passkeys have their own screen; the way there starts beside the password. */
function SignInAndSecurityLink() {
  return (
    <Card>
      <CardHeader className="gap-1">
        <h3 className="text-lg font-semibold">Sign-in and security</h3>
        <p className="text-sm text-muted-foreground">
          Two-step sign-in with a code from your phone, and passkeys.{" "}
          <Link href={paths.security} className="font-medium text-primary underline underline-offset-4">
            Open sign-in and security
          </Link>
        </p>
      </CardHeader>
    </Card>
  );
}

/**
 * /settings, /dashboard and /user-dashboard: the one user dashboard screen of the spec (section 2), followed by the
 * account's own settings under "Account": the password (docs/decisions/014), and the person's data to take away
 * or erase (section 9.5). Arriving by Settings (/settings), the heading takes focus, so the visitor lands on what
 * they chose from the avatar menu.
 */
export function SettingsPage() {
  const [location] = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const focus = location === paths.settings;
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <div className="grid gap-10">
      <UserDashboardPage />
      <section id="account-settings" aria-labelledby="account-settings-title" className="grid gap-4">
        <h2
          ref={heading}
          id="account-settings-title"
          tabIndex={-1}
          className="text-2xl font-semibold tracking-tight outline-none"
        >
          Account
        </h2>
        <ChangePasswordForm />
        <SignInAndSecurityLink />
        <DownloadMyData />
        <DeleteMyAccount />
      </section>
    </div>
  );
}
