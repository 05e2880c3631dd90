import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { LanguageSwitch } from "@/components/layout/language-switch";
import { paths } from "@shared/paths";
import { readOperator } from "@/lib/operator";
import { cn } from "@/lib/utils";

const LINK = "font-medium text-primary underline underline-offset-4";

/**
 * A link to the Terms of Use or the Privacy Notice (docs/decisions/025). Beside a form, `newTab` opens it in a new
 * tab, so what was typed stays where it is.
 */
export function PolicyLink({ to, newTab = false }: { to: "terms" | "privacy"; newTab?: boolean }) {
  const { t } = useLingui();
  const label = to === "terms" ? t`Terms of Use` : t`Privacy Notice`;
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

/** The operator's contact address as a mail link (docs/decisions/034). */
export function ContactLink() {
  const { contactEmail } = readOperator();
  return (
    <a href={`mailto:${contactEmail}`} className={cn(LINK, "break-all")}>
      {contactEmail}
    </a>
  );
}

/** The footer's links to both, and on every page who runs the service and how to reach them (docs/decisions/034). */
export function FooterPolicyLinks({ className }: { className?: string }) {
  const { t } = useLingui();
  const operator = readOperator().name;
  return (
    <div className={cn("grid gap-2", className)}>
      <LanguageSwitch />
      <nav aria-label={t`Policies`} className="flex gap-4">
        <PolicyLink to="terms" />
        <PolicyLink to="privacy" />
      </nav>
      <p data-testid="footer-contact">
        <Trans>
          Run by {operator}. Contact: <ContactLink />
        </Trans>
      </p>
    </div>
  );
}
