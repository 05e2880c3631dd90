import { eq } from "drizzle-orm";
import { attorneyLicenses, questions } from "@shared/schema";
import {
  CLAIM_HOLD_MS,
  insertAttorney,
  insertQuestion,
  insertUser,
  signedIn,
  signedInAdmin,
  signedInAttorney,
} from "../setup/factories";
import type { TestApp } from "../setup/test-app";

export const CALLERS = ["anon", "user", "asker", "unapproved", "unverified", "approved", "claimer", "admin"] as const;
export type Caller = (typeof CALLERS)[number];

/**
 * One of every kind of caller, and the things they act on: the asker's pending question P, their question C
 * claimed by `claimer`, their question about CA (every attorney here holds TN only), a CA license the approved
 * attorney added (pending), a pending attorney application X made signed out,
 * and a revoked attorney profile R. `unverified` is an approved
 * attorney whose account's e-mail is not confirmed: no attorney powers (docs/decisions/014).
 */
export async function buildWorld(h: TestApp) {
  const terms = { termsAcceptedAt: new Date() };
  const user = await signedIn(h, terms);
  const asker = await signedIn(h, terms);
  const unapproved = await signedInAttorney(h, { approved: false });
  const unverified = await signedInAttorney(h);
  await h.ctx.database.pool.query("update users set email_verified = false where id = $1", [unverified.user.id]);
  const approved = await signedInAttorney(h);
  const claimer = await signedInAttorney(h);
  const admin = await signedInAdmin(h);
  for (const a of [unapproved, unverified, approved, claimer, admin]) {
    await h.ctx.database.pool.query("update users set terms_accepted_at = now() where id = $1", [a.user.id]);
  }
  const pending = await insertQuestion(h, asker.user.id);
  const claimed = await insertQuestion(h, asker.user.id);
  await h.ctx.database.db
    .update(questions)
    .set({
      status: "claimed",
      claimedBy: claimer.user.id,
      claimedAt: new Date(),
      claimExpiresAt: new Date(Date.now() + CLAIM_HOLD_MS),
    })
    .where(eq(questions.id, claimed.id));
  // Attorneys here are licensed in TN only (docs/decisions/018); this one is about California.
  const outOfState = await insertQuestion(h, asker.user.id, { state: "CA" });
  // A license the approved attorney added, waiting for an admin.
  const [pendingLicense] = await h.ctx.database.db
    .insert(attorneyLicenses)
    .values({ attorneyId: approved.attorney.id, state: "CA", licenseNumber: "CA-55" })
    .returning();
  if (!pendingLicense) throw new Error("no pending license");
  const application = await insertAttorney(h, { userId: null });
  // An attorney whose approval an admin ended (docs/decisions/033), for the Revoked list's reinstatement.
  const revoked = await insertAttorney(h, { userId: null, confirmedAt: new Date(), revokedAt: new Date() });
  const stranger = await insertUser(h);
  const agents = {
    anon: h.agent(),
    user: user.agent,
    asker: asker.agent,
    unapproved: unapproved.agent,
    unverified: unverified.agent,
    approved: approved.agent,
    claimer: claimer.agent,
    admin: admin.agent,
  } satisfies Record<Caller, unknown>;
  // Each caller's session, for a fresh agent per call when the world is restored rather than built again.
  const cookies: Record<Caller, string | undefined> = {
    anon: undefined,
    user: user.cookie,
    asker: asker.cookie,
    unapproved: unapproved.cookie,
    unverified: unverified.cookie,
    approved: approved.cookie,
    claimer: claimer.cookie,
    admin: admin.cookie,
  };
  return {
    agents,
    cookies,
    users: { user, asker, unapproved, unverified, approved, claimer, admin },
    pending,
    claimed,
    outOfState,
    pendingLicense,
    application,
    revoked,
    stranger,
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
