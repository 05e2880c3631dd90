import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attorneys, questionReleases, type NewQuestion } from "@shared/schema";
import { insertQuestion, insertUser, signedInAttorney } from "../../../tests/setup/factories";
import { TEST_ORIGIN, useTestApp } from "../../../tests/setup/test-app";
import { runNotices } from "./notices";

// docs/decisions/030: volunteers hear of new questions they may claim, by counts only.
const h = useTestApp({ NOTIFY_MIN_GAP_MINUTES: "60" });
const MIN_MS = 60 * 1000;
const HOUR_MS = 60 * MIN_MS;
const DAY_MS = 24 * HOUR_MS;
const SUBJECT = "Questions are waiting for a volunteer";

/** An approved attorney licensed in `states`, on `frequency`, whose period began a second before the clock's now. */
async function volunteer(
  frequency: "instant" | "daily" | "weekly" | "off",
  states = ["TN"],
  categoryIds: number[] = [],
) {
  const a = await signedInAttorney(h, { states });
  await h.ctx.database.db
    .update(attorneys)
    // A second before the clock's now: a period counts only questions asked after it began, so a question asked
    // right after it is new even when both land in the same millisecond of the clock.
    .set({
      notifyFrequency: frequency,
      notifyCategoryIds: categoryIds,
      notifyPeriodStart: new Date(h.clock.now().getTime() - 1000),
    })
    .where(eq(attorneys.id, a.attorney.id));
  return a;
}

let asker: { id: string } | undefined;
/** A pending question asked `agoMs` before the clock's now (by one asker unless `userId` says). */
async function ask(overrides: Partial<NewQuestion> & { agoMs?: number } = {}) {
  const { agoMs = 0, ...rest } = overrides;
  asker ??= await insertUser(h);
  return insertQuestion(h, rest.userId ?? asker.id, {
    state: "TN",
    createdAt: new Date(h.clock.now().getTime() - agoMs),
    ...rest,
  });
}

