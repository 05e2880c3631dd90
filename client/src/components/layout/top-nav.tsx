import { Menu, X } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { AvatarMenu } from "@/components/layout/avatar-menu";
import { BrandLink } from "@/components/layout/brand-link";
import { NavLinks } from "@/components/layout/nav-links";
import { getNavItems } from "@/components/layout/nav-items";
import { paths } from "@/config/paths";
import { useAuth } from "@/lib/auth";
import { useRoleView } from "@/lib/role-view";
import { cn } from "@/lib/utils";

export const MAIN_NAV_ID = "main-nav";

export function TopNav() {
  const { user, isLoading } = useAuth();
  const { view, roles } = useRoleView();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLocation, setMenuLocation] = useState(location);

  // Close the mobile menu whenever the route changes.
  if (menuLocation !== location) {
    setMenuLocation(location);
    setMenuOpen(false);
  }

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background">
      <div className="mx-auto flex max-w-content flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <BrandLink />
        {user ? (
          <nav
            id={MAIN_NAV_ID}
            aria-label="Main"
            className={cn("order-last w-full md:order-none md:block md:w-auto", menuOpen ? "block" : "hidden")}
          >
            <NavLinks items={getNavItems(view, roles)} location={location} onNavigate={() => setMenuOpen(false)} />
          </nav>
        ) : null}
        <div className="ml-auto flex items-center gap-2">
          {user ? (
            <>
              <AvatarMenu />
              <Button
                variant="ghost"
                size="icon"
                className="md:hidden"
                aria-label="Main menu"
                aria-expanded={menuOpen}
                aria-controls={MAIN_NAV_ID}
                onClick={() => setMenuOpen((open) => !open)}
              >
                {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
              </Button>
            </>
          ) : isLoading ? null : (
            <Button asChild>
              <Link href={paths.login}>Sign In</Link>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
