import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Role } from "@shared/api/types";
import { Compass, LogOut, Settings, ShieldCheck } from "lucide-react";
import { useLocation } from "wouter";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { UserAvatar } from "@/components/layout/user-avatar";
import { paths } from "@shared/paths";
import { getFullName, useAuth, useLogout } from "@/lib/auth";
import { requestTourStart } from "@/lib/onboarding-flag";
import { ROLE_ACCOUNT_LABELS, useRoleView } from "@/lib/role-view";

const ROLE_VIEW_LABELS: Record<Role, MessageDescriptor> = {
  user: msg`User View`,
  attorney: msg`Attorney View`,
  admin: msg`Admin View`,
};

export function AvatarMenu() {
  const { i18n, t } = useLingui();
  const { user } = useAuth();
  const { view, roles, setView } = useRoleView();
  const [, navigate] = useLocation();
  const logout = useLogout();
  if (!user) return null;

  const fullName = getFullName(user);
  return (
    // Not modal: a modal menu sets aria-hidden on the whole page behind it while the page's links stay focusable
    // (axe: aria-hidden-focus). Escape, arrow keys and focus return work the same either way.
    <DropdownMenu modal={false}>
      <Tooltip>
        <TooltipTrigger asChild>
          <DropdownMenuTrigger asChild>
            <button
              type="button"
              id="user-menu"
              aria-label={t`Account menu`}
              className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <UserAvatar user={user} />
            </button>
          </DropdownMenuTrigger>
        </TooltipTrigger>
        <TooltipContent>{t`Account menu`}</TooltipContent>
      </Tooltip>
      <DropdownMenuContent>
        <DropdownMenuLabel className="py-2 font-normal">
          {fullName ? <p className="text-sm font-semibold text-foreground">{fullName}</p> : null}
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          <p className="mt-1 text-xs font-medium text-primary">{i18n._(ROLE_ACCOUNT_LABELS[view])}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {roles.length > 1 ? (
          <>
            <DropdownMenuLabel>
              <Trans>Switch Role</Trans>
            </DropdownMenuLabel>
            <DropdownMenuRadioGroup value={view} onValueChange={(value) => setView(value as Role)}>
              {roles.map((role) => (
                <DropdownMenuRadioItem key={role} value={role}>
                  {i18n._(ROLE_VIEW_LABELS[role])}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
            <DropdownMenuSeparator />
          </>
        ) : null}
        <DropdownMenuItem onSelect={() => navigate(paths.settings)}>
          <Settings aria-hidden="true" />
          <Trans>Settings</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate(paths.security)}>
          <ShieldCheck aria-hidden="true" />
          <Trans>Sign-in and security</Trans>
        </DropdownMenuItem>
        {/* Take Tour: clears the completion flag and restarts the onboarding tour at once. */}
        <DropdownMenuItem onSelect={requestTourStart}>
          <Compass aria-hidden="true" />
          <Trans>Take Tour</Trans>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden="true" />
          <Trans>Log out</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
