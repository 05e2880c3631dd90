import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attorneys, users } from "@shared/schema";
import { signedIn, signedInAttorney } from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";

// docs/decisions/022: everything stored about the signed-in person, as one JSON download.
const h = useTestApp();

/**
 * Every table in the schema, and where its rows about a person are in their export, or why none are. A table
 * added without a line here fails the first test; a line naming an export key that the export does not fill
 * with the planted row fails the second.
 */
const TABLES: Record<string, { key: string; holds: string } | { none: string }> = {
  users: { key: "account", holds: "ExportMarker-user" },
  questions: { key: "questions", holds: "ExportMarker-question" },
  question_parties: { key: "questions", holds: "ExportMarker Party" },
  answers: { key: "questions", holds: "ExportMarker-answer-received" },
  follow_ups: { key: "questions", holds: "ExportMarker-followup-asked" },
  attorneys: { key: "attorneyProfile", holds: "ExportMarker-school" },
  attorney_licenses: { key: "licenses", holds: "ExportMarker-license" },
  attorney_conflicts: { key: "conflictList", holds: "ExportMarker Client" },
  conflict_flags: { key: "possibleConflicts", holds: "flaggedQuestionId" },
  question_releases: { key: "releases", holds: "ExportMarker-release" },
  session: { key: "sessions", holds: "expiresAt" },
  audit_events: { key: "auditEvents", holds: "account.exported" },
  // docs/decisions/031: described, never the secret, a code's hash or a public key.
  totp_factors: { key: "signInMethods", holds: "2026-01-02T03:04:05.000Z" },
  recovery_codes: { key: "signInMethods", holds: '"recoveryCodesLeft":1' },
  passkeys: { key: "signInMethods", holds: "ExportMarker-passkey" },
  two_factor_tries: {
    none: "when a code was tried, kept 15 minutes for the wrong-code limit; erased with the account",
  },
  webauthn_challenges: { none: "a passkey step's challenge, used once and gone within 5 minutes" },
  categories: { none: "the service's own list of practice areas" },
  legal_aid_resources: { none: "the service's own list of legal aid links" },
  rate_limits: { none: "counters keyed by network or typed address, gone within the hour; erased with the account" },
  job_runs: { none: "when the daily jobs last ran" },
  question_outcomes: {
    none: "anonymous figures with no account, no text and no attorney (decision 029); the question itself is exported",
  },
};

async function tablesInSchema(): Promise<string[]> {
  const { rows } = await h.ctx.database.pool.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' order by 1",
  );
  return rows.map((r) => r.table_name);
}

