import type { ReactNode } from "react";

/** The date the Terms of Use and the Privacy Notice were last changed. */
export const POLICIES_UPDATED = "November 25, 2026";

/** A plain-language policy page: a title, the date it was last changed, then its sections. */
export function PolicyArticle({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <article className="mx-auto grid max-w-3xl gap-6 leading-relaxed">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-sm text-muted-foreground">Last updated {POLICIES_UPDATED}</p>
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
