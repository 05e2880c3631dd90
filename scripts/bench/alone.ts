// Each list statement alone: the Postgres CPU one run of it costs when nothing but the statement is asked, through
// pools like the server's. Beside the CPU table's Postgres figure for the same read under load (which also holds the
// session's and the user's statements and the serving of the answer's bytes), it tells how much of a read's cost is
// its own statement (docs/performance.md, "What bounds each figure").
import { createDatabase, POOL_SIZE } from "../../server/db";
import { cpuSplitMeter } from "./cpu";
import type { ExplainReport } from "./explain";

/** The rows' connections: how many runs are asked at once, unless the statement is slow (inFlightFor). */
const IN_FLIGHT = 50;
/**
 * How long a run may wait for a connection: the pool gives up after 2 s (`createDatabase`), as the server fails fast
 * rather than hang, so a slow statement (the outcome figures at a million questions) is asked fewer times at once.
 */
const MAX_WAIT_MS = 500;
/** About this much Postgres time per statement, so that /proc's 10 ms ticks move the figure by 1% or less. */
const AIM_MS = 1_500;
const MIN_RUNS = 20;
const MAX_RUNS = 10_000;

interface AloneStatement {
  sql: string;
  params: unknown[];
  planned: "once" | "each run";
  /** Its EXPLAIN ANALYZE time, which sets how many runs give about AIM_MS of work. */
  executionMs: number;
}

/** How many runs measure a statement of this execution time. */
export const runsFor = (executionMs: number): number =>
  Math.min(MAX_RUNS, Math.max(MIN_RUNS, Math.round(AIM_MS / Math.max(executionMs, AIM_MS / MAX_RUNS))));

/** How many runs of a statement of this execution time are asked at once: the rows' 50, or fewer for a slow one. */
export const inFlightFor = (executionMs: number): number =>
  Math.min(IN_FLIGHT, Math.max(POOL_SIZE, Math.floor((POOL_SIZE * MAX_WAIT_MS) / Math.max(executionMs, 1))));

/**
 * Postgres CPU in milliseconds a run, each statement in turn on the server's own pools (`createDatabase`: ten
 * connections, planned once or for its values as the server plans it), as a named statement with `inFlightFor` runs
 * asked at once; undefined where /proc cannot tell. The first runs, which parse and plan it on each connection, are
 * not counted.
 */
export async function postgresMsAlone(url: string, statements: AloneStatement[]): Promise<(number | undefined)[]> {
  const database = createDatabase(url);
  const meter = cpuSplitMeter({ postgres: { comm: "postgres" } });
  try {
    const out: (number | undefined)[] = [];
    for (const [index, s] of statements.entries()) {
      const pool = s.planned === "once" ? database.plannedOnce : database.pool;
      const run = () => pool.query({ name: `alone_${index}`, text: s.sql, values: s.params });
      const runs = runsFor(s.executionMs);
      await Promise.all(Array.from({ length: POOL_SIZE }, run));
      const before = meter.sample();
      let started = 0;
      await Promise.all(
        Array.from({ length: inFlightFor(s.executionMs) }, async () => {
          while (started < runs) {
            started++;
            await run();
          }
        }),
      );
      out.push(meter.perUnit(before, meter.sample(), runs)?.postgres);
    }
    return out;
  } finally {
    await database.close();
  }
}

/** The explained statements with each one's cost alone, and the floor's `SELECT 1` measured the same way. */
export async function withCostAlone(url: string, report: ExplainReport): Promise<ExplainReport> {
  const floor: AloneStatement = { sql: "select 1", params: [], planned: "each run", executionMs: 0 };
  const [floorMs, ...each] = await postgresMsAlone(url, [floor, ...report.entries]);
  return {
    ...report,
    floorAloneMs: floorMs,
    entries: report.entries.map((e, i) => ({ ...e, aloneMs: each[i] })),
  };
}
