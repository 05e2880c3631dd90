import { paths } from "@shared/paths";
import { soonCutoff } from "@shared/validators";
import type { AppContext } from "../../context";
import { withTransaction } from "../../db";
import { unsubscribeToken } from "../../lib/unsubscribe-token";
import { newQuestionsNoticeMail } from "../mail/templates";
import { bringBackMarksAfter, takeDueNotices } from "../notifications/notifications.repo";

type Ctx = Pick<AppContext, "database" | "mailer" | "config" | "clock" | "sessionSecret">;

/** Attorneys per transaction: each chunk counts the queue once per attorney, so it holds their rows only briefly. */
const CHUNK = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The link in a notice that turns notices off (RFC 8058); the same URL goes in its List-Unsubscribe header. */
export const unsubscribeUrl = (ctx: Pick<Ctx, "config" | "sessionSecret">, attorneyId: number): string =>
  `${ctx.config.appOrigin}${paths.apiUnsubscribe}?token=${unsubscribeToken(ctx.sessionSecret, attorneyId)}`;

/**
 * Notices of new questions (docs/decisions/030), run by the timed job beside the sweeps (jobs.ts). Walks the
 * attorneys in chunks; each chunk is one statement (notifications.repo.ts) and the notices it decides, queued in the
 * same transaction as the least urgent mail: a run that fails before commit marks nobody and sends nothing, and a
 * second run (another process, a retry) finds those it noticed no longer due. Returns how many notices it queued.
 */
export async function runNotices(ctx: Ctx, now: Date = ctx.clock.now()): Promise<number> {
  const params = {
    now,
    instantCutoff: new Date(now.getTime() - ctx.config.notifyMinGapMs),
    dailyCutoff: new Date(now.getTime() - DAY_MS),
    weeklyCutoff: new Date(now.getTime() - 7 * DAY_MS),
    soonCutoff: soonCutoff(now),
    limit: CHUNK,
  };
  const queueLink = `${ctx.config.appOrigin}${paths.questionQueue}`;
  await bringBackMarksAfter(ctx.database.pool, now);
  let afterId = 0;
  let sent = 0;
  for (;;) {
    const chunk = await withTransaction(ctx.database, async (tx) => {
      const taken = await takeDueNotices(tx.client, { ...params, afterId });
      await ctx.mailer.sendMany(
        taken.notices.map((n) => newQuestionsNoticeMail(n, queueLink, unsubscribeUrl(ctx, n.attorneyId), n.states)),
        tx,
        { least: true },
      );
      return taken;
    });
    sent += chunk.notices.length;
    if (chunk.taken < CHUNK || chunk.last === null) return sent;
    afterId = chunk.last;
  }
}