describe("GET /api/account/export", () => {
  it("names every table in the schema: a new one must say where it goes in the export", async () => {
    expect(await tablesInSchema()).toEqual(Object.keys(TABLES).sort());
  });

  it("holds the person's rows from every table that has any, as an attachment", async () => {
    const pool = h.ctx.database.pool;
    const me = await signedInAttorney(h, { states: ["TN"] });
    const other = await signedIn(h);
    await pool.query("update users set first_name = 'ExportMarker-user' where id = $1", [me.user.id]);
    await pool.query("update attorneys set law_school = 'ExportMarker-school' where user_id = $1", [me.user.id]);
    // Languages (docs/decisions/036): the account's, and those the attorney answers in, are stored about them too.
    await pool.query("update users set locale = 'es' where id = $1", [me.user.id]);
    await pool.query("update attorneys set languages = '{en,es}', locale = 'es' where user_id = $1", [me.user.id]);
    await pool.query("update attorney_licenses set license_number = 'ExportMarker-license' where attorney_id = $1", [
      me.attorney.id,
    ]);
    // My own question, answered by someone else, with a party and my follow-up.
    const {
      rows: [mine],
    } = await pool.query<{ id: number }>(
      `insert into questions (user_id, title, content, opposing_parties, safety_concern, status, claimed_by, claimed_at,
         answered_at, last_activity_at)
       values ($1, 'ExportMarker-question', 'content', '{"ExportMarker Party"}', true, 'answered', $2, now(), now(),
         now())
       returning id`,
      [me.user.id, other.user.id],
    );
    await pool.query("insert into question_parties values ($1, 0, 'exportmarker party')", [mine!.id]);
    await pool.query(
      "insert into answers (question_id, attorney_id, content) values ($1, $2, 'ExportMarker-answer-received')",
      [mine!.id, other.user.id],
    );
    await pool.query(
      "insert into follow_ups (question_id, user_id, content) values ($1, $2, 'ExportMarker-followup-asked')",
      [mine!.id, me.user.id],
    );
    // Someone else's question I work on: a release with a reason, and a conflict flag.
    const {
      rows: [theirs],
    } = await pool.query<{ id: number }>(
      "insert into questions (user_id, title, content) values ($1, 'Their question', 'content') returning id",
      [other.user.id],
    );
    await pool.query(
      "insert into question_releases (question_id, user_id, reason) values ($1, $2, 'ExportMarker-release')",
      [theirs!.id, me.user.id],
    );
    await pool.query("insert into attorney_conflicts values ($1, 0, 'ExportMarker Client', 'client exportmarker')", [
      me.user.id,
    ]);
    // A flag shows only on a question I may see now (my queue or my claim); the one I gave back is out of my reach.
    const {
      rows: [flagged],
    } = await pool.query<{ id: number }>(
      "insert into questions (user_id, title, content) values ($1, 'Another question', 'content') returning id",
      [other.user.id],
    );
    await pool.query("insert into conflict_flags values ($1, $2), ($1, $3)", [me.user.id, theirs!.id, flagged!.id]);
    // Second factors: the app's secret, one used and one unused recovery code, a passkey.
    await pool.query(
      "insert into totp_factors values ($1, 'v1.ExportSecretMarker', '2026-01-02T03:04:05Z', null, '2026-01-02T03:00:00Z')",
      [me.user.id],
    );
    await pool.query(
      "insert into recovery_codes (user_id, code_hash, used_at) values ($1, 'ExportHashMarker', null), ($1, 'ExportHashMarker', now())",
      [me.user.id],
    );
    await pool.query(
      `insert into passkeys (id, user_id, public_key, name, created_at) values ('cred-1', $1, '\\x0102', 'ExportMarker-passkey', now())`,
      [me.user.id],
    );

    const res = await me.agent.get("/api/account/export");
    expect(res.status).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const data = res.body as Record<string, unknown>;
    expect(data.possibleConflicts).toEqual([flagged!.id]);
    for (const [table, where] of Object.entries(TABLES)) {
      if ("none" in where) continue;
      const part = JSON.stringify(data[where.key]);
      const holds = where.holds === "flaggedQuestionId" ? String(flagged!.id) : where.holds;
      expect(part, `${table} -> ${where.key}`).toContain(holds);
    }
    // Never a secret, and nobody else's id or address.
    const text = res.text;
    for (const secret of [
      "password",
      "Token",
      other.user.id,
      other.user.email,
      "ExportSecretMarker",
      "ExportHashMarker",
      "publicKey",
      "cred-1",
    ])
      expect(text).not.toContain(secret);
    expect(data.questions).toEqual([
      expect.objectContaining({
        title: "ExportMarker-question",
        status: "answered",
        opposingParties: ["ExportMarker Party"],
        // What they said about their safety is stored about them, so it is theirs to take away too.
        safetyConcern: true,
        answer: expect.objectContaining({ content: "ExportMarker-answer-received" }),
        followUps: [expect.objectContaining({ content: "ExportMarker-followup-asked", author: "you" })],
      }),
    ]);
    expect(data.auditEvents).toEqual([expect.objectContaining({ action: "account.exported", byYou: true })]);
    // The notification settings (docs/decisions/030) are stored about them too.
    expect(data.attorneyProfile).toMatchObject({
      notifyFrequency: "daily",
      notifyCategoryIds: [],
      notifyLastSentAt: null,
      languages: ["en", "es"],
      locale: "es",
    });
    expect(data.account).toMatchObject({ locale: "es" });
  });

  it("holds every column of the account and the attorney profile but secrets and row ids", async () => {
    // A column added to either table fails this until it is exported or named here with its reason.
    const left = {
      // Secrets: the password's hash, the tokens' hashes, and when the reset token runs out (a part of it).
      users: ["password", "emailVerificationToken", "passwordResetToken", "passwordResetExpires"],
      // The row's own id and the account's (the account is the export's), and the confirmation token's hash.
      attorneys: ["id", "userId", "confirmationToken"],
    };
    const exported = (columns: object, out: string[]) =>
      Object.keys(columns)
        .filter((c) => !out.includes(c))
        .sort();
    const me = await signedInAttorney(h, { states: ["TN"] });
    const data = (await me.agent.get("/api/account/export")).body as { account: object; attorneyProfile: object };
    expect(Object.keys(data.account).sort()).toEqual(exported(getTableColumns(users), left.users));
    expect(Object.keys(data.attorneyProfile).sort()).toEqual(exported(getTableColumns(attorneys), left.attorneys));
  });

  it("is the caller's own data only, and needs a session", async () => {
    const a = await signedIn(h, { firstName: "Alpha" });
    const b = await signedIn(h, { firstName: "Bravo" });
    const res = await a.agent.get("/api/account/export");
    expect(res.body.account).toMatchObject({ id: a.user.id, firstName: "Alpha" });
    expect(res.text).not.toContain(b.user.id);
    expect((await h.agent().get("/api/account/export")).status).toBe(401);
  });

  it("is refused to a link or form on another site, even a sibling one, and records no export for it", async () => {
    const me = await signedIn(h);
    const exports = async () =>
      (
        await h.ctx.database.pool.query(
          "select 1 from audit_events where action = 'account.exported' and actor_id = $1",
          [me.user.id],
        )
      ).rowCount;
    for (const [header, value] of [
      ["Sec-Fetch-Site", "cross-site"],
      ["Sec-Fetch-Site", "same-site"],
      ["Origin", "https://evil.example"],
    ] as const) {
      const res = await me.agent.get("/api/account/export").set(header, value).set("Sec-Fetch-Mode", "navigate");
      expect(res.status, value).toBe(403);
      expect(res.headers["content-disposition"], value).toBeUndefined();
    }
    expect(await exports()).toBe(0);
    // The app's own page, or the address typed in.
    for (const site of ["same-origin", "none"]) {
      expect((await me.agent.get("/api/account/export").set("Sec-Fetch-Site", site)).status, site).toBe(200);
    }
    expect(await exports()).toBe(2);
  });

  it("lists no possible conflict to an attorney who may not see questions now: one whose approval was revoked", async () => {
    const pool = h.ctx.database.pool;
    const me = await signedInAttorney(h, { states: ["TN"] });
    const asker = await signedIn(h);
    const {
      rows: [named],
    } = await pool.query<{ id: number }>(
      "insert into questions (user_id, title, content, state) values ($1, 'A question', 'content', 'TN') returning id",
      [asker.user.id],
    );
    await pool.query("insert into conflict_flags values ($1, $2)", [me.user.id, named!.id]);
    // While approved, the question is in their queue, and its flag is theirs to take away.
    expect((await me.agent.get("/api/account/export")).body.possibleConflicts).toEqual([named!.id]);
    await pool.query("update attorneys set is_approved = false, revoked_at = now() where user_id = $1", [me.user.id]);
    // Revoked, the question is out of their sight (404), and so is the fact that it names someone on their list.
    expect((await me.agent.get(`/api/questions/${named!.id}`)).status).toBe(404);
    expect((await me.agent.get("/api/account/export")).body.possibleConflicts).toEqual([]);
  });
});
