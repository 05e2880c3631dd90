import { useLingui } from "@lingui/react";
import { Link } from "wouter";
import { cn } from "@/lib/utils";
import { isNavItemActive, type NavItem } from "@/components/layout/nav-items";

interface NavLinksProps {
  items: NavItem[];
  location: string;
  onNavigate?: () => void;
}

export function NavLinks({ items, location, onNavigate }: NavLinksProps) {
  const { i18n } = useLingui();
  return (
    <ul className="flex flex-col gap-1 md:flex-row md:items-center">
      {items.map((item) => {
        const active = isNavItemActive(item.href, location);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={active ? "page" : undefined}
              onClick={onNavigate}
              className={cn(
                "block rounded-md px-3 py-2 text-sm font-medium transition-colors",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                // The current screen is underlined as well as coloured: not told by colour alone (WCAG 1.4.1).
                active
                  ? "bg-primary-soft text-primary underline decoration-2 underline-offset-4"
                  : "text-muted-foreground hover:bg-accent hover:text-foreground",
              )}
            >
              {i18n._(item.label)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
