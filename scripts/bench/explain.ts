import { soonCutoff } from "../../shared/validators";
import { listAudit } from "../../server/modules/audit/audit.repo";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "@shared/schema";
import { PLANNED_ONCE_SETTINGS, type Db } from "../../server/db";
import { listPendingApplications } from "../../server/modules/attorneys/attorneys.repo";
import * as questionsRepo from "../../server/modules/questions/questions.repo";
import { listQueue, queuePageStatement, type QueuePageQuery } from "../../server/modules/queue/queue-page.repo";
import { listClaimed } from "../../server/modules/queue/queue.repo";
import { onlyRow } from "../../server/db/rows";
import { outcomeRows } from "../../server/modules/outcomes/outcomes.repo";
import { median } from "./table";

interface Statement {
  sql: string;
  params: unknown[];
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Parallel Aware"?: boolean;
  "Workers Launched"?: number;
  "Parent Relationship"?: string;
  "Subplan Name"?: string;
  Plans?: PlanNode[];
}

/** How the server plans a statement: once per connection (its generic plan), or for its values on each run. */
type Planned = "once" | "each run";

export interface ExplainEntry {
  name: string;
  sql: string;
  params: unknown[];
  text: string;
  executionMs: number;
  indexes: string[];
  seqScans: string[];
  /** Rows into each Sort node: a page's few, never the whole pending set. */
  sortRows: number[];
  planned: Planned;
  /** This EXPLAIN's planning time: for its values, or the generic plan's, made once per connection. */
  planningMs: number;
  /** Each scan of question_outcomes: its node, the loops it ran and under which subplan, if any. */
  outcomeScans: { node: string; loops: number; subplan?: string }[];
  /** Postgres CPU a run of the statement alone, in ms (alone.ts). */
  aloneMs?: number;
}

export interface PagingWalk {
  name: string;
  pages: number;
  /** The first and the last page: each the median of five timings. */
  firstMs: number;
  /** Over the walk's pages, each timed once. */
  medianMs: number;
  maxMs: number;
  lastMs: number;
}

/** A queue page's planning: anew for its values on every run, or once as a generic plan (`Database.plannedOnce`). */
export interface QueuePlanning {
  name: string;
  /** Planning time of a plan made for the run's values (what every run cost before). */
  customMs: number;
  /** The generic plan's planning time on its first run, then on a later run of the same prepared statement. */
  genericFirstMs: number;
  genericLaterMs: number;
  /** Execution time of the page with the generic plan (its later run). */
  genericExecutionMs: number;
}

export interface ExplainReport {
  entries: ExplainEntry[];
  walks: PagingWalk[];
  planning: QueuePlanning[];
  /** The floor's `SELECT 1` alone, measured as each statement's `aloneMs`. */
  floorAloneMs?: number;
}

// Tables big enough that a sequential scan of them in a list query is a defect at this volume.
const LARGE_TABLES = new Set(["questions", "users", "answers", "follow_ups", "session"]);

/** Visits every node with the processes that run it (a parallel-aware node: its Gather's workers and leader). */
function walk(
  node: PlanNode,
  visit: (n: PlanNode, processes: number, subplan?: string) => void,
  processes = 1,
  subplan?: string,
) {
  visit(node, processes, subplan);
  const below = node["Workers Launched"] === undefined ? processes : node["Workers Launched"] + 1;
  for (const child of node.Plans ?? []) walk(child, visit, below, child["Subplan Name"] ?? subplan);
}

/** The table of the outcome figures (docs/decisions/029): read once per statement, never once per group. */
const OUTCOMES_TABLE = "question_outcomes";

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every list query, taken from the app's own repository functions: a drizzle
 * instance with a logger records the exact SQL and parameters the server sends, and those are explained.
 */
/** A statement's parameters as SQL literals, for `EXECUTE name(…)` of a statement prepared in SQL. */
const literals = (client: pg.PoolClient, params: unknown[]) =>
  params.map((v) => (v === null ? "null" : client.escapeLiteral(String(v)))).join(", ");

