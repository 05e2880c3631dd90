import type { Role } from "@shared/api/types";
import { paths } from "@shared/paths";

export interface NavItem {
  href: string;
  label: string;
}

/**
 * Spec section 2, "Top navigation": the items for the active role view. 'Apply as Attorney' waits until the
 * roles are known, so an attorney never sees it flash while they load.
 */
export function getNavItems(view: Role, roles: readonly Role[], rolesLoaded = true): NavItem[] {
  const home: NavItem = { href: paths.home, label: "Home" };
  const myQuestions: NavItem = { href: paths.dashboard, label: "My Questions" };
  const adminPanel: NavItem = { href: paths.admin, label: "Admin Panel" };

  switch (view) {
    case "attorney":
      return [
        home,
        { href: paths.attorney, label: "Attorney Dashboard" },
        { href: paths.questionQueue, label: "Question Queue" },
        ...(roles.includes("admin") ? [adminPanel] : []),
      ];
    case "admin":
      return [home, adminPanel, myQuestions];
    case "user":
      return [
        home,
        myQuestions,
        { href: paths.submitQuestion, label: "Ask Question" },
        ...(!rolesLoaded || roles.includes("attorney")
          ? []
          : [{ href: paths.applyAttorney, label: "Apply as Attorney" }]),
      ];
  }
}

/** The current item is matched by path prefix; "/" matches only itself. */
export function isNavItemActive(href: string, location: string): boolean {
  if (href === paths.home) return location === paths.home;
  return location.startsWith(href);
}
