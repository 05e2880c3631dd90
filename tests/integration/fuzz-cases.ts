import fc from "fast-check";
import { arbitraryOf, type Hints, type JsonSchema } from "../setup/json-schema-arbitrary";
import { TEST_ORIGIN } from "../setup/test-app";
import type { World } from "./world";

// The fuzzer's requests (docs/decisions/026-api-contract-and-fuzzer.md), made from an operation of the API
// description: valid-looking ones from its JSON Schemas, and broken ones of every kind a client can send.

export interface Parameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  schema: JsonSchema;
}
export interface OperationDoc {
  parameters?: Parameter[];
  requestBody?: { content: { "application/json": { schema: JsonSchema } } };
}

/** One request: the path parameter and query as they go on the wire (already encoded), a body, headers. */
export interface Case {
  kind: string;
  id?: string;
  query: string[];
  body?: { json: unknown } | { raw: string; type: string };
  headers: Record<string, string>;
}

// Values that no field should take badly: wrong types, broken dates, extreme numbers, odd text.
const ODD_TEXT = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDFFFy",
  "\u202Eevil\u202C",
  "\u200B",
  "👩🏽‍⚖️🏳️‍🌈",
  "e\u0301\u0301\u0301",
  "\uFFFF",
  "<script>alert(1)</script>",
  "'; drop table users; --",
  "../../etc/passwd",
];
const BAD_DATES = [
  "next tuesday",
  "2026-13-45",
  "",
  -1,
  "2026-02-30",
  "0000-00-00",
  "2026-1-5",
  "20260105",
  "2026-01-05T25:00:00Z",
  "1970-01-01",
  "9999-12-31",
  " 2026-06-01 ",
];
const BAD_NUMBERS = [
  -1,
  0,
  1.5,
  -2147483649,
  2147483648,
  99999999999,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  "1",
  "one",
];
const ANYTHING: unknown[] = [...ODD_TEXT, ...BAD_NUMBERS, true, null, [], [1, 2, 3], {}, { nested: { deeper: ["x"] } }];
const anything = fc.oneof(
  { arbitrary: fc.constantFrom(...ANYTHING), weight: 3 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
);

/** Values a field of this schema must refuse: the kinds of mistake its type invites, and anything at all. */
function brokenFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const alternatives = schema?.anyOf ?? schema?.oneOf ?? (schema ? [schema] : []);
  const specific: unknown[] = [];
  for (const s of alternatives) {
    if (s.enum || "const" in s) specific.push("not-a-value", ` ${String(s.enum?.[0] ?? s.const)}`, "ALL", "ZZ");
    if (s.type === "string") {
      if (s.format === "date" || s.format === "date-time" || s.pattern?.includes("\\d{4}")) specific.push(...BAD_DATES);
      if (s.maxLength !== undefined) specific.push("x".repeat(s.maxLength + 1), " ".repeat(s.maxLength + 1));
      if (s.minLength) specific.push("", "x".repeat(s.minLength - 1));
      specific.push(1, false);
    }
    if (s.type === "integer" || s.type === "number") specific.push(...BAD_NUMBERS);
    if (s.type === "boolean") specific.push("true", 1, "yes");
    if (s.type === "array")
      specific.push(
        {},
        "a list",
        [null],
        Array.from({ length: (s.maxItems ?? 5) + 1 }, (_, i) => `Name ${i}`),
      );
    if (s.type === "object") specific.push([], "an object", 1);
  }
  return specific.length === 0 ? anything : fc.oneof({ arbitrary: fc.constantFrom(...specific), weight: 3 }, anything);
}
const BROKEN_IDS = [
  "0",
  "-1",
  "1e309",
  "abc",
  "99999999999",
  "2147483648",
  "1.5",
  "%201",
  "0x10",
  "%E0%A4%A",
  "%",
  "%00",
  "%ED%A0%80",
  "%F0%9F%99%82",
  "%E2%80%AE1",
];

/** encodeURIComponent, except that a lone surrogate is sent as its (invalid) UTF-8 bytes instead of throwing. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => {
        const code = ch.charCodeAt(0);
        if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
          return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
        }
        return encodeURIComponent(ch);
      })
      .join("")
      .toUpperCase();
  }
}

export function hintsFor(w: World, email: string): Hints {
  const questionIds = [w.pending.id, w.claimed.id, w.outOfState.id];
  const recent = fc.integer({ min: 0, max: 47 * 3600_000 }).map((ms) => new Date(Date.now() - ms).toISOString());
  const soon = fc
    .integer({ min: 0, max: 360 })
    .map((d) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10));
  return {
    email: fc.oneof(
      fc.constant(email),
      fc.emailAddress().filter((e) => e.length <= 254),
    ),
    questionId: fc.oneof(fc.constantFrom(...questionIds), fc.integer({ min: 1, max: 2_147_483_647 })),
    categoryId: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.constant("all")),
    after: fc.constantFrom(...questionIds.map(String)),
    before: fc.constantFrom(...questionIds.map(String)),
    since: recent,
    deadline: fc.option(soon),
  };
}

/** The schema's valid-looking values, with the two passwords of a form made to agree half of the time. */
function bodyArbitrary(schema: JsonSchema, hints: Hints) {
  return fc.tuple(arbitraryOf(schema, hints), fc.boolean()).map(([body, agree]) => {
    if (agree && body && typeof body === "object" && "password" in body && "confirmPassword" in body) {
      return { ...body, confirmPassword: (body as { password: unknown }).password };
    }
    return body;
  });
}