export async function explainLists(opts: {
  url: string;
  attorneyUserId: string;
  askerUserId: string;
  detailQuestionId: number;
  categoryId: number;
  /** One of the attorney's verified states. */
  state: string;
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
      await pool.query<{ "QUERY PLAN": [{ Plan: PlanNode; "Execution Time": number; "Planning Time"?: number }] }>(
        `explain (analyze, format json) ${s.sql}`,
        s.params,
      )
    ).rows[0]!["QUERY PLAN"][0];

  try {
    const cutoff = soonCutoff(new Date());
    const base: QueuePageQuery = {
      attorneyUserId: opts.attorneyUserId,
      categoryId: "all",
      limit: 50,
      soonCutoff: cutoff,
    };
    // The queue is a hand-written statement per shape (queue-page.repo.ts), explained with what the server sends.
    const queueStatement = (q: Partial<QueuePageQuery>): Statement => queuePageStatement({ ...base, ...q });
    // The cursors of a whole walk, page by page, in the queue's own order (deadlines first), read the way the
    // client reads them: each page's last id.
    const cursors = async (q: Partial<QueuePageQuery>) => {
      const out: number[] = [];
      let after: number | undefined;
      for (;;) {
        const page = JSON.parse(await listQueue({ plannedOnce: pool }, { ...base, ...q, after })) as { id: number }[];
        if (page.length < 50) return out;
        after = page[page.length - 1]!.id;
        out.push(after);
      }
    };
    const allCursors = await cursors({});
    const catCursors = await cursors({ categoryId: opts.categoryId });
    const stateCursors = await cursors({ state: opts.state });
    // A deep page: the last full page of 50.
    const deep = (c: number[]) => c.at(-2) ?? c.at(-1);

    const queueCases: [string, Statement][] = [
      ["queue, all categories and states, first page", queueStatement({})],
      [`queue, category ${opts.categoryId}, first page`, queueStatement({ categoryId: opts.categoryId })],
      [`queue, state ${opts.state}, first page`, queueStatement({ state: opts.state })],
      ["queue, all, deep page (keyset, last full page)", queueStatement({ after: deep(allCursors) })],
      [
        `queue, category ${opts.categoryId}, deep page (keyset, last full page)`,
        queueStatement({ categoryId: opts.categoryId, after: deep(catCursors) }),
      ],
      [
        `queue, state ${opts.state}, deep page (keyset, last full page)`,
        queueStatement({ state: opts.state, after: deep(stateCursors) }),
      ],
    ];
    const today = new Date().toISOString().slice(0, 10);
    const year = {
      from: new Date(Date.parse(today) - 365 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
      to: today,
    };
    // Each list with how the server plans it: once, as a generic plan (`Database.plannedOnce`, decision 049), or for
    // its values on every run (`Database.db`).
    const cases: [string, () => Promise<unknown>, Planned][] = [
      ["the asker's own questions", () => questionsRepo.listQuestionsOfUser(db, opts.askerUserId), "once"],
      ["an attorney's claimed questions", () => listClaimed(db, opts.attorneyUserId), "once"],
      ["pending attorney applications (admin)", () => listPendingApplications(db), "each run"],
      [
        "question detail (question, category, asker, answer, follow-ups)",
        () => questionsRepo.findQuestionForDetail(db, opts.detailQuestionId, opts.attorneyUserId),
        "once",
      ],
      ["audit log, newest page", () => listAudit({ db, plannedOnceDb: db }, { limit: 50 }), "once"],
      [
        "audit log, one question's entries",
        () => listAudit({ db, plannedOnceDb: db }, { limit: 50, questionId: opts.detailQuestionId }),
        "once",
      ],
      // The admin's outcome figures over the year before the bench's today (UTC), as rows.ts asks for them.
      ["outcomes, a year by week", () => outcomeRows(db, "week", year), "each run"],
      ["outcomes, a year by state", () => outcomeRows(db, "state", year), "each run"],
    ];
    const entries: ExplainEntry[] = [];
    const statements: [string, Statement, Planned][] = queueCases.map(([name, s]) => [name, s, "once"]);
    for (const [name, run, planned] of cases) statements.push([name, onlyRow(await record(run), name), planned]);
    // A statement planned once is explained as the server runs it: prepared on a connection with the planned-once
    // settings, then EXECUTE (its generic plan); the others as sent, planned for their values.
    const served = await pool.connect();
    for (const [key, value] of Object.entries(PLANNED_ONCE_SETTINGS)) await served.query(`set ${key} = ${value}`);
    const explainAsServed = async <Row extends pg.QueryResultRow>(
      s: Statement,
      planned: Planned,
      options: string,
    ): Promise<Row[]> => {
      if (planned === "each run") return (await pool.query<Row>(`explain (${options}) ${s.sql}`, s.params)).rows;
      await served.query(`prepare served as ${s.sql}`);
      try {
        return (await served.query<Row>(`explain (${options}) execute served(${literals(served, s.params)})`)).rows;
      } finally {
        await served.query("deallocate served");
      }
    };
    type JsonPlan = { "QUERY PLAN": [{ Plan: PlanNode; "Execution Time": number; "Planning Time"?: number }] };
    try {
      for (const [name, statement, planned] of statements) {
        const json = (await explainAsServed<JsonPlan>(statement, planned, "analyze, format json"))[0]!["QUERY PLAN"][0];
        const indexes: string[] = [];
        const seqScans: string[] = [];
        const sortRows: number[] = [];
        const outcomeScans: ExplainEntry["outcomeScans"] = [];
        walk(json.Plan, (n, processes, subplan) => {
          if (n["Index Name"]) indexes.push(n["Index Name"]);
          if (n["Node Type"] === "Seq Scan") seqScans.push(n["Relation Name"] ?? "?");
          if (n["Node Type"] === "Sort") sortRows.push(n["Actual Rows"] ?? 0);
          if (n["Relation Name"] === OUTCOMES_TABLE)
            outcomeScans.push({
              node: n["Node Type"],
              // A parallel scan runs once in each of its processes: that is one read of the table between them.
              loops: Math.ceil((n["Actual Loops"] ?? 1) / (n["Parallel Aware"] ? processes : 1)),
              subplan,
            });
        });
        const text = (await explainAsServed<{ "QUERY PLAN": string }>(statement, planned, "analyze, buffers"))
          .map((r) => r["QUERY PLAN"])
          .join("\n");
        entries.push({
          name,
          sql: statement.sql,
          params: statement.params,
          text,
          executionMs: json["Execution Time"],
          planned,
          planningMs: json["Planning Time"] ?? NaN,
          indexes,
          seqScans,
          sortRows,
          outcomeScans,
        });
      }
    } finally {
      served.release(true);
    }

    // Keyset paging, page by page from the first to the last, as the server runs it: each shape prepared once on a
    // connection with the planned-once settings (its generic plan, decision 048), timed by the database itself. One
    // timing moves by up to a factor of two, so the first and the last page are each timed five times, their medians
    // kept.
    const walks: PagingWalk[] = [];
    const walker = await pool.connect();
    try {
      for (const [key, value] of Object.entries(PLANNED_ONCE_SETTINGS)) await walker.query(`set ${key} = ${value}`);
      const names = new Map<string, string>();
      const executionMs = async (s: Statement) => {
        let name = names.get(s.sql);
        if (!name) {
          name = `walk_${names.size}`;
          await walker.query(`prepare ${name} as ${s.sql}`);
          names.set(s.sql, name);
        }
        const values = literals(walker, s.params);
        const { rows } = await walker.query<{ "QUERY PLAN": [{ "Execution Time": number }] }>(
          `explain (analyze, format json) execute ${name}(${values})`,
        );
        return rows[0]!["QUERY PLAN"][0]["Execution Time"];
      };
      const medianOfFive = async (s: Statement) => {
        const times: number[] = [];
        for (let i = 0; i < 5; i++) times.push(await executionMs(s));
        return median(times) ?? NaN;
      };
      for (const [name, q, walkCursors] of [
        ["queue, all categories and states", {}, allCursors],
        [`queue, category ${opts.categoryId}`, { categoryId: opts.categoryId }, catCursors],
        [`queue, state ${opts.state}`, { state: opts.state }, stateCursors],
      ] as const) {
        const pages = [queueStatement(q), ...walkCursors.map((after) => queueStatement({ ...q, after }))];
        const times: number[] = [];
        for (const page of pages) times.push(await executionMs(page));
        const sorted = [...times].sort((a, b) => a - b);
        walks.push({
          name,
          pages: times.length,
          firstMs: await medianOfFive(pages[0]!),
          medianMs: median(times) ?? NaN,
          maxMs: sorted.at(-1) ?? NaN,
          lastMs: await medianOfFive(pages.at(-1)!),
        });
      }
    } finally {
      walker.release(true);
    }
    // Planning, measured with EXPLAIN (ANALYZE, SUMMARY): custom for the run's values, and generic as the queue runs it.
    const planning: QueuePlanning[] = [];
    const client = await pool.connect();
    try {
      for (const [name, value] of Object.entries(PLANNED_ONCE_SETTINGS)) await client.query(`set ${name} = ${value}`);
      for (const [index, [name, statement]] of queueCases.entries()) {
        const custom = await explainJson(statement);
        await client.query(`prepare planned_${index} as ${statement.sql}`);
        const values = literals(client, statement.params);
        const run = async () =>
          (
            await client.query<{ "QUERY PLAN": [{ "Planning Time": number; "Execution Time": number }] }>(
              `explain (analyze, summary, format json) execute planned_${index}(${values})`,
            )
          ).rows[0]!["QUERY PLAN"][0];
        const first = await run();
        const later = await run();
        planning.push({
          name,
          customMs: custom["Planning Time"] ?? NaN,
          genericFirstMs: first["Planning Time"],
          genericLaterMs: later["Planning Time"],
          genericExecutionMs: later["Execution Time"],
        });
      }
    } finally {
      client.release(true);
    }
    return { entries, walks, planning };
  } finally {
    await pool.end();
  }
}

/** Sequential scans over a large table in any list query (the target is none). */
export const largeSeqScans = (r: ExplainReport) =>
  r.entries.flatMap((e) => e.seqScans.filter((t) => LARGE_TABLES.has(t)).map((t) => `${e.name}: Seq Scan on ${t}`));

/**
 * Statements that read question_outcomes more than once: more than one scan of it, or a scan run more than once
 * (a subplan or a nested loop run per group or per row). The target is none.
 */
export const repeatedOutcomeScans = (r: ExplainReport) =>
  r.entries.flatMap((e) => {
    const scans = e.outcomeScans;
    const many = scans.length > 1 || scans.some((s) => s.loops > 1);
    return many
      ? [
          `${e.name}: ${scans.map((s) => `${s.node} x ${s.loops} loop(s)${s.subplan ? ` in ${s.subplan}` : ""}`).join(", ")}`,
        ]
      : [];
  });

/** The plans as Markdown (dist/bench/explain.md), to read beside the figures. */
export function explainMarkdown(r: ExplainReport): string {
  const parts = r.entries.map(
    (e) =>
      `### ${e.name}\n\nplanned ${e.planned === "once" ? "once (its generic plan, as the server runs it)" : "for its values on each run"}; indexes: ${e.indexes.join(", ") || "none"}; sequential scans: ${e.seqScans.join(", ") || "none"}; ` +
      `sorts (rows in): ${e.sortRows.join(", ") || "none"}; ` +
      (e.outcomeScans.length
        ? `${OUTCOMES_TABLE} read: ${e.outcomeScans.map((s) => `${s.node} x ${s.loops}${s.subplan ? ` in ${s.subplan}` : ""}`).join(", ")}; `
        : "") +
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
