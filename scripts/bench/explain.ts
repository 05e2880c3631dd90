import { soonCutoff } from "../../shared/validators";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "@shared/schema";
import type { Db } from "../../server/db";
import { listPendingApplications } from "../../server/modules/attorneys/attorneys.repo";
import * as questionsRepo from "../../server/modules/questions/questions.repo";
import { listClaimed, listQueue } from "../../server/modules/queue/queue.repo";
import { onlyRow } from "../../server/db/rows";

interface Statement {
  sql: string;
  params: unknown[];
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

export interface ExplainEntry {
  name: string;
  sql: string;
  text: string;
  executionMs: number;
  indexes: string[];
  seqScans: string[];
}

export interface PagingWalk {
  name: string;
  pages: number;
  firstMs: number;
  medianMs: number;
  maxMs: number;
  lastMs: number;
}

export interface ExplainReport {
  entries: ExplainEntry[];
  walks: PagingWalk[];
}

// Tables big enough that a sequential scan of them in a list query is a defect at this volume.
const LARGE_TABLES = new Set(["questions", "users", "answers", "follow_ups", "session"]);

function walk(node: PlanNode, visit: (n: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every list query, taken from the app's own repository functions: a drizzle
 * instance with a logger records the exact SQL and parameters the server sends, and those are explained.
 */
export async function explainLists(opts: {
  url: string;
  attorneyUserId: string;
  askerUserId: string;
  detailQuestionId: number;
  categoryId: number;
}): Promise<ExplainReport> {
  const pool = new pg.Pool({ connectionString: opts.url, max: 2 });
  const recorded: Statement[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql: string, params: unknown[]) => void recorded.push({ sql, params }) },
  }) as unknown as Db;
  const record = async (fn: () => Promise<unknown>) => {
    recorded.length = 0;
    await fn();
    return [...recorded];
  };
  const explainJson = async (s: Statement) =>
    (
      await pool.query<{ "QUERY PLAN": [{ Plan: PlanNode; "Execution Time": number }] }>(
        `explain (analyze, format json) ${s.sql}`,
        s.params,
      )
    ).rows[0]!["QUERY PLAN"][0];

  try {
    const pendingIds = async (categoryId?: number) =>
      (
        await pool.query<{ id: number }>(
          `select id from questions where status = 'pending' and user_id <> $1 ${categoryId ? "and category_id = $2" : ""} order by id`,
          categoryId ? [opts.attorneyUserId, categoryId] : [opts.attorneyUserId],
        )
      ).rows.map((r) => r.id);
    const allIds = await pendingIds();
    const catIds = await pendingIds(opts.categoryId);
    // A deep page: the last full page of 50.
    const deep = (ids: number[]) => ids[Math.max(0, ids.length - 51)];
    const queue = (categoryId: number | "all", after?: number) => () =>
      listQueue(db, {
        attorneyUserId: opts.attorneyUserId,
        categoryId,
        after,
        limit: 50,
        soonCutoff: soonCutoff(new Date()),
      });

    const cases: [string, () => Promise<unknown>][] = [
      ["queue, all categories, first page", queue("all")],
      [`queue, category ${opts.categoryId}, first page`, queue(opts.categoryId)],
      ["queue, all categories, deep page (keyset, last full page)", queue("all", deep(allIds))],
      [`queue, category ${opts.categoryId}, deep page (keyset, last full page)`, queue(opts.categoryId, deep(catIds))],
      ["the asker's own questions", () => questionsRepo.listQuestionsOfUser(db, opts.askerUserId)],
      ["an attorney's claimed questions", () => listClaimed(db, opts.attorneyUserId)],
      ["pending attorney applications (admin)", () => listPendingApplications(db)],
      [
        "question detail (question, category, asker, answer, follow-ups)",
        () => questionsRepo.findQuestionForDetail(db, opts.detailQuestionId),
      ],
    ];
    const entries: ExplainEntry[] = [];
    for (const [name, run] of cases) {
      const statement = onlyRow(await record(run), name);
      const json = await explainJson(statement);
      const indexes: string[] = [];
      const seqScans: string[] = [];
      walk(json.Plan, (n) => {
        if (n["Index Name"]) indexes.push(n["Index Name"]);
        if (n["Node Type"] === "Seq Scan") seqScans.push(n["Relation Name"] ?? "?");
      });
      const text = (
        await pool.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${statement.sql}`, statement.params)
      ).rows
        .map((r) => r["QUERY PLAN"])
        .join("\n");
      entries.push({ name, sql: statement.sql, text, executionMs: json["Execution Time"], indexes, seqScans });
    }

    // Keyset paging, page by page from the first to the last, timed by the database itself.
    const walks: PagingWalk[] = [];
    for (const [name, categoryId, ids] of [
      ["queue, all categories", "all", allIds],
      [`queue, category ${opts.categoryId}`, opts.categoryId, catIds],
    ] as const) {
      const first = onlyRow(await record(queue(categoryId)), name);
      const sentinel = 2_147_000_001;
      const paged = onlyRow(await record(queue(categoryId, sentinel)), name);
      const afterIndex = paged.params.indexOf(sentinel);
      const times = [(await explainJson(first))["Execution Time"]];
      for (let i = 49; i < ids.length - 1; i += 50) {
        const params = [...paged.params];
        params[afterIndex] = ids[i] ?? sentinel;
        times.push((await explainJson({ sql: paged.sql, params }))["Execution Time"]);
      }
      const sorted = [...times].sort((a, b) => a - b);
      walks.push({
        name,
        pages: times.length,
        firstMs: times[0] ?? NaN,
        medianMs: sorted[Math.floor(sorted.length / 2)] ?? NaN,
        maxMs: sorted.at(-1) ?? NaN,
        lastMs: times.at(-1) ?? NaN,
      });
    }
    return { entries, walks };
  } finally {
    await pool.end();
  }
}

/** Sequential scans over a large table in any list query (the target is none). */
export const largeSeqScans = (r: ExplainReport) =>
  r.entries.flatMap((e) => e.seqScans.filter((t) => LARGE_TABLES.has(t)).map((t) => `${e.name}: Seq Scan on ${t}`));

/** The plans as Markdown, for docs/performance.md. */
export function explainMarkdown(r: ExplainReport): string {
  const parts = r.entries.map(
    (e) =>
      `### ${e.name}\n\nindexes: ${e.indexes.join(", ") || "none"}; sequential scans: ${e.seqScans.join(", ") || "none"}; ` +
      `execution ${e.executionMs.toFixed(3)} ms\n\n\`\`\`sql\n${e.sql}\n\`\`\`\n\n\`\`\`\n${e.text}\n\`\`\`\n`,
  );
  const walks = r.walks.map(
    (w) =>
      `| ${w.name} | ${w.pages} | ${w.firstMs.toFixed(3)} | ${w.medianMs.toFixed(3)} | ${w.maxMs.toFixed(3)} | ${w.lastMs.toFixed(3)} |`,
  );
  return [
    ...parts,
    "### keyset paging, every page (execution ms)\n",
    "| list | pages | first | median | max | last |",
    "|---|---|---|---|---|---|",
    ...walks,
    "",
  ].join("\n");
}
