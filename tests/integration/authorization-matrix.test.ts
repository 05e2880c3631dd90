import type { Test } from "supertest";
import type TestAgent from "supertest/lib/agent";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TWO_FACTOR_REQUIRED } from "@shared/api/messages";
import { unsubscribeToken } from "../../server/lib/unsubscribe-token";
import { CODE_STEP_TIMED_OUT } from "../../server/modules/two-factor/totp.routes";
import { TEST_PASSWORD } from "../setup/factories";
import { listRoutes } from "../setup/route-list";
import { useTestApp } from "../setup/test-app";
import { buildWorld, CALLERS, type Caller, type World } from "./world";

// Every endpoint against every kind of caller, from this one table. A route the app serves that is missing
// here fails the coverage test at the bottom, so a new endpoint cannot be left out.
const h = useTestApp();

type Expect = Record<Caller, number>;
interface Row {
  route: string;
  /** The response names fields (the API description), so a field called "password" is not a leak. */
  namesFields?: boolean;
  name?: string;
  call: (agent: TestAgent, w: World) => Test;
  expect: Expect;
  /** A 401 that is not "not signed in" (the code step of a sign-in that has none): its body. */
  refusal?: { message: string };
}

const all = (status: number): Expect => Object.fromEntries(CALLERS.map((c) => [c, status])) as Expect;
const signedIn = (status: number): Expect => ({ ...all(status), anon: 401 });
const only = (allowed: Partial<Expect>, otherwise = 403): Expect => ({ ...signedIn(otherwise), ...allowed });

let n = 0;
const unique = () => `${Date.now().toString(36)}${++n}`;
const questionBody = () => ({
  categoryId: 2,
  title: "Can my employer withhold my final paycheck?",
  content: "I quit my job last week and my employer says my final paycheck will be held for a month. Is that legal?",
  isAnonymous: true,
});
const applicationBody = () => ({
  firstName: "Grace",
  lastName: "Hopper",
  email: `applicant${unique()}@example.com`,
  licenseNumber: "BAR-1234",
  practiceState: "CA",
  yearsExperience: 7,
  lawSchool: "UC Berkeley School of Law",
  graduationYear: 2015,
  practiceAreas: "Employment Law",
});
// docs/decisions/031: a passkey answer of the right shape whose challenge was never issued.
const passkeyAnswer = (type: string) => {
  const clientDataJSON = Buffer.from(
    JSON.stringify({ type, challenge: "bm90LWlzc3VlZC1ieS10aGUtYXBw", origin: "http://localhost:5000" }),
  ).toString("base64url");
  return {
    id: "bm9ib2R5cy1wYXNza2V5",
    rawId: "bm9ib2R5cy1wYXNza2V5",
    type: "public-key",
    response: { clientDataJSON, attestationObject: "oA", authenticatorData: "AA", signature: "AA" },
  };
};
const answerBody = {
  content:
    "Under most state laws your final wages are due within a short, fixed time after you leave; check your state's rule.",
  includeDisclaimer: true,
};

