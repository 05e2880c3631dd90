import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { Role } from "@shared/api/types";
import { useAuth, useRoles } from "@/lib/auth";

/**
 * Spec section 4: the active view starts as 'user'. Once roles load, a user holding attorney but not admin
 * switches to the attorney view. Any held role can then be chosen from the menu.
 */
export function initialRoleView(roles: readonly Role[]): Role {
  return roles.includes("attorney") && !roles.includes("admin") ? "attorney" : "user";
}

export const ROLE_ACCOUNT_LABELS: Record<Role, string> = {
  user: "User Account",
  attorney: "Attorney Account",
  admin: "Admin Account",
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
    setViewState(initialRoleView(roles));
  }

  // If a role is taken away while its view is active, fall back to the starting view.
  useEffect(() => {
    // Roles arrive from the server after the view was chosen; correcting the view is the effect's job.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!roles.includes(view)) setViewState(initialRoleView(roles));
  }, [roles, view]);

  const setView = useCallback(
    (role: Role) => {
      if (roles.includes(role)) setViewState(role);
    },
    [roles],
  );

  const value = useMemo(() => ({ view, roles, rolesLoaded: isLoaded, setView }), [view, roles, isLoaded, setView]);
  return <RoleViewContext.Provider value={value}>{children}</RoleViewContext.Provider>;
}

export function useRoleView(): RoleViewValue {
  const value = useContext(RoleViewContext);
  if (!value) throw new Error("useRoleView must be used inside <RoleViewProvider>");
  return value;
}
