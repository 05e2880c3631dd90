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

const ROLE_VIEW_LABELS: Record<Role, string> = {
  user: "User View",
  attorney: "Attorney View",
  admin: "Admin View",
};

export function AvatarMenu() {
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
              aria-label="Account menu"
              className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <UserAvatar user={user} />
            </button>
          </DropdownMenuTrigger>
        </TooltipTrigger>
        <TooltipContent>Account menu</TooltipContent>
      </Tooltip>
      <DropdownMenuContent>
        <DropdownMenuLabel className="py-2 font-normal">
          {fullName ? <p className="text-sm font-semibold text-foreground">{fullName}</p> : null}
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          <p className="mt-1 text-xs font-medium text-primary">{ROLE_ACCOUNT_LABELS[view]}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {roles.length > 1 ? (
          <>
            <DropdownMenuLabel>Switch Role</DropdownMenuLabel>
            <DropdownMenuRadioGroup value={view} onValueChange={(value) => setView(value as Role)}>
              {roles.map((role) => (
                <DropdownMenuRadioItem key={role} value={role}>
                  {ROLE_VIEW_LABELS[role]}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
            <DropdownMenuSeparator />
          </>
        ) : null}
        <DropdownMenuItem onSelect={() => navigate(paths.settings)}>
          <Settings aria-hidden="true" />
          Settings
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate(paths.security)}>
          <ShieldCheck aria-hidden="true" />
          Sign-in and security
        </DropdownMenuItem>
        {/* Take Tour: clears the completion flag and restarts the onboarding tour at once. */}
        <DropdownMenuItem onSelect={requestTourStart}>
          <Compass aria-hidden="true" />
          Take Tour
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