const ROWS: Row[] = [
  { route: "GET /api/health", call: (a) => a.get("/api/health"), expect: all(200) },
  {
    route: "GET /api/openapi.json",
    call: (a) => a.get("/api/openapi.json"),
    expect: all(200),
    // It describes request fields, "password" among them: names, never values.
    namesFields: true,
  },
  { route: "GET /api/health/live", call: (a) => a.get("/api/health/live"), expect: all(200) },
  { route: "GET /api/health/ready", call: (a) => a.get("/api/health/ready"), expect: all(200) },
  { route: "GET /api/login", call: (a) => a.get("/api/login"), expect: all(302) },
  { route: "GET /api/ping", call: (a) => a.get("/api/ping"), expect: signedIn(200) },
  { route: "GET /api/auth/user", call: (a) => a.get("/api/auth/user"), expect: signedIn(200) },
  { route: "GET /api/auth/user/roles", call: (a) => a.get("/api/auth/user/roles"), expect: signedIn(200) },
  {
    route: "POST /api/auth/register",
    call: (a) =>
      a.post("/api/auth/register").send({
        email: `new${unique()}@example.com`,
        password: "a-long-password",
        confirmPassword: "a-long-password",
        firstName: "New",
        lastName: "Person",
      }),
    expect: all(201),
  },
  {
    route: "POST /api/auth/login",
    call: (a, w) => a.post("/api/auth/login").send({ email: w.stranger.email, password: TEST_PASSWORD }),
    expect: all(200),
  },
  { route: "POST /api/auth/logout", call: (a) => a.post("/api/auth/logout"), expect: all(200) },
  {
    route: "POST /api/auth/forgot-password",
    call: (a, w) => a.post("/api/auth/forgot-password").send({ email: w.stranger.email }),
    expect: all(200),
  },
  {
    route: "POST /api/auth/reset-password",
    name: " with a bad token",
    call: (a) =>
      a
        .post("/api/auth/reset-password")
        .send({ token: "bad", password: "long-enough", confirmPassword: "long-enough" }),
    expect: all(400),
  },
  {
    route: "POST /api/auth/change-password",
    name: " with a wrong current password",
    call: (a) =>
      a
        .post("/api/auth/change-password")
        .send({ currentPassword: "not-the-password", password: "a-new-password", confirmPassword: "a-new-password" }),
    expect: signedIn(400),
  },
  // Two-step sign-in (docs/decisions/031): the account's own, for anyone signed in; the code step for anyone.
  { route: "GET /api/auth/2fa", call: (a) => a.get("/api/auth/2fa"), expect: signedIn(200) },
  { route: "POST /api/auth/2fa/setup", call: (a) => a.post("/api/auth/2fa/setup"), expect: signedIn(200) },
  {
    route: "POST /api/auth/2fa/enable",
    name: " with no setup",
    call: (a) => a.post("/api/auth/2fa/enable").send({ code: "123456" }),
    expect: signedIn(409),
  },
  {
    route: "POST /api/auth/2fa/disable",
    name: " with a wrong password",
    call: (a) => a.post("/api/auth/2fa/disable").send({ password: "not-the-password", code: "123456" }),
    expect: signedIn(400),
  },
  {
    route: "POST /api/auth/2fa/recovery-codes",
    name: " with a wrong password",
    call: (a) => a.post("/api/auth/2fa/recovery-codes").send({ password: "not-the-password", code: "123456" }),
    expect: signedIn(400),
  },
  {
    route: "POST /api/auth/2fa/verify",
    name: " with no password step",
    call: (a) => a.post("/api/auth/2fa/verify").send({ code: "123456" }),
    // Signed in already: 409, not a 401 that would say nobody is.
    expect: signedIn(409),
    refusal: { message: CODE_STEP_TIMED_OUT },
  },
  { route: "GET /api/auth/verify-email", call: (a) => a.get("/api/auth/verify-email?token=bad"), expect: all(302) },
  {
    route: "POST /api/attorney-application",
    call: (a) => a.post("/api/attorney-application").send(applicationBody()),
    expect: { ...all(201), unapproved: 409, unverified: 409, approved: 409, claimer: 409 },
  },
  {
    route: "GET /api/attorney-application/confirm",
    call: (a) => a.get("/api/attorney-application/confirm?token=bad"),
    expect: all(302),
  },
  {
    route: "GET /api/attorney/profile",
    call: (a) => a.get("/api/attorney/profile"),
    expect: { ...signedIn(404), unapproved: 200, unverified: 200, approved: 200, claimer: 200 },
  },
  { route: "GET /api/categories", call: (a) => a.get("/api/categories"), expect: all(200) },
  { route: "POST /api/terms/accept", call: (a) => a.post("/api/terms/accept"), expect: signedIn(200) },
  { route: "POST /api/questions", call: (a) => a.post("/api/questions").send(questionBody()), expect: signedIn(201) },
  { route: "GET /api/questions/user", call: (a) => a.get("/api/questions/user"), expect: signedIn(200) },
  {
    route: "GET /api/questions/:id",
    name: " (pending)",
    call: (a, w) => a.get(`/api/questions/${w.pending.id}`),
    expect: { ...signedIn(404), asker: 200, approved: 200, claimer: 200, admin: 200 },
  },
  {
    route: "GET /api/questions/:id",
    name: " (claimed by another attorney)",
    call: (a, w) => a.get(`/api/questions/${w.claimed.id}`),
    expect: { ...signedIn(404), asker: 200, claimer: 200, admin: 200 },
  },
  {
    route: "POST /api/followups",
    name: " (claimed)",
    call: (a, w) =>
      a.post("/api/followups").send({ questionId: w.claimed.id, content: "What if they still refuse to pay?" }),
    expect: { ...signedIn(404), asker: 201, claimer: 201 },
  },
  {
    route: "POST /api/followups",
    name: " (still pending)",
    call: (a, w) =>
      a.post("/api/followups").send({ questionId: w.pending.id, content: "Any update on this question?" }),
    expect: { ...signedIn(404), asker: 409 },
  },
  {
    route: "GET /api/questions/:id",
    name: " (pending, outside the attorneys' states)",
    call: (a, w) => a.get(`/api/questions/${w.outOfState.id}`),
    expect: { ...signedIn(404), asker: 200, admin: 200 },
  },
  {
    route: "GET /api/questions/queue",
    call: (a) => a.get("/api/questions/queue"),
    expect: only({ approved: 200, claimer: 200 }),
  },
  {
    route: "GET /api/questions/queue",
    name: " (state=CA, not one of theirs)",
    call: (a) => a.get("/api/questions/queue?state=CA"),
    expect: only({ approved: 400, claimer: 400 }),
  },
  {
    route: "POST /api/questions/:id/claim",
    name: " (outside the attorneys' states)",
    call: (a, w) => a.post(`/api/questions/${w.outOfState.id}/claim`),
    expect: only({ approved: 404, claimer: 404 }),
  },
  {
    route: "POST /api/questions/:id/claim",
    name: " (pending)",
    call: (a, w) => a.post(`/api/questions/${w.pending.id}/claim`),
    expect: only({ approved: 200, claimer: 200 }),
  },
  {
    route: "POST /api/questions/:id/claim",
    name: " (already claimed)",
    call: (a, w) => a.post(`/api/questions/${w.claimed.id}/claim`),
    expect: only({ approved: 409, claimer: 409 }),
  },
  {
    route: "POST /api/questions/:id/withdraw",
    name: " (pending)",
    call: (a, w) => a.post(`/api/questions/${w.pending.id}/withdraw`),
    expect: { ...signedIn(404), asker: 200, approved: 403, claimer: 403, admin: 403 },
  },
  {
    route: "POST /api/questions/:id/close",
    name: " (claimed, not answered yet)",
    call: (a, w) => a.post(`/api/questions/${w.claimed.id}/close`),
    expect: { ...signedIn(404), asker: 409, claimer: 403, admin: 403 },
  },
  {
    route: "POST /api/questions/:id/close",
    name: " (claimed, with whether the answer helped)",
    call: (a, w) => a.post(`/api/questions/${w.claimed.id}/close`).send({ helpful: "yes" }),
    expect: { ...signedIn(404), asker: 409, claimer: 403, admin: 403 },
  },
  {
    route: "POST /api/questions/:id/close",
    name: " (an answer to the question that is not yes, partly or no)",
    call: (a, w) => a.post(`/api/questions/${w.claimed.id}/close`).send({ helpful: "maybe" }),
    expect: signedIn(400),
  },
  {
    route: "POST /api/questions/:id/release",
    name: " (claimed by the claimer)",
    call: (a, w) => a.post(`/api/questions/${w.claimed.id}/release`).send({}),
    // Its asker and an admin see it but may not act (403); anyone else may not see it (404).
    expect: { ...signedIn(404), asker: 403, unverified: 403, claimer: 200, admin: 403 },
  },
  {
    route: "POST /api/questions/:id/release",
    name: " (pending)",
    call: (a, w) => a.post(`/api/questions/${w.pending.id}/release`).send({}),
    expect: { ...signedIn(404), asker: 403, unverified: 403, approved: 409, claimer: 409, admin: 403 },
  },
  {
    route: "POST /api/admin/questions/:id/release",
    call: (a, w) => a.post(`/api/admin/questions/${w.claimed.id}/release`).send({}),
    expect: only({ admin: 200 }),
  },
  {
    route: "POST /api/questions/:id/answer",
    call: (a, w) => a.post(`/api/questions/${w.claimed.id}/answer`).send(answerBody),
    // Another attorney may not see someone else's claim: 404, as for a missing question.
    expect: only({ claimer: 201, approved: 404 }),
  },
  {
    route: "GET /api/attorney/claimed-questions",
    call: (a) => a.get("/api/attorney/claimed-questions"),
    expect: only({ approved: 200, claimer: 200 }),
  },
  {
    route: "GET /api/attorney/claimed-questions",
    name: " (paged after the claimer's claim)",
    // A cursor is only good to the attorney whose claim it is: anyone else's answers 400 and reads nothing.
    call: (a, w) => a.get(`/api/attorney/claimed-questions?before=${w.claimed.id}&limit=5`),
    expect: only({ approved: 400, claimer: 200 }),
  },
  {
    route: "GET /api/attorney/stats",
    call: (a) => a.get("/api/attorney/stats"),
    expect: only({ approved: 200, claimer: 200 }),
  },
  {
    route: "GET /api/attorney/licenses",
    call: (a) => a.get("/api/attorney/licenses"),
    expect: only({ approved: 200, claimer: 200 }),
  },
  {
    route: "POST /api/attorney/licenses",
    call: (a) => a.post("/api/attorney/licenses").send({ state: "NY", licenseNumber: "NY-77" }),
    expect: only({ approved: 201, claimer: 201 }),
  },
  {
    route: "GET /api/attorney/conflicts",
    call: (a) => a.get("/api/attorney/conflicts"),
    expect: only({ approved: 200, claimer: 200 }),
  },
  {
    route: "PUT /api/attorney/conflicts",
    call: (a) => a.put("/api/attorney/conflicts").send({ names: ["Hank Landlord"] }),
    expect: only({ approved: 200, claimer: 200 }),
  },
  {
    route: "GET /api/attorney/notifications",
    call: (a) => a.get("/api/attorney/notifications"),
    expect: only({ approved: 200, claimer: 200 }),
  },
  {
    route: "PUT /api/attorney/notifications",
    call: (a) => a.put("/api/attorney/notifications").send({ frequency: "weekly", categoryIds: [5] }),
    expect: only({ approved: 200, claimer: 200 }),
  },
  {
    route: "PUT /api/attorney/notifications",
    name: " (an unknown category)",
    call: (a) => a.put("/api/attorney/notifications").send({ frequency: "weekly", categoryIds: [99999] }),
    expect: only({ approved: 400, claimer: 400 }),
  },
  {
    route: "GET /api/attorney/languages",
    call: (a) => a.get("/api/attorney/languages"),
    expect: only({ approved: 200, claimer: 200 }),
  },
  {
    route: "PUT /api/attorney/languages",
    call: (a) => a.put("/api/attorney/languages").send({ languages: ["es", "en"] }),
    expect: only({ approved: 200, claimer: 200 }),
  },
  {
    route: "PUT /api/attorney/languages",
    name: " (none)",
    call: (a) => a.put("/api/attorney/languages").send({ languages: [] }),
    expect: only({ approved: 400, claimer: 400 }),
  },
  {
    // The token decides, whoever calls, signed in or not (docs/decisions/030).
    route: "POST /api/notifications/unsubscribe",
    call: (a, w) =>
      a.post(
        `/api/notifications/unsubscribe?token=${unsubscribeToken(h.ctx.sessionSecret, w.users.approved.attorney.id)}`,
      ),
    expect: all(200),
  },
  {
    route: "POST /api/notifications/unsubscribe",
    name: " with a bad token",
    call: (a) => a.post("/api/notifications/unsubscribe?token=1.bad"),
    expect: all(400),
  },
  {
    route: "GET /api/notifications/unsubscribe",
    call: (a) => a.get("/api/notifications/unsubscribe?token=1.bad"),
    expect: all(302),
  },
  {
    route: "GET /api/admin/licenses/pending",
    call: (a) => a.get("/api/admin/licenses/pending"),
    expect: only({ admin: 200 }),
  },
  {
    route: "POST /api/admin/licenses/:id/approve",
    call: (a, w) => a.post(`/api/admin/licenses/${w.pendingLicense.id}/approve`).send({}),
    expect: only({ admin: 200 }),
  },
  {
    route: "DELETE /api/admin/licenses/:id/reject",
    call: (a, w) => a.delete(`/api/admin/licenses/${w.pendingLicense.id}/reject`),
    expect: only({ admin: 200 }),
  },
  {
    route: "GET /api/admin/attorneys/pending",
    call: (a) => a.get("/api/admin/attorneys/pending"),
    expect: only({ admin: 200 }),
  },
  {
    route: "POST /api/admin/attorneys/:id/approve",
    call: (a, w) => a.post(`/api/admin/attorneys/${w.application.id}/approve`).send({}),
    expect: only({ admin: 200 }),
  },
  {
    route: "DELETE /api/admin/attorneys/:id/reject",
    call: (a, w) => a.delete(`/api/admin/attorneys/${w.application.id}/reject`),
    expect: only({ admin: 200 }),
  },
  {
    route: "GET /api/admin/attorneys/approved",
    call: (a) => a.get("/api/admin/attorneys/approved"),
    expect: only({ admin: 200 }),
  },
  {
    route: "POST /api/admin/attorneys/:id/revoke",
    call: (a, w) => a.post(`/api/admin/attorneys/${w.users.approved.attorney.id}/revoke`).send({}),
    expect: only({ admin: 200 }),
  },
  {
    route: "GET /api/admin/attorneys/revoked",
    call: (a) => a.get("/api/admin/attorneys/revoked"),
    expect: only({ admin: 200 }),
  },
  {
    route: "POST /api/admin/attorneys/:id/reinstate",
    call: (a, w) => a.post(`/api/admin/attorneys/${w.revoked.id}/reinstate`).send({}),
    expect: only({ admin: 200 }),
  },
  { route: "GET /api/admin/audit", call: (a) => a.get("/api/admin/audit"), expect: only({ admin: 200 }) },
  {
    route: "GET /api/admin/outcomes",
    call: (a) => a.get("/api/admin/outcomes?by=state"),
    expect: only({ admin: 200 }),
  },
  {
    route: "GET /api/admin/outcomes",
    name: " as CSV",
    call: (a) => a.get("/api/admin/outcomes?format=csv"),
    expect: only({ admin: 200 }),
  },
  {
    route: "GET /api/outcomes/expectation",
    call: (a) => a.get("/api/outcomes/expectation?state=TN"),
    expect: all(200),
  },
  {
    route: "GET /api/outcomes/expectation",
    name: " for no state",
    call: (a) => a.get("/api/outcomes/expectation"),
    expect: all(400),
  },
  { route: "GET /api/account/export", call: (a) => a.get("/api/account/export"), expect: signedIn(200) },
  {
    route: "PUT /api/account/locale",
    call: (a) => a.put("/api/account/locale").send({ locale: "es" }),
    expect: signedIn(200),
  },
  {
    route: "PUT /api/account/locale",
    name: " (a language the service does not have)",
    call: (a) => a.put("/api/account/locale").send({ locale: "fr" }),
    expect: signedIn(400),
  },
  {
    route: "POST /api/account/tour-completed",
    call: (a) => a.post("/api/account/tour-completed"),
    expect: signedIn(200),
  },
  {
    route: "PUT /api/account/discreet-mail",
    call: (a) => a.put("/api/account/discreet-mail").send({ discreetMail: true }),
    expect: signedIn(200),
  },
  {
    route: "PUT /api/account/discreet-mail",
    name: " without a choice",
    call: (a) => a.put("/api/account/discreet-mail").send({}),
    expect: signedIn(400),
  },
  {
    route: "DELETE /api/account",
    name: " with a wrong password",
    call: (a) => a.delete("/api/account").send({ password: "not-the-password" }),
    expect: signedIn(400),
  },
  {
    // The world's admin is its only admin, who may not leave the service without one.
    route: "DELETE /api/account",
    call: (a) => a.delete("/api/account").send({ password: TEST_PASSWORD }),
    expect: { ...signedIn(200), admin: 409 },
  },
  // docs/decisions/031: passkeys. Sign-in needs no session; everything else is the signed-in account's own.
  { route: "GET /api/auth/passkeys", call: (a) => a.get("/api/auth/passkeys"), expect: signedIn(200) },
  {
    route: "POST /api/auth/passkeys/register/options",
    call: (a) => a.post("/api/auth/passkeys/register/options"),
    expect: signedIn(200),
  },
  {
    route: "POST /api/auth/passkeys/register/verify",
    name: " with an answer to no challenge",
    call: (a) => a.post("/api/auth/passkeys/register/verify").send({ response: passkeyAnswer("webauthn.create") }),
    expect: signedIn(400),
  },
  {
    route: "DELETE /api/auth/passkeys/:id",
    name: " (nobody's)",
    call: (a) => a.delete("/api/auth/passkeys/bm9ib2R5cy1wYXNza2V5"),
    expect: signedIn(404),
  },
  {
    route: "POST /api/auth/passkeys/login/options",
    call: (a) => a.post("/api/auth/passkeys/login/options"),
    expect: all(200),
  },
  {
    route: "POST /api/auth/passkeys/login/verify",
    name: " with an answer to no challenge",
    call: (a) => a.post("/api/auth/passkeys/login/verify").send({ response: passkeyAnswer("webauthn.get") }),
    expect: all(400),
  },
];

