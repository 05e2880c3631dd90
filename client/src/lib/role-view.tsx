import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation } from "wouter";
import type { Role } from "@shared/api/types";
import { paths } from "@shared/paths";
import { useAuth, useRoles } from "@/lib/auth";

// docs/decisions/025: the chosen view survives a reload (this browser, this account), and opening a screen that
// belongs to a view switches to it when the user holds that role, so the navigation and the tour match the screen.
const STORAGE_PREFIX = "clearcounsel_role_view:";

function storedView(userId: string): Role | null {
  try {
    const value = localStorage.getItem(STORAGE_PREFIX + userId);
    return value === "user" || value === "attorney" || value === "admin" ? value : null;
  } catch {
    return null;
  }
}

function storeView(userId: string, role: Role): void {
  try {
    localStorage.setItem(STORAGE_PREFIX + userId, role);
  } catch {
    // Storage refused: the view still works for this page's life.
  }
}

const ATTORNEY_SCREENS = [
  paths.attorney,
  paths.attorneyDashboard,
  paths.questionQueue,
  paths.claimedQuestions,
  paths.conflictList,
];

/** The view a screen belongs to, if any; home, the user's own pages and questions belong to none. */
export function viewOwning(location: string): Role | null {
  if (location === paths.admin || location === paths.adminOutcomes || location === paths.adminActivity) return "admin";
  if (ATTORNEY_SCREENS.includes(location as (typeof ATTORNEY_SCREENS)[number])) return "attorney";
  return null;
}

/**
 * Spec section 4: the active view starts as 'user'. Once roles load, a user holding attorney but not admin
 * switches to the attorney view. Any held role can then be chosen from the menu.
 */
export function initialRoleView(roles: readonly Role[]): Role {
  return roles.includes("attorney") && !roles.includes("admin") ? "attorney" : "user";
}

/** The account's kind under its name in the avatar menu, shown with `i18n._` (docs/decisions/038). */
export const ROLE_ACCOUNT_LABELS: Record<Role, MessageDescriptor> = {
  user: msg`User Account`,
  attorney: msg`Attorney Account`,
  admin: msg`Admin Account`,
};

interface RoleViewValue {
  view: Role;
  roles: readonly Role[];
  /** Whether the roles have loaded (until then only 'user' is known to be held). */
  rolesLoaded: boolean;
  /** Changes the view; ignored for a role the user does not hold. */
  setView: (role: Role) => void;
}

const RoleViewContext = createContext<RoleViewValue | null>(null);

export function RoleViewProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { roles, isLoaded } = useRoles();
  const [location] = useLocation();
  const [view, setViewState] = useState<Role>("user");
  // The user id whose loaded roles already chose the starting view: the rule applies once per sign-in,
  // so a later manual choice is not overwritten.
  const [appliedFor, setAppliedFor] = useState<string | null>(null);

  const userId = user?.id ?? null;
  if (userId === null && (appliedFor !== null || view !== "user")) {
    setAppliedFor(null);
    setViewState("user");
  } else if (userId !== null && isLoaded && appliedFor !== userId) {
    setAppliedFor(userId);
    // The screen opened decides first, then the view chosen last time, then the spec's starting rule.
    const owner = viewOwning(location);
    const stored = storedView(userId);
    setViewState(
      owner && roles.includes(owner) ? owner : stored && roles.includes(stored) ? stored : initialRoleView(roles),
    );
  }

  // Moving to a screen of another view (a link, Back, the address bar) switches to it, and remembers it. Only a
  // move does: choosing another view from the menu while on such a screen is the user's call.
  const handledLocation = useRef(location);
  useEffect(() => {
    if (handledLocation.current === location) return;
    handledLocation.current = location;
    const owner = viewOwning(location);
    if (userId === null || !isLoaded || !owner || owner === view || !roles.includes(owner)) return;
    storeView(userId, owner);
    // The location is outside React's state; following it is the effect's job.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setViewState(owner);
  }, [location, userId, isLoaded, roles, view]);

  // If a role is taken away while its view is active, fall back to the starting view.
  useEffect(() => {
    // Roles arrive from the server after the view was chosen; correcting the view is the effect's job.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!roles.includes(view)) setViewState(initialRoleView(roles));
  }, [roles, view]);

  const setView = useCallback(
    (role: Role) => {
      if (!roles.includes(role)) return;
      setViewState(role);
      if (userId !== null) storeView(userId, role);
    },
    [roles, userId],
  );

  const value = useMemo(() => ({ view, roles, rolesLoaded: isLoaded, setView }), [view, roles, isLoaded, setView]);
  return <RoleViewContext.Provider value={value}>{children}</RoleViewContext.Provider>;
}

export function useRoleView(): RoleViewValue {
  const value = useContext(RoleViewContext);
  if (!value) throw new Error("useRoleView must be used inside <RoleViewProvider>");
  return value;
}
