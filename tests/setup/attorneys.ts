// What the attorney and admin API tests share: an application as a visitor fills it in, the keys of an attorney
// profile, a way to call each admin endpoint with an agent, the stored row of an application, and opening the
// confirmation link an application's address receives.
import { eq } from "drizzle-orm";
import { attorneys } from "@shared/schema";
import { linkIn } from "./outbox";
import type { TestApp } from "./test-app";

export const application = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Atticus",
  lastName: "Finch",
  email: "Atticus.Finch@Example.com",
  licenseNumber: "TN-12345",
  bprNumber: "",
  practiceState: "TN",
  yearsExperience: 12,
  lawSchool: "Vanderbilt Law School",
  graduationYear: 2010,
  practiceAreas: "Family Law, Housing",
  specializations: "",
  ...overrides,
});

export const PROFILE_KEYS = [
  "approvedAt",
  "bprNumber",
  "createdAt",
  "email",
  "emailVerified",
  "firstName",
  "graduationYear",
  "id",
  "isApproved",
  "lastName",
  "lawSchool",
  "licenseNumber",
  "practiceAreas",
  "practiceState",
  "revokedAt",
  "specializations",
  "yearsExperience",
];

/**
 * The keys of a profile as admins review it: the applicant's own, whether another attorney has the license, and
 * whether the address was proven by the account or the application's own link.
 */
export const REVIEWED_PROFILE_KEYS = [...PROFILE_KEYS, "duplicateLicense", "addressConfirmed"].sort();

export type Call = (agent: ReturnType<TestApp["agent"]>, id: number) => ReturnType<ReturnType<TestApp["agent"]>["get"]>;

export const findAttorneyRow = async (h: TestApp, id: number) =>
  (await h.ctx.database.db.select().from(attorneys).where(eq(attorneys.id, id)))[0];

export const confirmationMails = async (h: TestApp, to: string) =>
  (await h.mails()).filter((m) => m.to === to && m.subject === "Confirm your attorney application");

/** Opens the newest confirmation link sent to `to`, as the mailbox's owner would; returns the redirect. */
export async function confirmByMail(h: TestApp, to: string): Promise<string | undefined> {
  const mail = (await confirmationMails(h, to)).at(-1);
  if (!mail) throw new Error(`no confirmation mail to ${to}`);
  const link = new URL(linkIn(mail));
  return (await h.agent().get(`${link.pathname}${link.search}`)).headers.location;
}
