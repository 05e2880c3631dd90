import { Link, useLocation } from "wouter";
import { paths } from "@shared/paths";
import { cn } from "@/lib/utils";

const TABS = [
  { href: paths.admin, label: "Review" },
  { href: paths.adminActivity, label: "Activity" },
  { href: paths.adminOutcomes, label: "Outcomes" },
] as const;

/**
 * The admin panel's views as links (docs/decisions/033): each is a page of its own with an address, so the browser's
 * Back and a shared link work, and the current one is marked for screen readers.
 */
export function AdminTabs() {
  const [location] = useLocation();
  return (
    <nav aria-label="Admin Panel views" className="border-b">
      <ul className="-mb-px flex flex-wrap gap-1">
        {TABS.map((t) => {
          const current = location === t.href;
          return (
            <li key={t.href}>
              <Link
                href={t.href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-block rounded-t-md border-b-2 px-4 py-2 text-sm font-medium",
                  current
                    ? "border-primary text-foreground"
                    : "border-transparent text-muted-foreground hover:text-foreground",
                )}
              >
                {t.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
