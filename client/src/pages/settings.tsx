import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { paths } from "@shared/paths";
import { ChangePasswordForm } from "@/features/account/components/change-password-form";
import { DeleteMyAccount, DownloadMyData } from "@/features/account/components/account-data";
import { UserDashboardPage } from "@/pages/user-dashboard";

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
        <DownloadMyData />
        <DeleteMyAccount />
      </section>
    </div>
  );
}
