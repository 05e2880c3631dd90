import type { Fixtures } from "./fixtures";
import { QUEUE_CATEGORY, QUEUE_STATE } from "./fixtures";
import type { Identity, LoadSpec } from "./load";
import { ACCOUNTS, AUDIT_ENTRIES, exporterEmail, LOGIN_ACCOUNTS, loginEmail, PASSWORD } from "./seed";
import { clientAddress, signIn } from "./server";
import { TARGETS, type EndpointKind } from "./table";

export type Run = Omit<LoadSpec, "connections" | "durationS" | "warmupS"> &
  Partial<Pick<LoadSpec, "durationS" | "warmupS">> & {
    kind: EndpointKind;
    uncounted?: boolean;
    /** A goal of the row's own: its p50 at most this many times the floor's p50 (table.ts). */
    p50FloorGoal?: number;
    /** A read's own bar for its ratio to the floor instead of TARGETS.readRatio (the queue's, table.ts). */
    ratioGoal?: number;
  };

type Planned = Omit<Run, "identities"> & { who: () => Promise<Identity[]> };

/**
 * The table's rows, in the order they run, with the sessions they need. Every connection is a client of its
 * own, as 50 people would be: its own session (signed in through the API) and its own address. Only the rows
 * `want` accepts are prepared, and only their accounts sign in.
 */
