import { describe, expect, it } from "vitest";
import { z } from "zod";
import { publicUserSchema, questionDetailSchema } from "@shared/api/schemas";
import { listRoutes } from "../../../tests/setup/route-list";
import { useTestApp } from "../../../tests/setup/test-app";

// docs/decisions/024 and docs/decisions/024: GET /api/openapi.json, generated from the shared zod schemas.
const h = useTestApp();

interface DocResponse {
  description: string;
  content?: Record<string, { schema: unknown }>;
  headers?: Record<string, unknown>;
}
type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        description: string;
        requestBody?: { content: Record<string, { schema: unknown }> };
        parameters?: { name: string; in: string }[];
        responses: Record<string, DocResponse>;
      }
    >
  >;
};

const fetchDoc = async () => {
  const res = await h.agent().get("/api/openapi.json");
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  return res.body as Doc;
};

describe("GET /api/openapi.json", () => {
  it("names exactly the routes the app serves, no more and no fewer", async () => {
    const doc = await fetchDoc();
    expect(doc.openapi).toBe("3.1.0");
    const documented = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    const served = listRoutes(h.app)
      .filter((r) => r.includes(" /api/"))
      .map((r) => r.replace(/:([a-zA-Z]+)/g, "{$1}"))
      .sort();
    expect(served.length).toBeGreaterThan(40);
    expect(
      served.filter((r) => !documented.includes(r)),
      "served but not documented",
    ).toEqual([]);
    expect(
      documented.filter((r) => !served.includes(r)),
      "documented but not served",
    ).toEqual([]);
  });

  it("describes request bodies and query parameters from the validators the server uses", async () => {
    const doc = await fetchDoc();
    const body = (path: string, method: string) =>
      doc.paths[path]?.[method]?.requestBody?.content["application/json"]?.schema as {
        properties: Record<string, { minLength?: number; maxLength?: number }>;
        required?: string[];
      };
    const question = body("/api/questions", "post");
    expect(Object.keys(question.properties)).toEqual(
      expect.arrayContaining(["title", "content", "categoryId", "isAnonymous", "state", "deadline", "opposingParties"]),
    );
    expect(question.properties.title?.minLength).toBe(10);
    expect(body("/api/auth/register", "post").properties.email?.maxLength).toBe(254);
    expect(body("/api/account", "delete").required).toEqual(["password"]);
    const audit = doc.paths["/api/admin/audit"]?.get?.parameters?.map((p) => `${p.in}:${p.name}`);
    expect(audit).toEqual([
      "query:questionId",
      "query:actorId",
      "query:person",
      "query:action",
      "query:from",
      "query:to",
      "query:before",
      "query:limit",
    ]);
    const claim = doc.paths["/api/questions/{id}/claim"]?.post?.parameters?.map((p) => `${p.in}:${p.name}`);
    expect(claim).toEqual(["path:id"]);
  });
});

// Every operation with what it answers (docs/decisions/026-api-contract-and-fuzzer.md).
const operationsOf = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, path, method, op })),
  );
const REDIRECTS = [
  "GET /api/login",
  "GET /api/auth/verify-email",
  "GET /api/attorney-application/confirm",
  "GET /api/notifications/unsubscribe",
];

describe("the responses in GET /api/openapi.json", () => {
  it("give every operation a success with a JSON schema, or a redirect with its Location", async () => {
    const doc = await fetchDoc();
    for (const { name, op } of operationsOf(doc)) {
      const success = Object.entries(op.responses).filter(([status]) => /^[23]\d\d$/.test(status));
      expect(success.map(([status]) => status).length, name).toBe(1);
      const [status, response] = success[0]!;
      if (REDIRECTS.includes(name)) {
        expect([status, Object.keys(response.headers ?? {})], name).toEqual(["302", ["Location"]]);
      } else {
        expect(status, name).toMatch(/^20[01]$/);
        const schema = response.content?.["application/json"]?.schema as
          { type?: string; anyOf?: { type?: string }[] } | undefined;
        // One of several shapes (the sign-in: the user, or the code step to come) is one of objects.
        for (const one of schema?.anyOf ?? [schema]) expect(one?.type, name).toMatch(/^(object|array)$/);
      }
    }
  });

  it("list the statuses every call of its kind can meet, each failure in the error shape", async () => {
    const doc = await fetchDoc();
    for (const { name, path, method, op } of operationsOf(doc)) {
      const statuses = Object.keys(op.responses).map(Number);
      const who = op.description;
      const expected = [400, 413, 415];
      if (!who.includes("anyone")) expected.push(401);
      if (method !== "get" || /approved attorney|admin/.test(who)) expected.push(403);
      if (path.includes("{id}")) expected.push(404);
      if (!path.startsWith("/api/health")) expected.push(429);
      if (path !== "/api/health/live") expected.push(503);
      expect(statuses, name).toEqual(expect.arrayContaining(expected));
      if (path === "/api/health/live") expect(statuses, name).not.toContain(503);
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400 || path.startsWith("/api/health")) continue;
        expect(response.content?.["application/json"]?.schema, `${name} ${status}`).toEqual({
          $ref: "#/components/schemas/Error",
        });
      }
    }
  });

  it("name the conflicts and limits of the calls that have them", async () => {
    const doc = await fetchDoc();
    const statuses = (path: string, method: string) => Object.keys(doc.paths[path]?.[method]?.responses ?? {});
    for (const [path, method] of [
      ["/api/auth/register", "post"],
      ["/api/attorney-application", "post"],
      ["/api/attorney/licenses", "post"],
      ["/api/questions/{id}/claim", "post"],
      ["/api/questions/{id}/answer", "post"],
      ["/api/followups", "post"],
      ["/api/admin/attorneys/{id}/approve", "post"],
      ["/api/account", "delete"],
    ] as const) {
      expect(statuses(path, method), `${method} ${path}`).toContain("409");
    }
    expect(statuses("/api/auth/login", "post")).toEqual(expect.arrayContaining(["401", "429"]));
    expect(statuses("/api/questions", "post")).toEqual(expect.arrayContaining(["403", "429"]));
    expect(statuses("/api/attorney/profile", "get")).toContain("404");
  });

  it("are generated from the zod schemas the server's answers are built to", async () => {
    const doc = await fetchDoc();
    const schemaOf = (path: string, status: string) =>
      doc.paths[path]?.get?.responses[status]?.content?.["application/json"]?.schema;
    expect(schemaOf("/api/auth/user", "200")).toEqual(z.toJSONSchema(publicUserSchema, { io: "output" }));
    const detail = schemaOf("/api/questions/{id}", "200") as { required: string[]; additionalProperties: boolean };
    expect(detail).toEqual(z.toJSONSchema(questionDetailSchema, { io: "output" }));
    // Only an expired question carries its legal-aid resources; no field beyond those listed leaves the server.
    expect(detail.required).not.toContain("resources");
    expect(detail.required).toEqual(expect.arrayContaining(["asker", "answer", "followUps", "claimExpiresAt"]));
    expect(detail.additionalProperties).toBe(false);
    expect(doc.paths["/api/health"]?.get?.responses["503"]?.content?.["application/json"]?.schema).toMatchObject({
      properties: { status: { const: "unavailable" } },
    });
  });
});