// Fields and values that must never leave the server, whoever asks.
// (A "password" key, not the word: a 400 names the field it is about, as in {"path":"password"}.)
const SECRET_PATTERNS = [
  /"password"\s*:/,
  /passwordResetToken|password_reset_token/,
  /emailVerificationToken|email_verification_token/,
  /\$2[aby]\$\d\d\$/,
];

// The world is built once and its rows put back before every case (decision 027's faster suite, docs/architecture.md
// "Tests"): a case that signs out, deletes an account or claims a question changes nothing for the next. Each case
// calls with a fresh agent carrying only its caller's session cookie, so no case's cookies reach another.
let world: World | undefined;
beforeAll(async () => {
  world = await buildWorld(h);
  await h.saveRows();
});
beforeEach(async () => {
  await h.restoreRows();
});
const agentOf = (w: World, caller: Caller): TestAgent => {
  const agent = h.agent();
  const cookie = w.cookies[caller];
  return (cookie ? agent.set("Cookie", cookie) : agent) as TestAgent;
};

describe.each(ROWS.map((r) => ({ ...r, name: r.name ?? "" })))("$route$name", (row) => {
  it.each(CALLERS)("as %s", async (caller) => {
    const w = world!;
    const res = await row.call(agentOf(w, caller), w);
    expect(res.status, `${row.route}${row.name} as ${caller}: ${res.text.slice(0, 200)}`).toBe(row.expect[caller]);
    for (const p of row.namesFields ? SECRET_PATTERNS.slice(1) : SECRET_PATTERNS) expect(res.text).not.toMatch(p);
    if (res.status === 401) expect(res.body).toEqual(row.refusal ?? { message: "Unauthorized" });
  });
});

