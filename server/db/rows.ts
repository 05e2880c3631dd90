/**
 * The one row a statement must return (an INSERT … RETURNING, an aggregate). Postgres guarantees it; if it ever
 * does not, this fails loudly instead of letting `undefined` travel on as a row.
 */
export function onlyRow<T>(rows: readonly T[], statement: string): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`${statement} returned no row`);
  return row;
}
