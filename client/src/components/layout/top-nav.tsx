import { Trans, useLingui } from "@lingui/react/macro";
import { Menu, X } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { BrandLink } from "@/components/layout/brand-link";
import { NavLinks } from "@/components/layout/nav-links";
import { getNavItems } from "@/components/layout/nav-items";
import { paths } from "@shared/paths";
import { useAuth } from "@/lib/auth";
import { useRoleView } from "@/lib/role-view";
import { cn } from "@/lib/utils";

export const MAIN_NAV_ID = "main-nav";

// The avatar menu brings Radix's menu, popper and focus management: only signed-in users need it, so signed-out
// visitors (the landing page, sign-in screens) never download it.
const AvatarMenu = lazy(() => import("@/components/layout/avatar-menu").then((m) => ({ default: m.AvatarMenu })));

/** Holds the avatar's place while the menu's code loads, so the header does not shift. */
function AvatarPlaceholder() {
  return <span aria-hidden="true" className="inline-block size-9 rounded-full bg-muted" />;
}

export function TopNav() {
  const { t } = useLingui();
  const { user, isLoading } = useAuth();
  const { view, roles, rolesLoaded } = useRoleView();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLocation, setMenuLocation] = useState(location);

  // Close the mobile menu whenever the route changes.
  if (menuLocation !== location) {
    setMenuLocation(location);
    setMenuOpen(false);
  }

  return (
    <header className="border-b border-border bg-background">
      <div className="mx-auto flex max-w-content flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <BrandLink />
        {user ? (
          <nav
            id={MAIN_NAV_ID}
            aria-label={t`Main`}
            className={cn("order-last w-full md:order-none md:block md:w-auto", menuOpen ? "block" : "hidden")}
          >
            <NavLinks
              items={getNavItems(view, roles, rolesLoaded)}
              location={location}
              onNavigate={() => setMenuOpen(false)}
            />
          </nav>
        ) : null}
        <div className="ml-auto flex items-center gap-2">
          {user ? (
            <>
              <Suspense fallback={<AvatarPlaceholder />}>
                <AvatarMenu />
              </Suspense>
              <Tooltip>
                <TooltipTrigger asChild>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="md:hidden"
                    aria-label={t`Main menu`}
                    aria-expanded={menuOpen}
                    aria-controls={MAIN_NAV_ID}
                    onClick={() => setMenuOpen((open) => !open)}
                  >
                    {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
                  </Button>
                </TooltipTrigger>
                {/* An icon-only control: the tooltip shows sighted keyboard users its name. */}
                <TooltipContent>{t`Main menu`}</TooltipContent>
              </Tooltip>
            </>
          ) : isLoading ? null : (
            <Button asChild>
              <Link href={paths.login}>
                <Trans>Sign In</Trans>
              </Link>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