export function caseArbitrary(op: OperationDoc, template: string, w: World, hints: Hints): fc.Arbitrary<Case> {
  const params = op.parameters ?? [];
  const hasId = template.includes("{id}");
  const knownIds = [
    w.pending.id,
    w.claimed.id,
    w.outOfState.id,
    w.pendingLicense.id,
    w.application.id,
    w.users.approved.attorney.id,
  ].map(String);
  const validId = fc.oneof(fc.constantFrom(...knownIds), fc.integer({ min: 1, max: 2_147_483_647 }).map(String));
  const validQuery = fc
    .tuple(
      ...params
        .filter((p) => p.in === "query")
        .map((p) =>
          fc.option(hints[p.name] ?? arbitraryOf(p.schema, hints), { nil: undefined }).map((v) => [p.name, v] as const),
        ),
    )
    .map((pairs) => pairs.filter(([, v]) => v !== undefined).map(([k, v]) => `${k}=${encode(String(v))}`));
  const schema = op.requestBody?.content["application/json"].schema;
  const validBody = schema ? bodyArbitrary(schema, hints).map((json) => ({ json })) : fc.constant(undefined);
  const valid = fc.record({
    kind: fc.constant("valid-looking"),
    id: hasId ? validId : fc.constant(undefined),
    query: validQuery,
    body: validBody,
    headers: fc.constantFrom<Record<string, string>>({}, { Origin: TEST_ORIGIN }, { "Sec-Fetch-Site": "same-origin" }),
  });

  const broken: fc.Arbitrary<Case>[] = [
    // The door every request passes: malformed JSON, too large, unknown charset or encoding, U+0000, another site.
    fc
      .tuple(valid, fc.constantFrom("json", "size", "charset", "encoding", "gzip", "nul", "origin", "fetch-site"))
      .map(([c, door]): Case => {
        switch (door) {
          case "json":
            return { ...c, kind: "malformed JSON", body: { raw: '{"title": "unterminated', type: "application/json" } };
          case "size":
            return { ...c, kind: "body over 100 kB", body: { json: { pad: "x".repeat(101 * 1024) } } };
          case "charset":
            return { ...c, kind: "unknown charset", body: { raw: "{}", type: "application/json; charset=utf-7" } };
          case "encoding":
            return {
              ...c,
              kind: "unknown encoding",
              headers: { "Content-Encoding": "x-bogus" },
              body: { raw: "{}", type: "application/json" },
            };
          case "gzip":
            return {
              ...c,
              kind: "not gzip",
              headers: { "Content-Encoding": "gzip" },
              body: { raw: "{}", type: "application/json" },
            };
          case "nul":
            return { ...c, kind: "U+0000 in the query", query: [...c.query, "q=%00"] };
          case "origin":
            return { ...c, kind: "another site's Origin", headers: { Origin: "https://evil.example" } };
          default:
            return { ...c, kind: "cross-site fetch", headers: { "Sec-Fetch-Site": "cross-site" } };
        }
      }),
  ];
  if (hasId) {
    broken.push(fc.tuple(valid, fc.constantFrom(...BROKEN_IDS)).map(([c, id]) => ({ ...c, kind: "broken id", id })));
  }
  const queryParams = params.filter((p) => p.in === "query");
  if (queryParams.length > 0) {
    broken.push(
      fc
        .tuple(valid, fc.constantFrom<Parameter | undefined>(...queryParams, undefined), fc.boolean())
        .chain(([c, param, twice]) =>
          brokenFor(param?.schema).map((value) => {
            // Node itself refuses a request line over 16 kB (431) before the app sees it.
            const text = (typeof value === "string" ? value : (JSON.stringify(value) ?? "")).slice(0, 2_000);
            const pair = `${param?.name ?? "unknown"}=${encode(text)}`;
            return {
              ...c,
              kind: `broken query ${param?.name ?? "unknown"}`,
              query: twice ? [...c.query, pair, pair] : [pair],
            };
          }),
        ),
    );
  }
  if (schema) {
    const fields = Object.keys(schema.properties ?? {});
    broken.push(
      // One field broken, the others as they were; or a field it may not set.
      fc.tuple(valid, fc.constantFrom(...fields, "__proto__", "userId", "status")).chain(([c, field]) =>
        brokenFor(schema.properties?.[field]).map((value): Case => {
          const json = c.body && "json" in c.body ? c.body.json : {};
          const base = json && typeof json === "object" && !Array.isArray(json) ? json : {};
          return { ...c, kind: `broken field ${field}`, body: { json: { ...base, [field]: value } } };
        }),
      ),
      // Not an object at all.
      fc.tuple(valid, anything).map(([c, value]) => ({ ...c, kind: "broken body", body: { json: value } })),
      // Numbers JSON can write but JavaScript cannot hold.
      fc.tuple(valid, fc.constantFrom(...fields)).map(([c, field]) => ({
        ...c,
        kind: `1e309 in ${field}`,
        body: { raw: `{"${field}": 1e309}`, type: "application/json" },
      })),
    );
  }
  return fc.oneof({ arbitrary: valid, weight: broken.length }, ...broken);
}
