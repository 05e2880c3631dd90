import { Link } from "wouter";
import { paths } from "@shared/paths";
import { cn } from "@/lib/utils";

const LINK = "font-medium text-primary underline underline-offset-4";

/**
 * A link to the Terms of Use or the Privacy Notice (docs/decisions/025). Beside a form, `newTab` opens it in a new
 * tab, so what was typed stays where it is.
 */
export function PolicyLink({ to, newTab = false }: { to: "terms" | "privacy"; newTab?: boolean }) {
  const label = to === "terms" ? "Terms of Use" : "Privacy Notice";
  const href = paths[to];
  if (newTab)
    return (
      <a href={href} target="_blank" rel="noopener" className={LINK}>
        {label}
      </a>
    );
  return (
    <Link href={href} className={LINK}>
      {label}
    </Link>
  );
}

/** The footer's links to both. */
export function FooterPolicyLinks({ className }: { className?: string }) {
  return (
    <nav aria-label="Policies" className={cn("flex gap-4", className)}>
      <PolicyLink to="terms" />
      <PolicyLink to="privacy" />
    </nav>
  );
}
