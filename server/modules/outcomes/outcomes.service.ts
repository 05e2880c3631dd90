import type { ExpectationDto, OutcomeRowDto, OutcomesDto } from "@shared/api/types";
import type { Language } from "@shared/languages";
import {
  OUTCOME_FIRST_DAY,
  OUTCOME_PERIOD_MAX_DAYS,
  PERIOD_ORDER_MESSAGE,
  PERIOD_TOO_LONG_MESSAGE,
  CATEGORY_MESSAGE,
  type OutcomesQuery,
} from "@shared/validators";
import type { AppContext } from "../../context";
import { badRequest } from "../../lib/errors";
import { listLegalAidResources } from "../../db/legal-aid";
import * as repo from "./outcomes.repo";

type Ctx = Pick<AppContext, "database" | "clock">;

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Without from/to, the figures cover the 12 weeks (84 days) up to the clock's today, UTC (docs/decisions/029). */
export const DEFAULT_PERIOD_DAYS = 84;
/** The expectation looks at questions asked 30 to 210 days before today (docs/decisions/029). */
const EXPECTATION_NEWEST_DAYS = 30;
const EXPECTATION_OLDEST_DAYS = 210;

/**
 * The period asked for, with the defaults filled in: `to` today, `from` 12 weeks of days before `to`, or the first
 * day a period may hold when `to` is nearer to it.
 */
export function periodOf(query: Pick<OutcomesQuery, "from" | "to">, now: Date): { from: string; to: string } {
  const to = query.to ?? isoDay(now.getTime());
  const twelveWeeks = isoDay(dayMs(to) - (DEFAULT_PERIOD_DAYS - 1) * DAY_MS);
  const from = query.from ?? (twelveWeeks < OUTCOME_FIRST_DAY ? OUTCOME_FIRST_DAY : twelveWeeks);
  if (to < from) throw badRequest(PERIOD_ORDER_MESSAGE, [{ path: "to", message: PERIOD_ORDER_MESSAGE }]);
  if ((dayMs(to) - dayMs(from)) / DAY_MS > OUTCOME_PERIOD_MAX_DAYS)
    throw badRequest(PERIOD_TOO_LONG_MESSAGE, [{ path: "to", message: PERIOD_TOO_LONG_MESSAGE }]);
  return { from, to };
}

type Figures = OutcomesDto & { from: string; to: string };

/** How long worked-out figures are served again for the same question of them (docs/decisions/029). */
export const FIGURES_KEPT_MS = 60 * 1000;
/** Sets of figures kept per app, the oldest dropped first. */
const KEPT_AT_MOST = 64;
const kept = new WeakMap<object, Map<string, { at: number; figures: Promise<Figures> }>>();

/**
 * The admin's outcome figures (docs/decisions/029); a category that does not exist is refused (400). The same
 * question of them (period, grouping, filters) within a minute by the clock gets the figures already worked out, and
 * requests that arrive while they are being worked out wait for that one computation: a year of figures reads a
 * year of outcome rows, and admins reloading the view or downloading the CSV need not each pay for it.
 */
export async function outcomes(ctx: Ctx, query: OutcomesQuery): Promise<Figures> {
  const now = ctx.clock.now();
  const { from, to } = periodOf(query, now);
  const key = JSON.stringify([query.by, from, to, query.state ?? null, query.categoryId ?? null]);
  let app = kept.get(ctx.database);
  if (!app) kept.set(ctx.database, (app = new Map()));
  const hit = app.get(key);
  if (hit && now.getTime() - hit.at < FIGURES_KEPT_MS && now.getTime() >= hit.at) return hit.figures;
  const figures = workOut(ctx, query, { from, to }, now);
  app.delete(key);
  app.set(key, { at: now.getTime(), figures });
  if (app.size > KEPT_AT_MOST) app.delete(app.keys().next().value!);
  // A failure is not kept: the next request tries again.
  figures.catch(() => {
    if (app.get(key)?.figures === figures) app.delete(key);
  });
  return figures;
}

async function workOut(ctx: Ctx, query: OutcomesQuery, period: { from: string; to: string }, now: Date) {
  const db = ctx.database.db;
  if (query.categoryId !== undefined && !(await repo.categoryExists(db, query.categoryId)))
    throw badRequest(CATEGORY_MESSAGE, [{ path: "categoryId", message: CATEGORY_MESSAGE }]);
  const filter = { ...period, state: query.state, categoryId: query.categoryId };
  const [rows, now30] = await Promise.all([
    repo.outcomeRows(db, query.by, filter),
    repo.volunteersAndBacklog(db, filter, now),
  ]);
  return { rows, ...now30, asOf: now.toISOString(), ...period };
}

export const CSV_COLUMNS = [
  "key",
  "asked",
  "answered",
  "expired",
  "withdrawn",
  "closed",
  "open",
  "answeredShare",
  "medianHoursToClaim",
  "medianHoursToAnswer",
  "p90HoursToAnswer",
  "answeredWithin72hShare",
  "helpfulShare",
  "volunteers",
] as const satisfies readonly (keyof OutcomeRowDto)[];

const csvCell = (v: string | number | null): string => {
  const s = v === null ? "" : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The rows as CSV (RFC 4180: a header line, CRLF line ends); an empty cell for null. */
export const toCsv = (rows: OutcomeRowDto[]): string =>
  [CSV_COLUMNS.join(","), ...rows.map((r) => CSV_COLUMNS.map((c) => csvCell(r[c])).join(","))]
    .map((line) => `${line}\r\n`)
    .join("");

/**
 * What an asker may expect in a state (docs/decisions/029), over the days 30 to 210 before the clock's today (UTC), with
 * the state's legal-aid services, which the ask form shows when an answer is not likely (docs/decisions/029).
 */
export async function expectation(ctx: Ctx, state: string, language?: Language): Promise<ExpectationDto> {
  const today = dayMs(isoDay(ctx.clock.now().getTime()));
  const [figures, resources] = await Promise.all([
    repo.expectation(
      ctx.database.db,
      state,
      isoDay(today - EXPECTATION_OLDEST_DAYS * DAY_MS),
      isoDay(today - EXPECTATION_NEWEST_DAYS * DAY_MS),
      language,
    ),
    listLegalAidResources(ctx.database.db, state),
  ]);
  return { ...figures, resources };
}
