import { describe, expect, it } from "vitest";
import { listRoutes } from "../../../tests/setup/route-list";
import { useTestApp } from "../../../tests/setup/test-app";

// DESIGN.md section 9.6 and issue 18 item 5: GET /api/openapi.json, generated from the shared zod schemas.
const h = useTestApp();

type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      { requestBody?: { content: Record<string, { schema: unknown }> }; parameters?: { name: string; in: string }[] }
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
    expect(audit).toEqual(["query:questionId", "query:actorId", "query:before", "query:limit"]);
    const claim = doc.paths["/api/questions/{id}/claim"]?.post?.parameters?.map((p) => `${p.in}:${p.name}`);
    expect(claim).toEqual(["path:id"]);
  });
});
