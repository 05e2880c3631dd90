import { useEffect, useRef } from "react";
import { ChangePasswordForm } from "@/features/account/components/change-password-form";
import { UserDashboardPage } from "@/pages/user-dashboard";

/**
 * /settings: the spec serves the user dashboard here; the account's own settings follow it (DESIGN.md section 6:
 * change of password). The heading takes focus so the visitor lands on what they chose from the avatar menu.
 */
export function SettingsPage() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
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
          Account settings
        </h2>
        <ChangePasswordForm />
      </section>
    </div>
  );
}
