import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";

/** The day the Terms of Use and the Privacy Notice were last changed (written in the page's language). */
const POLICIES_UPDATED = new Date(Date.UTC(2026, 10, 25));

/** A plain-language policy page: a title, the date it was last changed, then its sections. */
export function PolicyArticle({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const { i18n } = useLingui();
  const updated = i18n.date(POLICIES_UPDATED, { dateStyle: "long", timeZone: "UTC" });
  return (
    <article className="mx-auto grid max-w-3xl gap-6 leading-relaxed">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-sm text-muted-foreground">
          <Trans>Last updated {updated}</Trans>
        </p>
        <p className="text-lg">{intro}</p>
      </header>
      {children}
    </article>
  );
}

export function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export function PolicyList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="grid list-disc gap-1 pl-6">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}
