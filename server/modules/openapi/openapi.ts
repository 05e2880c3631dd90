import { z } from "zod";
import { errorSchema } from "@shared/api/schemas";
import type { Method, Operation } from "./operation";
import { ROUTES } from "./operations";

const ERRORS: Record<number, string> = {
  400: "Invalid input (the body, query or id), malformed JSON, a malformed percent-encoding, or U+0000 in any text",
  401: 'Not signed in: {message: "Unauthorized"}',
  403: "Signed in but not allowed, or a state-changing call from another site",
  404: "Not found, or not visible to this caller",
  409: "Conflicting state",
  413: "Request body over 100 kB",
  415: "A body that is not JSON, or an unsupported content encoding or charset",
  429: "Rate limited",
  503: "The database is unreachable",
};

/**
 * Every status an operation can answer: its own, and those of the door every /api request passes
 * (docs/decisions/026-api-contract-and-fuzzer.md). The JSON body parser reads a body on any method, so any call
 * may meet 400 (malformed JSON, or U+0000 in the body or query), 413 and 415; a path parameter with a malformed
 * percent-encoding is 400 too. Every state-changing call may meet the cross-site guard's 403, every call but the
 * health checks the general API ceiling's 429, and every call that may read a session (all but the liveness
 * check) a 503 while the database is unreachable.
 */
function statusesOf(path: string, method: Method, op: Operation): number[] {
  const statuses = new Set([op.ok[0], ...(op.fails ?? []), 400, 413, 415]);
  if (op.who !== "anyone") statuses.add(401);
  if (method !== "get" || op.who === "approved attorney" || op.who === "admin") statuses.add(403);
  if (!path.startsWith("/api/health")) statuses.add(429);
  if (path !== "/api/health/live") statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

/** What a status of an operation carries: a zod schema for a JSON body, null for none (a redirect). */
function responseBody(op: Operation, status: number): z.ZodType | null {
  if (status === op.ok[0]) return op.ok[2] ?? null;
  return op.failBodies?.[status] ?? errorSchema;
}

/**
 * The contract as zod schemas, keyed by path template and method: each status the operation can answer and the
 * schema of its body. The document below is rendered from it, and the tests check responses with it.
 */
/** The operations whose success may be a CSV download instead of JSON, as "method path" (lower-case method). */
export const CSV_SUCCESS: ReadonlySet<string> = new Set(
  Object.entries(ROUTES).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => op.csv)
      .map(([method, op]) => `${method} ${path} ${op.ok[0]}`),
  ),
);

export const RESPONSES: Record<string, Partial<Record<Method, Map<number, z.ZodType | null>>>> = Object.fromEntries(
  Object.entries(ROUTES).map(([path, ops]) => [
    path,
    Object.fromEntries(
      Object.entries(ops).map(([method, op]) => [
        method,
        new Map(statusesOf(path, method as Method, op).map((s) => [s, responseBody(op, s)])),
      ]),
    ),
  ]),
);

const inputSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
const outputSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "output", unrepresentable: "any" });

// The error shape is one component, referred to by every failure that carries it.
const ERROR_REF = { $ref: "#/components/schemas/Error" };

function describeResponse(op: Operation, status: number, body: z.ZodType | null) {
  const description = status === op.ok[0] ? op.ok[1] : (ERRORS[status] ?? "Failure");
  if (status === 302) return { description, headers: { Location: { schema: { type: "string" } } } };
  if (!body) return { description };
  const schema = body === errorSchema ? ERROR_REF : outputSchema(body);
  if (status === op.ok[0] && op.csv)
    return {
      description: `${description}; ${op.csv}`,
      content: { "application/json": { schema }, "text/csv": { schema: { type: "string" } } },
    };
  return { description, content: { "application/json": { schema } } };
}

function operation(path: string, method: Method, op: Operation) {
  const parameters: object[] = [];
  if (path.includes("{id}")) {
    const schema = (op.idParam && inputSchema(op.idParam).properties?.id) ?? { type: "integer", minimum: 1 };
    parameters.push({ name: "id", in: "path", required: true, schema });
  }
  if (op.query) {
    const shape = inputSchema(op.query) as { properties?: Record<string, object>; required?: string[] };
    for (const [name, schema] of Object.entries(shape.properties ?? {})) {
      parameters.push({ name, in: "query", required: shape.required?.includes(name) ?? false, schema });
    }
  }
  const responses = RESPONSES[path]?.[method] ?? new Map<number, z.ZodType | null>();
  return {
    operationId: `${method}${path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ""))}`,
    summary: op.summary,
    description: `Who may call it: ${op.who}.`,
    ...(parameters.length ? { parameters } : {}),
    ...(op.body
      ? { requestBody: { required: true, content: { "application/json": { schema: inputSchema(op.body) } } } }
      : {}),
    responses: Object.fromEntries([...responses].map(([status, body]) => [status, describeResponse(op, status, body)])),
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
        "JSON in and out; dates as ISO-8601. Sessions are cookies (cc.sid); state-changing calls must come from the app's own origin. Request and response schemas are generated from the zod schemas the server uses.",
    },
    paths: Object.fromEntries(
      Object.entries(ROUTES).map(([path, ops]) => [
        path,
        Object.fromEntries(Object.entries(ops).map(([m, op]) => [m, operation(path, m as Method, op)])),
      ]),
    ),
    components: { schemas: { Error: outputSchema(errorSchema) } },
  };
  return built;
}