const noticesTo = async (email: string) => (await h.mails()).filter((m) => m.to === email && m.subject === SUBJECT);
const lastSentAt = async (id: number) =>
  (await h.ctx.database.db.select().from(attorneys).where(eq(attorneys.id, id)))[0]!.notifyLastSentAt;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe("notices of new questions", () => {
  it("are not sent while nothing new the attorney may claim has arrived, and are once something has", async () => {
    asker = undefined;
    const { user, attorney } = await volunteer("daily");
    // Waiting, but from before the period began: not new.
    await ask({ agoMs: HOUR_MS });
    h.clock.advance(DAY_MS + MIN_MS);
    expect(await runNotices(h.ctx)).toBe(0);
    expect(await lastSentAt(attorney.id)).toBeNull();
    await ask();
    h.clock.advance(MIN_MS);
    const at = h.clock.now();
    expect(await runNotices(h.ctx, at)).toBe(1);
    const [mail] = await noticesTo(user.email);
    expect(mail!.text).toContain("- Tennessee: 1 new, 2 questions waiting in all, 0 with a deadline within 14 days");
    expect(mail!.text).toContain(`${TEST_ORIGIN}/question-queue`);
    expect((await lastSentAt(attorney.id))?.getTime()).toBe(at.getTime());
  });

  it("count by state what is new, what waits in all and what is due within 14 days, only where the attorney may claim", async () => {
    asker = undefined;
    const { user } = await volunteer("instant", ["TN", "CA"]);
    const now = h.clock.now().getTime();
    await ask({ agoMs: DAY_MS }); // TN, waiting from before
    await ask({ deadline: isoDay(now + 5 * DAY_MS), deadlineType: "court_date" }); // TN, new, soon
    await ask({ deadline: isoDay(now + 40 * DAY_MS), deadlineType: "other" }); // TN, new, not soon
    await ask({ state: "CA" });
    await ask({ state: null });
    // Not theirs to claim: another state, one already claimed, one they gave back, their own.
    await ask({ state: "NY" });
    await ask({ status: "claimed", claimedBy: (await insertUser(h)).id, claimedAt: h.clock.now() });
    const givenBack = await ask();
    await h.ctx.database.db.insert(questionReleases).values({
      questionId: givenBack.id,
      userId: user.id,
      byAdmin: false,
      holdRanOut: false,
      releasedAt: h.clock.now(),
    });
    await ask({ userId: user.id });
    h.clock.advance(MIN_MS);
    expect(await runNotices(h.ctx)).toBe(1);
    const [mail] = await noticesTo(user.email);
    const lines = mail!.text.split("\n").filter((l) => l.startsWith("- "));
    expect(lines).toEqual([
      "- California: 1 new, 1 question waiting in all, 0 with a deadline within 14 days",
      "- Tennessee: 2 new, 3 questions waiting in all, 1 with a deadline within 14 days",
      "- No state given: 1 new, 1 question waiting in all, 0 with a deadline within 14 days",
    ]);
    expect(mail!.text).not.toMatch(/New York|NY/);
    // Where the frequency is changed: the card on the attorney's dashboard, as the screen names both.
    expect(mail!.text).toContain('use "New Question E-mails" on your Attorney Dashboard');
  });

  it("narrow to the attorney's categories when they chose some", async () => {
    asker = undefined;
    const { user } = await volunteer("instant", ["TN"], [5]);
    await ask({ categoryId: 2 });
    h.clock.advance(MIN_MS);
    expect(await runNotices(h.ctx)).toBe(0);
    await ask({ categoryId: 5 });
    await ask({ categoryId: 5, agoMs: 2 * HOUR_MS });
    h.clock.advance(MIN_MS);
    expect(await runNotices(h.ctx)).toBe(1);
    const [mail] = await noticesTo(user.email);
    expect(mail!.text).toContain("- Tennessee: 1 new, 2 questions waiting in all,");
  });

  it("count only questions in a language the attorney reads (docs/decisions/036)", async () => {
    asker = undefined;
    const english = await volunteer("instant");
    const both = await volunteer("instant");
    await h.ctx.database.db
      .update(attorneys)
      .set({ languages: ["en", "es"] })
      .where(eq(attorneys.id, both.attorney.id));
    await ask({ language: "es" });
    h.clock.advance(MIN_MS);
    expect(await runNotices(h.ctx)).toBe(1);
    expect(await noticesTo(english.user.email)).toHaveLength(0);
    const [mail] = await noticesTo(both.user.email);
    expect(mail!.text).toContain("- Tennessee: 1 new, 1 question waiting in all,");
    // An English question reaches both, and the English reader hears only of it.
    await ask();
    h.clock.advance(2 * HOUR_MS);
    expect(await runNotices(h.ctx)).toBe(2);
    const [first] = await noticesTo(english.user.email);
    expect(first!.text).toContain("- Tennessee: 1 new, 1 question waiting in all,");
  });

  it("do not count the attorney's own questions", async () => {
    asker = undefined;
    const { user } = await volunteer("instant");
    await ask({ userId: user.id });
    h.clock.advance(MIN_MS);
    expect(await runNotices(h.ctx)).toBe(0);
    expect(await noticesTo(user.email)).toHaveLength(0);
  });

  it("come at most once per NOTIFY_MIN_GAP_MINUTES for an instant attorney", async () => {
    asker = undefined;
    const { user } = await volunteer("instant");
    await ask();
    h.clock.advance(MIN_MS);
    expect(await runNotices(h.ctx)).toBe(1);
    h.clock.advance(10 * MIN_MS);
    await ask();
    h.clock.advance(20 * MIN_MS);
    expect(await runNotices(h.ctx)).toBe(0);
    h.clock.advance(30 * MIN_MS + 1000); // 61 minutes after the first notice
    expect(await runNotices(h.ctx)).toBe(1);
    const mails = await noticesTo(user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain("- Tennessee: 1 new, 2 questions waiting in all,");
  });

  it("announce a question asked while a run was under way once, at the next run, not twice", async () => {
    asker = undefined;
    const { user } = await volunteer("daily");
    await ask();
    h.clock.advance(DAY_MS);
    // The run reads its moment before its sweeps; a question comes in, stamped a second later, before its notices.
    const runStarted = h.clock.now();
    await ask({ agoMs: -1000 });
    expect(await runNotices(h.ctx, runStarted)).toBe(1);
    expect((await noticesTo(user.email))[0]!.text).toContain("- Tennessee: 1 new, 2 questions waiting in all,");
    h.clock.advance(DAY_MS + MIN_MS);
    expect(await runNotices(h.ctx)).toBe(1);
    expect((await noticesTo(user.email))[1]!.text).toContain("- Tennessee: 1 new, 2 questions waiting in all,");
    h.clock.advance(DAY_MS + MIN_MS);
    expect(await runNotices(h.ctx)).toBe(0);
    expect(await noticesTo(user.email)).toHaveLength(2);
  });

  it("come at most once a day for a daily attorney and once a week for a weekly one, and never when off", async () => {
    asker = undefined;
    const daily = await volunteer("daily");
    const weekly = await volunteer("weekly");
    const off = await volunteer("off");
    h.clock.advance(HOUR_MS);
    await ask();
    h.clock.advance(HOUR_MS);
    expect(await runNotices(h.ctx)).toBe(0);
    h.clock.advance(DAY_MS - 2 * HOUR_MS + MIN_MS); // a day after the period began
    expect(await runNotices(h.ctx)).toBe(1);
    await ask();
    h.clock.advance(HOUR_MS);
    expect(await runNotices(h.ctx)).toBe(0);
    h.clock.advance(DAY_MS);
    expect(await runNotices(h.ctx)).toBe(1);
    h.clock.advance(5 * DAY_MS); // a week after the period began
    expect(await runNotices(h.ctx)).toBe(1);
    expect(await noticesTo(daily.user.email)).toHaveLength(2);
    const weeklyMails = await noticesTo(weekly.user.email);
    expect(weeklyMails).toHaveLength(1);
    expect(weeklyMails[0]!.text).toContain("- Tennessee: 2 new, 2 questions waiting in all,");
    expect(await noticesTo(off.user.email)).toHaveLength(0);
  });

  it("are sent once when two runs race, and a run whose mail could not be queued marks nobody", async () => {
    asker = undefined;
    const { user, attorney } = await volunteer("instant");
    await ask();
    h.clock.advance(MIN_MS);
    const failing = {
      ...h.ctx,
      mailer: {
        ...h.ctx.mailer,
        sendMany: async () => {
          throw new Error("queue unavailable");
        },
      },
    };
    await expect(runNotices(failing)).rejects.toThrow("queue unavailable");
    expect(await lastSentAt(attorney.id)).toBeNull();
    const runs = await Promise.all([runNotices(h.ctx), runNotices(h.ctx), runNotices(h.ctx)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await runNotices(h.ctx)).toBe(0);
    expect(await noticesTo(user.email)).toHaveLength(1);
  });

  it("go on after the clock ran ahead and was set back, from the first run after it, not from the day it ran to", async () => {
    asker = undefined;
    const { user, attorney } = await volunteer("instant");
    await ask();
    h.clock.advance(30 * DAY_MS);
    expect(await runNotices(h.ctx)).toBe(1);
    h.clock.reset();
    // The first run after the clock is right brings the mark it left back to now.
    expect(await runNotices(h.ctx)).toBe(0);
    expect((await lastSentAt(attorney.id))!.getTime()).toBeLessThanOrEqual(h.clock.now().getTime());
    await ask();
    h.clock.advance(HOUR_MS + MIN_MS);
    expect(await runNotices(h.ctx)).toBe(1);
    expect(await noticesTo(user.email)).toHaveLength(2);
  });

  it("bring back only marks far ahead: a notice never sent stays unsent, and a mark a moment ahead is left", async () => {
    asker = undefined;
    // Approved while the clock ran a day ahead: the period begins then, and no notice was ever sent.
    h.clock.advance(DAY_MS);
    const ahead = await volunteer("instant");
    h.clock.reset();
    // Another process's tick a minute ahead of this one.
    const tick = await volunteer("instant");
    const minuteAhead = new Date(h.clock.now().getTime() + MIN_MS);
    await h.ctx.database.db
      .update(attorneys)
      .set({ notifyLastSentAt: minuteAhead })
      .where(eq(attorneys.id, tick.attorney.id));
    await runNotices(h.ctx);
    expect(await lastSentAt(ahead.attorney.id)).toBeNull();
    const [row] = await h.ctx.database.db.select().from(attorneys).where(eq(attorneys.id, ahead.attorney.id));
    expect(row!.notifyPeriodStart!.getTime()).toBeLessThanOrEqual(h.clock.now().getTime());
    expect((await lastSentAt(tick.attorney.id))?.getTime()).toBe(minuteAhead.getTime());
  });

  it("carry the one-click unsubscribe headers (RFC 8058), and posting their link turns notices off", async () => {
    asker = undefined;
    const { user, attorney } = await volunteer("instant");
    await ask();
    h.clock.advance(MIN_MS);
    await runNotices(h.ctx);
    const [mail] = await noticesTo(user.email);
    const header = mail!.header("List-Unsubscribe");
    expect(header).toMatch(new RegExp(`^<${TEST_ORIGIN}/api/notifications/unsubscribe\\?token=[^>]+>$`));
    expect(mail!.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const link = new URL(header.slice(1, -1));
    expect(mail!.text).toContain(link.href);
    const res = await h.agent().post(`${link.pathname}${link.search}`).type("form").send("List-Unsubscribe=One-Click");
    expect(res.status).toBe(200);
    const [row] = await h.ctx.database.db.select().from(attorneys).where(eq(attorneys.id, attorney.id));
    expect(row!.notifyFrequency).toBe("off");
    await ask();
    h.clock.advance(2 * HOUR_MS);
    expect(await runNotices(h.ctx)).toBe(0);
  });
});
