import type { Fixtures } from "./fixtures";
import { QUEUE_CATEGORY, QUEUE_STATE } from "./fixtures";
import type { Identity, LoadSpec } from "./load";
import { ACCOUNTS, exporterEmail, LOGIN_ACCOUNTS, loginEmail, PASSWORD } from "./seed";
import { clientAddress, signIn } from "./server";
import type { EndpointKind } from "./table";

export type Run = Omit<LoadSpec, "connections" | "durationS" | "warmupS"> &
  Partial<Pick<LoadSpec, "durationS" | "warmupS">> & { kind: EndpointKind; uncounted?: boolean };

/**
 * The table's rows, in the order they run, with the sessions they need. Every connection is a client of its
 * own, as 50 people would be: its own session (signed in through the API) and its own address.
 */
export async function endpointRuns(origin: string, fx: Fixtures, connections: number): Promise<Run[]> {
  // One account for every connection, or (a function) one account per connection.
  const identities = async (email: string | ((n: number) => string)) => {
    const out: Identity[] = [];
    for (let i = 0; i < connections; i += 10) {
      const batch = Array.from({ length: Math.min(10, connections - i) }, (_, k) => i + k);
      out.push(
        ...(await Promise.all(
          batch.map(async (n) => ({
            ip: clientAddress(n),
            cookie: await signIn(origin, typeof email === "string" ? email : email(n), PASSWORD, clientAddress(n)),
          })),
        )),
      );
    }
    return out;
  };
  const reader = await identities(ACCOUNTS.reader);
  const submitter = await identities(ACCOUNTS.submitter);
  const queueAttorney = await identities(ACCOUNTS.queueAttorney);
  const claimAttorney = await identities(ACCOUNTS.claimAttorney);
  const conflictAttorney = await identities(ACCOUNTS.conflictAttorney);
  const admin = await identities(ACCOUNTS.admin);
  const exporters = await identities(exporterEmail);
  const anonymous = Array.from({ length: connections }, (_, i) => ({ ip: clientAddress(i) }));
  const loginClients = Array.from({ length: connections }, (_, i) => ({
    ip: clientAddress(i),
    body: { email: loginEmail((i % LOGIN_ACCOUNTS) + 1), password: PASSWORD },
  }));
  const terms = await fetch(`${origin}/api/terms/accept`, {
    method: "POST",
    headers: { cookie: submitter[0]?.cookie ?? "", "x-forwarded-for": submitter[0]?.ip ?? "" },
  });
  if (terms.status !== 200) throw new Error(`accepting the terms failed: ${terms.status}`);

  let claimIndex = 0;
  return [
    { kind: "floor", name: "floor: GET /api/ping (signed in, SELECT 1)", path: "/api/ping", identities: reader },
    {
      kind: "read",
      name: "queue, all, first page",
      path: "/api/questions/queue?categoryId=all",
      identities: queueAttorney,
    },
    {
      kind: "read",
      name: "queue, all, deep page",
      path: `/api/questions/queue?categoryId=all&after=${fx.deepAfterAll}`,
      identities: queueAttorney,
    },
    {
      kind: "read",
      name: "queue, all, first page, 200-name conflict list",
      path: "/api/questions/queue?categoryId=all",
      identities: conflictAttorney,
    },
    {
      kind: "read",
      name: `queue, state ${QUEUE_STATE}, first page`,
      path: `/api/questions/queue?categoryId=all&state=${QUEUE_STATE}`,
      identities: queueAttorney,
    },
    {
      kind: "read",
      name: `queue, state ${QUEUE_STATE}, deep page`,
      path: `/api/questions/queue?categoryId=all&state=${QUEUE_STATE}&after=${fx.deepAfterState}`,
      identities: queueAttorney,
    },
    {
      kind: "read",
      name: `queue, category ${QUEUE_CATEGORY}, first page`,
      path: `/api/questions/queue?categoryId=${QUEUE_CATEGORY}`,
      identities: queueAttorney,
    },
    {
      kind: "read",
      name: `queue, category ${QUEUE_CATEGORY}, deep page`,
      path: `/api/questions/queue?categoryId=${QUEUE_CATEGORY}&after=${fx.deepAfterCategory}`,
      identities: queueAttorney,
    },
    // One person per connection, each with 20 questions; each export adds an entry that the next one includes.
    {
      kind: "info",
      name: `export: GET /api/account/export (${fx.exporterQuestions} questions each)`,
      path: "/api/account/export",
      identities: exporters,
    },
    {
      kind: "read",
      name: "question detail (asker, answered, follow-ups)",
      path: `/api/questions/${fx.detailQuestionId}`,
      identities: reader,
    },
    // The same question read by an admin: each read is recorded on the audit log (DESIGN.md section 9.5), batched
    // after the response; the asker's own reads above are not. Target: within 10% of the row above.
    {
      kind: "read",
      name: "question detail (admin, read recorded)",
      path: `/api/questions/${fx.detailQuestionId}`,
      identities: admin,
    },
    { kind: "read", name: "the user's questions", path: "/api/questions/user", identities: reader },
    {
      kind: "read",
      name: "audit log, one question's entries",
      path: `/api/admin/audit?questionId=${fx.detailQuestionId}`,
      identities: admin,
    },
    {
      kind: "read",
      name: "audit log, newest page (1,000,000 entries)",
      path: "/api/admin/audit",
      identities: admin,
    },
    {
      kind: "read",
      name: "audit log, a page halfway back",
      path: `/api/admin/audit?before=${fx.auditMiddle}`,
      identities: admin,
    },
    {
      kind: "read",
      name: "attorney's claimed questions",
      path: "/api/attorney/claimed-questions",
      identities: queueAttorney,
    },
    {
      kind: "write",
      name: "submit question (POST)",
      path: "/api/questions",
      method: "POST",
      identities: submitter,
      body: {
        categoryId: QUEUE_CATEGORY,
        title: "My landlord will not fix the heating",
        content: "It has been broken for three weeks and the lease says repairs are the landlord's job. What can I do?",
        isAnonymous: false,
      },
    },
    {
      kind: "write",
      name: "claim (POST, a new question each time)",
      path: "/api/questions/0/claim",
      method: "POST",
      identities: claimAttorney,
      nextPath: () => `/api/questions/${fx.claimPool[claimIndex++ % fx.claimPool.length]}/claim`,
    },
    { kind: "floor", name: "floor again (drift check)", path: "/api/ping", identities: reader },
    // What one busy client (or many behind one address) meets: every request updates the same session row and
    // the same rate-limit row, and those updates queue behind each other's commits.
    {
      kind: "info",
      name: "floor, all connections on ONE session and ONE address",
      path: "/api/ping",
      identities: reader.slice(0, 1),
    },
    // Its one SELECT 1 touches no table, and Postgres reports such transactions late (in the next row's count),
    // so it has no statement count and only the uncounted login follows it.
    { kind: "read", name: "GET /api/health (signed out)", path: "/api/health", identities: anonymous, uncounted: true },
    // bcrypt-bound: no warm-up (it would leave a queue of hashes behind), a long timeout, and no statement count
    // (the sign-ins still waiting for a hash when the run ends did their statements but are not counted).
    {
      kind: "bcrypt",
      name: "login (POST, cost-12 bcrypt)",
      path: "/api/auth/login",
      method: "POST",
      identities: loginClients,
      warmupS: 0,
      timeoutS: 60,
      uncounted: true,
    },
  ];
}
