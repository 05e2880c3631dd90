import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Role } from "@shared/api/types";
import { paths } from "@shared/paths";

export interface NavItem {
  href: string;
  /** Shown with `i18n._(label)`, in the reader's language (docs/decisions/038). */
  label: MessageDescriptor;
}

/**
 * Spec section 2, "Top navigation": the items for the active role view. 'Apply as Attorney' waits until the
 * roles are known, so an attorney never sees it flash while they load.
 */
export function getNavItems(view: Role, roles: readonly Role[], rolesLoaded = true): NavItem[] {
  const home: NavItem = { href: paths.home, label: msg`Home` };
  const myQuestions: NavItem = { href: paths.dashboard, label: msg`My Questions` };
  const adminPanel: NavItem = { href: paths.admin, label: msg`Admin Panel` };

  switch (view) {
    case "attorney":
      return [
        home,
        { href: paths.attorney, label: msg`Attorney Dashboard` },
        { href: paths.questionQueue, label: msg`Question Queue` },
        ...(roles.includes("admin") ? [adminPanel] : []),
      ];
    case "admin":
      return [home, adminPanel, myQuestions];
    case "user":
      return [
        home,
        myQuestions,
        { href: paths.submitQuestion, label: msg`Ask Question` },
        ...(!rolesLoaded || roles.includes("attorney")
          ? []
          : [{ href: paths.applyAttorney, label: msg`Apply as Attorney` }]),
      ];
  }
}

/** The current item is matched by path prefix; "/" matches only itself. */
export function isNavItemActive(href: string, location: string): boolean {
  if (href === paths.home) return location === paths.home;
  return location.startsWith(href);
}