export async function endpointRuns(
  origin: string,
  fx: Fixtures,
  connections: number,
  want: (run: Pick<Run, "kind" | "name">) => boolean = () => true,
): Promise<Run[]> {
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
  // Each account signs in the first time a chosen row needs it.
  const once = (fn: () => Promise<Identity[]>) => {
    let signedIn: Promise<Identity[]> | undefined;
    return () => (signedIn ??= fn());
  };
  const reader = once(() => identities(ACCOUNTS.reader));
  const submitter = once(async () => {
    const ids = await identities(ACCOUNTS.submitter);
    const terms = await fetch(`${origin}/api/terms/accept`, {
      method: "POST",
      headers: { cookie: ids[0]?.cookie ?? "", "x-forwarded-for": ids[0]?.ip ?? "" },
    });
    if (terms.status !== 200) throw new Error(`accepting the terms failed: ${terms.status}`);
    return ids;
  });
  const queueAttorney = once(() => identities(ACCOUNTS.queueAttorney));
  const claimAttorney = once(() => identities(ACCOUNTS.claimAttorney));
  const conflictAttorney = once(() => identities(ACCOUNTS.conflictAttorney));
  const admin = once(() => identities(ACCOUNTS.admin));
  const exporters = once(() => identities(exporterEmail));
  const anonymous = once(async () => Array.from({ length: connections }, (_, i) => ({ ip: clientAddress(i) })));
  const loginClients = once(async () =>
    Array.from({ length: connections }, (_, i) => ({
      ip: clientAddress(i),
      body: { email: loginEmail((i % LOGIN_ACCOUNTS) + 1), password: PASSWORD },
    })),
  );

  // The bench's today in UTC, as the server reads its days, and the 365 days before it.
  const dayMs = 24 * 60 * 60 * 1000;
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.parse(today) - 365 * dayMs).toISOString().slice(0, 10);
  let claimIndex = 0;
  const planned: Planned[] = [
    { kind: "floor", name: "floor: GET /api/ping (signed in, SELECT 1)", path: "/api/ping", who: reader },
    {
      kind: "read",
      name: "queue, all, first page",
      ratioGoal: TARGETS.queueRatio,
      path: "/api/questions/queue?categoryId=all",
      who: queueAttorney,
    },
    {
      kind: "read",
      name: "queue, all, deep page",
      ratioGoal: TARGETS.queueRatio,
      path: `/api/questions/queue?categoryId=all&after=${fx.deepAfterAll}`,
      who: queueAttorney,
    },
    {
      kind: "read",
      name: "queue, all, first page, 200-name conflict list",
      ratioGoal: TARGETS.queueRatio,
      path: "/api/questions/queue?categoryId=all",
      who: conflictAttorney,
    },
    {
      kind: "read",
      name: `queue, state ${QUEUE_STATE}, first page`,
      ratioGoal: TARGETS.queueRatio,
      path: `/api/questions/queue?categoryId=all&state=${QUEUE_STATE}`,
      who: queueAttorney,
    },
    {
      kind: "read",
      name: `queue, state ${QUEUE_STATE}, deep page`,
      ratioGoal: TARGETS.queueRatio,
      path: `/api/questions/queue?categoryId=all&state=${QUEUE_STATE}&after=${fx.deepAfterState}`,
      who: queueAttorney,
    },
    {
      kind: "read",
      name: `queue, category ${QUEUE_CATEGORY}, first page`,
      ratioGoal: TARGETS.queueRatio,
      path: `/api/questions/queue?categoryId=${QUEUE_CATEGORY}`,
      who: queueAttorney,
    },
    {
      kind: "read",
      name: `queue, category ${QUEUE_CATEGORY}, deep page`,
      ratioGoal: TARGETS.queueRatio,
      path: `/api/questions/queue?categoryId=${QUEUE_CATEGORY}&after=${fx.deepAfterCategory}`,
      who: queueAttorney,
    },
    // One person per connection, each with 20 questions; each export adds an entry that the next one includes.
    {
      kind: "info",
      name: `export: GET /api/account/export (${fx.exporterQuestions} questions each)`,
      path: "/api/account/export",
      who: exporters,
    },
    {
      kind: "read",
      name: "question detail (asker, answered, follow-ups)",
      path: `/api/questions/${fx.detailQuestionId}`,
      who: reader,
    },
    // The same question read by an admin: each read is recorded on the audit log (docs/decisions/022), batched
    // after the response; the asker's own reads above are not. Target: within 10% of the row above.
    {
      kind: "read",
      name: "question detail (admin, read recorded)",
      path: `/api/questions/${fx.detailQuestionId}`,
      who: admin,
    },
    { kind: "read", name: "the user's questions", path: "/api/questions/user", who: reader },
    {
      kind: "read",
      name: "audit log, one question's entries",
      path: `/api/admin/audit?questionId=${fx.detailQuestionId}`,
      who: admin,
    },
    {
      kind: "read",
      name: `audit log, newest page (${AUDIT_ENTRIES.toLocaleString("en-US")} entries)`,
      path: "/api/admin/audit",
      who: admin,
    },
    {
      kind: "read",
      name: "audit log, a page halfway back",
      path: `/api/admin/audit?before=${fx.auditMiddle}`,
      who: admin,
    },
    // The admin's outcome figures (docs/decisions/029) over the last year of the seed's two, by week and by state: one
    // statement of percentiles over about 50,000 outcome rows. Their goal is their own (docs/performance.md).
    {
      kind: "read",
      name: "outcomes, a year by week",
      path: `/api/admin/outcomes?from=${yearAgo}&to=${today}&by=week`,
      who: admin,
      p50FloorGoal: TARGETS.outcomesP50FloorRatio,
    },
    {
      kind: "read",
      name: "outcomes, a year by state",
      path: `/api/admin/outcomes?from=${yearAgo}&to=${today}&by=state`,
      who: admin,
      p50FloorGoal: TARGETS.outcomesP50FloorRatio,
    },
    {
      kind: "read",
      name: "attorney's claimed questions",
      path: "/api/attorney/claimed-questions",
      who: queueAttorney,
    },
    {
      kind: "write",
      name: "submit question (POST)",
      path: "/api/questions",
      method: "POST",
      who: submitter,
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
      who: claimAttorney,
      nextPath: () => `/api/questions/${fx.claimPool[claimIndex++ % fx.claimPool.length]}/claim`,
    },
    { kind: "floor", name: "floor again (drift check)", path: "/api/ping", who: reader },
    // What one busy client (or many behind one address) meets: every request updates the same session row and
    // the same rate-limit row, and those updates queue behind each other's commits.
    {
      kind: "info",
      name: "floor, all connections on ONE session and ONE address",
      path: "/api/ping",
      who: async () => (await reader()).slice(0, 1),
    },
    // Its one SELECT 1 touches no table, and Postgres reports such transactions late (in the next row's count),
    // so it has no statement count and only the uncounted login follows it.
    { kind: "read", name: "GET /api/health (signed out)", path: "/api/health", who: anonymous, uncounted: true },
    // bcrypt-bound: no warm-up (it would leave a queue of hashes behind), a long timeout, and no statement count
    // (the sign-ins still waiting for a hash when the run ends did their statements but are not counted).
    {
      kind: "bcrypt",
      name: "login (POST, cost-12 bcrypt)",
      path: "/api/auth/login",
      method: "POST",
      who: loginClients,
      warmupS: 0,
      timeoutS: 60,
      uncounted: true,
    },
  ];
  const runs: Run[] = [];
  for (const { who, ...run } of planned.filter(want)) runs.push({ ...run, identities: await who() });
  return runs;
}
