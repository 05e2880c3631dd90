import type pg from "pg";

/** A node of `EXPLAIN (FORMAT JSON)`, with the fields the tests look at. */
export interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Sort Key"?: string[];
  "Subplan Name"?: string;
  Plans?: PlanNode[];
}

/** The node and every node under it, depth first. */
export const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];

/** Every node of the plan Postgres makes for this statement with these values. */
export async function explainNodes(
  db: Pick<pg.Pool | pg.PoolClient, "query">,
  text: string,
  values?: unknown[],
): Promise<PlanNode[]> {
  const { rows } = await db.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(`explain (format json) ${text}`, values);
  return planNodes(rows[0]!["QUERY PLAN"][0].Plan);
}
