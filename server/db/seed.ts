import type pg from "pg";

// docs/architecture.md: id 1 is General, then common practice areas. Ids are fixed so links stay stable.
export const CATEGORY_SEED: { id: number; name: string; slug: string; description: string }[] = [
  { id: 1, name: "General", slug: "general", description: "Questions that do not fit another area" },
  { id: 2, name: "Family Law", slug: "family", description: "Divorce, custody, support, adoption" },
  { id: 3, name: "Criminal Law", slug: "criminal", description: "Charges, arrests, records, traffic offenses" },
  {
    id: 4,
    name: "Employment Law",
    slug: "employment",
    description: "Wages, discrimination, termination, workplace rights",
  },
  { id: 5, name: "Housing & Tenant Rights", slug: "housing", description: "Leases, evictions, deposits, repairs" },
  { id: 6, name: "Immigration", slug: "immigration", description: "Visas, status, citizenship, removal" },
  { id: 7, name: "Business Law", slug: "business", description: "Contracts, formation, disputes" },
  {
    id: 8,
    name: "Estate Planning",
    slug: "estate-planning",
    description: "Wills, trusts, probate, powers of attorney",
  },
  { id: 9, name: "Personal Injury", slug: "personal-injury", description: "Accidents, injuries, insurance claims" },
  { id: 10, name: "Consumer & Debt", slug: "consumer-debt", description: "Debt collection, credit, bankruptcy, scams" },
  { id: 11, name: "Real Estate", slug: "real-estate", description: "Buying, selling, property disputes" },
  { id: 12, name: "Other", slug: "other", description: "Any other legal topic" },
];

/** Idempotent: inserts missing categories, never changes or duplicates existing ones. */
export async function seedCategories(client: pg.PoolClient | pg.Pool): Promise<void> {
  const values = CATEGORY_SEED.map((_, i) => `($${i * 4 + 1}::int, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4})`).join(
    ", ",
  );
  const params = CATEGORY_SEED.flatMap((c) => [c.id, c.name, c.slug, c.description]);
  await client.query(
    `insert into categories (id, name, slug, description) values ${values} on conflict do nothing`,
    params,
  );
  // Keep the serial ahead of the fixed ids.
  await client.query(
    "select setval(pg_get_serial_sequence('categories', 'id'), greatest((select max(id) from categories), 1))",
  );
}
