import { z } from "zod";
import {
  answerSchema,
  attorneyApplicationSchema,
  auditQuerySchema,
  changePasswordSchema,
  claimBodySchema,
  attorneyStatsQuerySchema,
  rejectApplicationSchema,
  claimedQuerySchema,
  conflictListSchema,
  deleteAccountSchema,
  followUpSchema,
  forgotPasswordSchema,
  licenseSchema,
  loginSchema,
  questionSchema,
  queueQuerySchema,
  registerSchema,
  releaseSchema,
  resetPasswordSchema,
} from "@shared/validators";

type Method = "get" | "post" | "put" | "delete";
type Who = "anyone" | "signed in" | "approved attorney" | "admin";

interface Operation {
  summary: string;
  who: Who;
  /** The success status and what it carries. */
  ok: [number, string];
  body?: z.ZodType;
  query?: z.ZodObject;
  /** Failures worth naming beyond those every call of its kind may meet. */
  fails?: number[];
}

const op = (who: Who, summary: string, ok: [number, string], more: Partial<Operation> = {}): Operation => ({
  summary,
  who,
  ok,
  ...more,
});

/**
 * Every route of the API (DESIGN.md sections 5 and 9), with the zod schemas the server validates its input with:
 * the document's request bodies and query parameters are generated from them, so they cannot drift apart. A test
 * (openapi.test.ts) compares this table with the app's router both ways.
 */
const ROUTES: Record<string, Partial<Record<Method, Operation>>> = {
  "/api/health": { get: op("anyone", "The database answers", [200, "{status:'ok'}"], { fails: [503] }) },
  "/api/health/live": { get: op("anyone", "The process answers (no database)", [200, "{status:'ok'}"]) },
  "/api/health/ready": {
    get: op("anyone", "Ready for traffic: database, migrations, mail queue", [200, "{status:'ok', checks}"], {
      fails: [503],
    }),
  },
  "/api/openapi.json": { get: op("anyone", "This document", [200, "OpenAPI 3.1"]) },
  "/api/login": { get: op("anyone", "Redirects to the sign-in screen", [302, "to /login"]) },
  "/api/ping": { get: op("signed in", "A signed-in round trip", [200, "{ok:true}"]) },
  "/api/auth/register": {
    post: op("anyone", "Create an account and sign in", [201, "the user"], { body: registerSchema, fails: [409, 429] }),
  },
  "/api/auth/login": { post: op("anyone", "Sign in", [200, "the user"], { body: loginSchema, fails: [429] }) },
  "/api/auth/logout": { post: op("anyone", "Sign out", [200, "signed out"]) },
  "/api/auth/user": { get: op("signed in", "The signed-in user", [200, "the user"]) },
  "/api/auth/user/roles": { get: op("signed in", "The signed-in user's roles", [200, "{roles}"]) },
  "/api/auth/forgot-password": {
    post: op("anyone", "E-mail a reset link", [200, "always the same"], { body: forgotPasswordSchema, fails: [429] }),
  },
  "/api/auth/reset-password": {
    post: op("anyone", "Set a new password with a reset token", [200, "done"], { body: resetPasswordSchema }),
  },
  "/api/auth/change-password": {
    post: op("signed in", "Change the password; other sessions end", [200, "done"], { body: changePasswordSchema }),
  },
  "/api/auth/verify-email": { get: op("anyone", "Confirm an e-mail address (link)", [302, "to /?verified=1 or 0"]) },
  "/api/attorney-application": {
    post: op("anyone", "Apply as an attorney", [201, "{id}"], { body: attorneyApplicationSchema, fails: [409, 429] }),
  },
  "/api/attorney-application/confirm": {
    get: op("anyone", "Confirm a signed-out application's address (link)", [302, "to a result page"]),
  },
  "/api/attorney/profile": {
    get: op("signed in", "The linked attorney profile", [200, "the profile"], { fails: [404] }),
  },
  "/api/attorney/licenses": {
    get: op("approved attorney", "The attorney's licenses", [200, "licenses"]),
    post: op("approved attorney", "Add a license (verified by an admin)", [201, "the license"], {
      body: licenseSchema,
      fails: [409],
    }),
  },
  "/api/attorney/conflicts": {
    get: op("approved attorney", "The attorney's conflict list", [200, "{names}"]),
    put: op("approved attorney", "Replace the conflict list", [200, "{names}"], { body: conflictListSchema }),
  },
  "/api/attorney/stats": {
    get: op(
      "approved attorney",
      "The attorney's own figures: answered today and in all, open claims, mean time to answer",
      [200, "stats"],
      {
        query: attorneyStatsQuerySchema,
      },
    ),
  },
  "/api/attorney/claimed-questions": {
    get: op("approved attorney", "The attorney's claims, newest first", [200, "claims"], { query: claimedQuerySchema }),
  },
  "/api/categories": { get: op("anyone", "Practice areas", [200, "categories"]) },
  "/api/terms/accept": { post: op("signed in", "Accept the terms", [200, "{termsAcceptedAt}"]) },
  "/api/questions": {
    post: op("signed in", "Ask a question", [201, "the question"], { body: questionSchema, fails: [429] }),
  },
  "/api/questions/user": { get: op("signed in", "The user's own questions", [200, "questions"]) },
  "/api/questions/queue": {
    get: op("approved attorney", "Pending questions, deadlines first", [200, "queue items"], {
      query: queueQuerySchema,
    }),
  },
  "/api/questions/{id}": {
    get: op("signed in", "A question with its answer and follow-ups", [200, "the question"], { fails: [404] }),
  },
  "/api/questions/{id}/claim": {
    post: op("approved attorney", "Claim a question", [200, "the claim"], { body: claimBodySchema, fails: [404, 409] }),
  },
  "/api/questions/{id}/answer": {
    post: op("approved attorney", "Answer a claimed question", [201, "the answer"], {
      body: answerSchema,
      fails: [404, 409],
    }),
  },
  "/api/questions/{id}/release": {
    post: op("approved attorney", "Give a claim back", [200, "the question"], {
      body: releaseSchema,
      fails: [404, 409],
    }),
  },
  "/api/questions/{id}/withdraw": {
    post: op("signed in", "The asker withdraws a question", [200, "the question"], { fails: [404, 409] }),
  },
  "/api/questions/{id}/close": {
    post: op("signed in", "The asker closes an answered question", [200, "the question"], { fails: [404, 409] }),
  },
  "/api/followups": {
    post: op("signed in", "Add a follow-up", [201, "the follow-up"], { body: followUpSchema, fails: [404, 409] }),
  },
  "/api/account/export": {
    get: op("signed in", "Everything stored about the user (a download)", [200, "JSON attachment"]),
  },
  "/api/account/tour-completed": {
    post: op("signed in", "The onboarding tour was finished or skipped", [200, "{tourCompletedAt}"]),
  },
  "/api/account": {
    delete: op("signed in", "Delete the account", [200, "deleted"], { body: deleteAccountSchema, fails: [409] }),
  },
  "/api/admin/attorneys/pending": { get: op("admin", "Applications to review", [200, "applications"]) },
  "/api/admin/attorneys/approved": { get: op("admin", "Approved attorneys", [200, "attorneys"]) },
  "/api/admin/attorneys/{id}/approve": {
    post: op("admin", "Approve an application", [200, "the profile"], { fails: [404, 409] }),
  },
  "/api/admin/attorneys/{id}/reject": {
    delete: op(
      "admin",
      "Reject an application, with an optional note for the applicant's e-mail",
      [200, "{id, message}"],
      {
        body: rejectApplicationSchema,
        fails: [404],
      },
    ),
  },
  "/api/admin/attorneys/{id}/revoke": {
    post: op("admin", "Revoke an approval", [200, "the profile"], { fails: [404, 409] }),
  },
  "/api/admin/licenses/pending": { get: op("admin", "Added licenses to verify", [200, "licenses"]) },
  "/api/admin/licenses/{id}/approve": {
    post: op("admin", "Verify a license", [200, "the license"], { fails: [404, 409] }),
  },
  "/api/admin/licenses/{id}/reject": {
    delete: op("admin", "Reject a license", [200, "{id, message}"], { fails: [404] }),
  },
  "/api/admin/questions/{id}/release": {
    post: op("admin", "End any claim", [200, "the question"], { body: releaseSchema, fails: [404, 409] }),
  },
  "/api/admin/audit": {
    get: op("admin", "The audit log, newest first", [200, "entries"], { query: auditQuerySchema }),
  },
};

