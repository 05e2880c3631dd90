import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "wouter";
import { paths } from "@shared/paths";
import { cn } from "@/lib/utils";

const TABS = [
  { href: paths.admin, label: msg`Review` },
  { href: paths.adminActivity, label: msg`Activity` },
  { href: paths.adminOutcomes, label: msg`Outcomes` },
] as const;

/**
 * The admin panel's views as links (docs/decisions/033): each is a page of its own with an address, so the browser's
 * Back and a shared link work, and the current one is marked for screen readers.
 */
export function AdminTabs() {
  const { i18n, t } = useLingui();
  const [location] = useLocation();
  return (
    <nav aria-label={t`Admin Panel views`} className="border-b">
      <ul className="-mb-px flex flex-wrap gap-1">
        {TABS.map((tab) => {
          const current = location === tab.href;
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-block rounded-t-md border-b-2 px-4 py-2 text-sm font-medium",
                  current
                    ? "border-primary text-foreground"
                    : "border-transparent text-muted-foreground hover:text-foreground",
                )}
              >
                {i18n._(tab.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
