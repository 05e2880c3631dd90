import autocannon from "autocannon";
import pg from "pg";

/**
 * Every statement the server sends outside a transaction block is one transaction, so the database's own
 * transaction count divided by the requests is the number of round trips a request costs (pg-boss's polling
 * adds a few a second). A backend reports its counts when a transaction that read a table ends at least a
 * second after its last report (a bare SELECT 1 alone never makes it report), so before each reading a second
 * passes and 500 GET /api/categories from 50 connections go through every pooled connection; each costs two
 * statements (the API limiter's upsert and the select), subtracted.
 */
export async function statementCounter(databaseUrl: string, origin: string) {
  const stats = new pg.Client({ connectionString: databaseUrl });
  await stats.connect();
  let flushStatements = 0;
  const count = async () => {
    await new Promise((r) => setTimeout(r, 1_100));
    const flush = await autocannon({ url: `${origin}/api/categories`, connections: 50, amount: 500 });
    flushStatements += 2 * flush.requests.total;
    const { rows } = await stats.query<{ n: string }>(
      "select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()",
    );
    return Number(rows[0]?.n) - flushStatements;
  };
  return { count, close: () => stats.end() };
}
