// The queue page (docs/decisions/018): one hand-written statement per shape of request, each planned for its own
// conditions only (docs/performance.md, "What bounds each figure").
import type { QueueItemDto } from "@shared/api/types";
import { asText, inReachOf, openTo } from "../../auth/visibility";
import type { Database } from "../../db";
import { sql } from "drizzle-orm";
import { asSqlText, jsonArrayAfterHead, jsonWritten, type JsonText } from "../../db/json";
import { plannedOnceText } from "../../db/prepared";
import { onlyRow } from "../../db/rows";

/**
 * A question's stored card head (docs/decisions/050): `questions.card_head` opens the claimed list's and the asker's
 * own list's items, which carry the question's whole text, and holds these keys in this order.
 */
export type CardHeadKey = "id" | "title" | "content";

/**
 * The queue's item is each question's stored card (`questions.queue_card`, docs/decisions/047, 052), which holds these
 * keys in this order, and then the attorney's own `possibleConflict`: a probe of conflict_flags, worked out when the
 * question or the attorney's list changed (section 9.3). Its `content` is a preview of the text and `contentLength`
 * the whole text's length. The compiler holds the list to QueueItemDto's keys (a missing or an extra one is an error);
 * queue-card.test.ts holds the stored card to it.
 */
const inTheCard: { [K in Exclude<keyof QueueItemDto, "possibleConflict">]-?: true } = {
  id: true,
  title: true,
  content: true,
  contentLength: true,
  categoryId: true,
  isAnonymous: true,
  createdAt: true,
  state: true,
  deadline: true,
  deadlineType: true,
  opposingParties: true,
  safetyConcern: true,
  language: true,
};
/** The stored queue card's keys, in its order. */
export const QUEUE_CARD_KEYS = Object.keys(inTheCard);
const queueItems = asSqlText(
  jsonArrayAfterHead<QueueItemDto, Exclude<keyof QueueItemDto, "possibleConflict">>(
    sql.raw("p.queue_card"),
    {
      // The attorney's flags are read once a page, as a hashed subplan (docs/performance.md, "The queue's conflict
      // probe"), not probed card by card.
      possibleConflict: jsonWritten(
        sql.raw("(p.id in (select f.question_id from conflict_flags f where f.user_id = $1))::text"),
      ),
    },
    sql.raw("p.part, p.sort_date, p.id"),
  ),
);

/** Which of the queue's narrowing the request uses: each combination is a statement of its own. */
interface QueueShape {
  category: boolean;
  state: boolean;
  after: boolean;
}

/**
 * The queue page (docs/decisions/018): deadlines on or before the cutoff (today + 14 days) first, soonest
 * first; then everything else, oldest first. Each part is a keyset walk on its own index
 * (questions_queue_deadline_idx on (deadline, id); questions_queue_idx on id), so a page costs the same at any
 * depth. The cursor `after` is the previous page's last id; its part and place are looked up, so a page never
 * skips or repeats a question while others arrive or are claimed. The cards are
 * stored (docs/decisions/047, 052); the page reads only each question's id, deadline and card.
 *
 * One statement per shape (a category or not, a state or not, a cursor or not), each holding only the conditions
 * its shape needs: a `$n is null or …` branch for every filter made one statement that Postgres planned anew on each
 * request, at more cost than running it (docs/performance.md). Parameters: $1 the attorney, $2 the cutoff, $3 the
 * page size, then the category, the state and the cursor, those the shape has, in that order.
 */