// The second-factor gate (docs/decisions/031): the same table with REQUIRE_2FA_ROLES=admin,attorney, and every caller
// signed in with a password alone. What only the admin's role or an attorney's approval allowed answers 403 "Please
// turn on two-step sign-in to continue."; what the role did not decide (the answer the same account gets without it:
// a plain user for an admin, an attorney not yet approved for an approved one) is unchanged.
const GATED: Caller[] = ["approved", "claimer", "admin"];
const WITHOUT_THE_ROLE: Partial<Record<Caller, Caller>> = {
  approved: "unapproved",
  claimer: "unapproved",
  admin: "user",
};
describe.each(ROWS.map((r) => ({ ...r, name: r.name ?? "" })))("gated: $route$name", (row) => {
  it.each(GATED)("as %s", async (caller) => {
    const w = world!;
    const config = h.ctx.config;
    const roles = config.require2faRoles;
    config.require2faRoles = ["admin", "attorney"];
    try {
      const res = await row.call(agentOf(w, caller), w);
      const ungated = row.expect[caller];
      const roleDecided = ungated < 300 && row.expect[WITHOUT_THE_ROLE[caller]!] !== ungated;
      if (roleDecided) {
        expect(res.status, `${row.route}${row.name} as ${caller}: ${res.text.slice(0, 200)}`).toBe(403);
        expect(res.body).toEqual({ message: TWO_FACTOR_REQUIRED });
      } else if (ungated < 300) {
        expect(res.status, `${row.route}${row.name} as ${caller}: ${res.text.slice(0, 200)}`).toBe(ungated);
      } else {
        expect(res.status, `${row.route}${row.name} as ${caller}`).not.toBeLessThan(300);
      }
    } finally {
      config.require2faRoles = roles;
    }
  });
});

describe("the matrix", () => {
  it("covers every route the app serves", () => {
    const served = listRoutes(h.app);
    const covered = new Set(ROWS.map((r) => r.route));
    expect(served.length).toBeGreaterThan(20);
    expect(served.filter((r) => !covered.has(r))).toEqual([]);
    expect([...covered].filter((r) => !served.includes(r))).toEqual([]);
  });
});
