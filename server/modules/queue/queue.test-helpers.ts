// Caller kinds and privacy checks shared by the queue module's tests.
import { insertUser, signedIn, signedInAdmin, signedInAttorney } from "../../../tests/setup/factories";
import type { TestApp } from "../../../tests/setup/test-app";

// These files make hundreds of requests from one address within a minute; the general API ceiling is
// tested elsewhere and would only add noise here.
export const QUEUE_TEST_ENV = { RATE_LIMIT_API_MAX: "100000" };

export type Agent = ReturnType<TestApp["agent"]>;

/** Every signed-in caller kind that is not an approved attorney; each must get 403 from attorney endpoints. */
export async function refusedCallers(h: TestApp): Promise<[string, Agent][]> {
  return [
    ["a plain user", (await signedIn(h)).agent],
    ["an unapproved attorney", (await signedInAttorney(h, { approved: false })).agent],
    ["an admin", (await signedInAdmin(h)).agent],
  ];
}

/** A question's asker, named and with a recognisable e-mail, so leaks are easy to spot. */
export const insertAsker = (h: TestApp) => insertUser(h, { firstName: "Priya", lastName: "Askwell" });

/** Fails when a body an attorney receives carries anything that identifies the asker. */
export function expectNoAskerIdentity(body: unknown, asker: { id: string; email: string; lastName: string | null }) {
  const text = JSON.stringify(body);
  for (const secret of [asker.id, asker.email, asker.lastName ?? "\u0000"]) {
    if (text.includes(secret)) throw new Error(`attorney-facing body leaks the asker (${secret}): ${text}`);
  }
}

/** The keys of a queue item (docs/architecture.md and docs/decisions/018): nothing that identifies the asker. */
export const QUEUE_ITEM_KEYS = [
  "categoryId",
  "content",
  "contentLength",
  "createdAt",
  "deadline",
  "deadlineType",
  "id",
  "isAnonymous",
  "language",
  "opposingParties",
  "possibleConflict",
  "safetyConcern",
  "state",
  "title",
];