function queuePageSql(shape: QueueShape): string {
  let n = 3;
  const category = shape.category ? `$${++n}::int` : null;
  const state = shape.state ? `$${++n}::varchar` : null;
  const after = shape.after ? `$${++n}::int` : null;
  // Who may see a question in the queue: the one rule (auth/visibility.ts), evaluated with the attorney as $1; its
  // verified states are an InitPlan the planner evaluates once per page.
  const filter = [
    asText(openTo, "q", "$1"),
    ...(category ? [`q.category_id = ${category}`] : []),
    ...(state ? [`q.state = ${state}`] : []),
  ].join("\n    and ");
  const cur = after
    ? `cur as (
  select c.id, c.deadline, c.deadline is not null and c.deadline <= $2::date as soon
  -- A cursor is resolved only among the questions within this attorney's reach, whatever their status now: the last
  -- question of a page may be claimed, answered, withdrawn or expire before the next page is asked for, and the next
  -- page still starts after it. Any other id (another state's or language's, their own, one they gave back) is read
  -- as a missing one, so no page tells it exists.
  from questions c where c.id = ${after} and ${asText(inReachOf, "c", "$1")}
),
`
    : "";
  return `
with ${cur}soon as (
  select q.id, q.deadline, q.queue_card from questions q
  where q.deadline is not null and q.deadline <= $2::date and ${filter}${
    after
      ? `
    and exists (select 1 from cur where cur.soon)
    and (q.deadline, q.id) > (select cur.deadline, cur.id from cur where cur.soon)`
      : ""
  }
  order by q.deadline, q.id
  limit $3
),
later as (
  select q.id, q.deadline, q.queue_card from questions q
  where (q.deadline is null or q.deadline > $2::date) and ${filter}${
    after
      ? `
    -- After a cursor in the first part, the rest starts from its beginning; else after the cursor. One bound,
    -- not an OR, so it stays an index condition.
    and q.id > coalesce((select case when cur.soon then 0 else cur.id end from cur), ${after})`
      : ""
  }
  order by q.id
  -- Only what the first part left of the page: on a page of near deadlines, none.
  limit $3 - (select count(*) from soon)
),
page as (
  -- The rest keeps its place by age even when it has a (far) deadline: only the first part sorts by date. The two
  -- parts hold at most $3 between them, and the items are put in order once, as they are joined below.
  (select 0 as part, deadline as sort_date, id, queue_card from soon)
  union all (select 1 as part, null::date, id, queue_card from later)
)
select ${queueItems} as items
from page p`;
}

const shapeOf = (q: QueuePageQuery): QueueShape => ({
  category: q.categoryId !== "all",
  state: q.state !== undefined,
  after: q.after !== undefined,
});
const shapeKey = (shape: QueueShape) => Number(shape.category) * 4 + Number(shape.state) * 2 + Number(shape.after);
// The eight statements, written once at start-up, each a named statement that every connection of
// `Database.plannedOnce` parses and plans once.
const SHAPES: QueueShape[] = Array.from({ length: 8 }, (_, key) => ({
  category: key >= 4,
  state: key % 4 >= 2,
  after: key % 2 === 1,
}));
const PAGE_SQL = SHAPES.map(queuePageSql);
const queuePages = PAGE_SQL.map((text) => plannedOnceText<{ items: JsonText<QueueItemDto[]> }>(text));

export interface QueuePageQuery {
  attorneyUserId: string;
  categoryId: number | "all";
  state?: string;
  after?: number;
  limit: number;
  /** The last date that counts as a near deadline (from the injectable clock). */
  soonCutoff: string;
}

/** The statement's parameters, in its order: those its shape has. */
const queuePageParams = (q: QueuePageQuery): unknown[] => [
  q.attorneyUserId,
  q.soonCutoff,
  q.limit,
  ...(q.categoryId === "all" ? [] : [q.categoryId]),
  ...(q.state === undefined ? [] : [q.state]),
  ...(q.after === undefined ? [] : [q.after]),
];

/** The statement for this request and its parameters (the benchmark's EXPLAIN runs the same). */
export const queuePageStatement = (q: QueuePageQuery): { sql: string; params: unknown[] } => ({
  sql: PAGE_SQL[shapeKey(shapeOf(q))]!,
  params: queuePageParams(q),
});

/** One page of the queue for this attorney, as the response's JSON text. */
export async function listQueue(
  database: Pick<Database, "plannedOnce">,
  q: QueuePageQuery,
): Promise<JsonText<QueueItemDto[]>> {
  return onlyRow(await queuePages[shapeKey(shapeOf(q))]!(database, queuePageParams(q)), "queue page").items;
}
