import bcrypt from "bcrypt";
import {
  attorneyLicenses,
  attorneys,
  questions,
  users,
  type Attorney,
  type NewAttorney,
  type NewQuestion,
  type Question,
  type User,
} from "@shared/schema";
import { firstCookie } from "./cookies";
import type { TestApp } from "./test-app";
import { onlyRow } from "../../server/db/rows";

export const TEST_PASSWORD = "correct-horse-battery";
// Factories store a low-cost hash so tests stay quick; bcrypt.compare reads the cost from the hash itself.
const FAST_HASH = bcrypt.hashSync(TEST_PASSWORD, 4);

let seq = 0;
const next = () => `${Date.now().toString(36)}${++seq}`;

export function buildUser(overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  return {
    email: `user${n}@example.com`,
    password: FAST_HASH,
    firstName: `Ada${n}`,
    lastName: `Lovelace${n}`,
    emailVerified: true,
    ...overrides,
  };
}

export async function insertUser(h: TestApp, overrides: Partial<typeof users.$inferInsert> = {}): Promise<User> {
  const rows = await h.ctx.database.db.insert(users).values(buildUser(overrides)).returning();
  return onlyRow(rows, "insert user");
}

/** A user, a cookie-keeping agent signed in as them, and their session's cookie (for a fresh agent later). */
export async function signedIn(h: TestApp, overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await insertUser(h, overrides);
  const agent = h.agent();
  const res = await agent.post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { user, agent, cookie: firstCookie(res) };
}

export function buildAttorney(overrides: Partial<NewAttorney> = {}): NewAttorney {
  const n = next();
  return {
    firstName: "Atticus",
    lastName: `Finch${n}`,
    email: `attorney${n}@example.com`,
    licenseNumber: `LIC-${n}`,
    bprNumber: null,
    practiceState: "TN",
    yearsExperience: 12,
    lawSchool: "Vanderbilt Law School",
    graduationYear: 2010,
    practiceAreas: "Family Law, Housing",
    specializations: null,
    // Confirmed (reviewable) unless a test holds it for its confirmation link.
    confirmedAt: new Date(),
    ...overrides,
  };
}

export async function insertAttorney(h: TestApp, overrides: Partial<NewAttorney> = {}): Promise<Attorney> {
  const rows = await h.ctx.database.db.insert(attorneys).values(buildAttorney(overrides)).returning();
  return onlyRow(rows, "insert attorney");
}

/**
 * A signed-in account with a linked attorney profile (approved unless said otherwise). An approved one holds
 * verified licenses in `states` (default: the application's own state, TN, as an approval gives).
 */
export async function signedInAttorney(h: TestApp, opts: { approved?: boolean; states?: string[] } = {}) {
  const s = await signedIn(h);
  const approved = opts.approved ?? true;
  const states = opts.states ?? ["TN"];
  const attorney = await insertAttorney(h, {
    userId: s.user.id,
    email: s.user.email,
    isApproved: approved,
    approvedAt: approved ? new Date() : null,
    // As an approval sets it: the notices' first period counts from it (docs/decisions/030).
    notifyPeriodStart: approved ? new Date() : null,
    practiceState: states[0] ?? "TN",
  });
  if (approved && states.length > 0) {
    await h.ctx.database.db.insert(attorneyLicenses).values(
      states.map((state) => ({
        attorneyId: attorney.id,
        state,
        licenseNumber: `${state}-${attorney.id}`,
        status: "verified" as const,
        verifiedAt: new Date(),
      })),
    );
  }
  return { ...s, attorney };
}

export async function signedInAdmin(h: TestApp) {
  return signedIn(h, { role: "admin" });
}

export function buildQuestion(userId: string, overrides: Partial<NewQuestion> = {}): NewQuestion {
  const n = next();
  return {
    userId,
    categoryId: 1,
    title: `My landlord kept my deposit ${n}`,
    content: `I moved out of my apartment two months ago and the landlord has not returned my security deposit. ${n}`,
    isAnonymous: false,
    ...overrides,
    // A claimed question holds its claim for the default 72 hours from its claim unless told otherwise.
    ...(overrides.status === "claimed" && overrides.claimExpiresAt === undefined
      ? { claimExpiresAt: new Date((overrides.claimedAt ?? new Date()).getTime() + CLAIM_HOLD_MS) }
      : {}),
    // An answered question's conversation last moved at its answer unless told otherwise.
    ...(overrides.status === "answered" && overrides.lastActivityAt === undefined
      ? { lastActivityAt: overrides.answeredAt ?? new Date() }
      : {}),
  };
}

/** The default hold (CLAIM_HOLD_HOURS, 72). */
export const CLAIM_HOLD_MS = 72 * 60 * 60 * 1000;

export async function insertQuestion(
  h: TestApp,
  userId: string,
  overrides: Partial<NewQuestion> = {},
): Promise<Question> {
  const rows = await h.ctx.database.db.insert(questions).values(buildQuestion(userId, overrides)).returning();
  return onlyRow(rows, "insert question");
}