const ERRORS: Record<number, string> = {
  400: "Invalid input: {message, errors?: [{path, message}]}",
  401: 'Not signed in: {message: "Unauthorized"}',
  403: "Signed in but not allowed",
  404: "Not found, or not visible to this caller",
  409: "Conflicting state",
  429: "Rate limited",
  503: "Not available",
};

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });

function operation(path: string, method: Method, op: Operation) {
  const fails = new Set(op.fails ?? []);
  if (op.body || op.query || path.includes("{id}")) fails.add(400);
  if (op.who !== "anyone") fails.add(401);
  if (op.who === "admin" || op.who === "approved attorney") fails.add(403);
  const parameters: object[] = [];
  if (path.includes("{id}")) {
    parameters.push({ name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } });
  }
  if (op.query) {
    const shape = jsonSchema(op.query) as { properties?: Record<string, object>; required?: string[] };
    for (const [name, schema] of Object.entries(shape.properties ?? {})) {
      parameters.push({ name, in: "query", required: shape.required?.includes(name) ?? false, schema });
    }
  }
  return {
    operationId: `${method}${path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ""))}`,
    summary: op.summary,
    description: `Who may call it: ${op.who}.`,
    ...(parameters.length ? { parameters } : {}),
    ...(op.body
      ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(op.body) } } } }
      : {}),
    responses: {
      [op.ok[0]]: { description: op.ok[1] },
      ...Object.fromEntries(
        [...fails].sort().map((s) => [
          s,
          {
            description: ERRORS[s] ?? "Failure",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
          },
        ]),
      ),
    },
  };
}

let built: object | undefined;

/** The OpenAPI 3.1 description of the API (GET /api/openapi.json), built once. */
export function openApiDocument(): object {
  built ??= {
    openapi: "3.1.0",
    info: {
      title: "ClearCounsel API",
      version: "1",
      description:
        "JSON in and out; dates as ISO-8601. Sessions are cookies (cc.sid); state-changing calls must come from the app's own origin. Request schemas are generated from the server's own validators.",
    },
    paths: Object.fromEntries(
      Object.entries(ROUTES).map(([path, ops]) => [
        path,
        Object.fromEntries(Object.entries(ops).map(([m, op]) => [m, operation(path, m as Method, op)])),
      ]),
    ),
    components: {
      schemas: {
        Error: {
          type: "object",
          required: ["message"],
          properties: {
            message: { type: "string" },
            errors: {
              type: "array",
              items: { type: "object", properties: { path: { type: "string" }, message: { type: "string" } } },
            },
          },
        },
      },
    },
  };
  return built;
}
