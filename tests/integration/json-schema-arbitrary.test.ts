import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { RESPONSES } from "../../server/modules/openapi/openapi";
import { arbitraryOf, type JsonSchema } from "../setup/json-schema-arbitrary";

// The fuzzer's generator (docs/decisions/026-api-contract-and-fuzzer.md) must make only values a schema accepts.
// The response schemas have no refinements, so zod itself can say whether each generated value fits.
// Each schema once, named by the first answer that carries it.
const named = new Map<z.ZodType, string>();
for (const [path, ops] of Object.entries(RESPONSES)) {
  for (const [method, byStatus] of Object.entries(ops)) {
    for (const [status, schema] of byStatus) {
      if (schema && !named.has(schema)) named.set(schema, `${method.toUpperCase()} ${path} ${status}`);
    }
  }
}

describe("arbitraryOf", () => {
  it.each([...named].map(([schema, name]) => ({ name, schema })))(
    "makes values the body of $name accepts",
    ({ schema }) => {
      const json = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as JsonSchema;
      fc.assert(
        fc.property(arbitraryOf(json), (value) => {
          const parsed = schema.safeParse(value);
          expect(parsed.error?.issues ?? []).toEqual([]);
        }),
        { numRuns: 25, seed: 26_026 },
      );
    },
  );

  it("honours bounds, enums, nullability and required keys", () => {
    const schema: JsonSchema = {
      type: "object",
      properties: {
        n: { type: "integer", minimum: 3, maximum: 5 },
        s: { type: "string", minLength: 2, maxLength: 4 },
        e: { enum: ["a", "b"] },
        maybe: { anyOf: [{ type: "boolean" }, { type: "null" }] },
        list: { type: "array", items: { const: 1 }, minItems: 1, maxItems: 2 },
      },
      required: ["n", "s", "e", "list"],
    };
    fc.assert(
      fc.property(arbitraryOf(schema), (value) => {
        const v = value as { n: number; s: string; e: string; maybe?: boolean | null; list: number[] };
        expect(v.n).toBeGreaterThanOrEqual(3);
        expect(v.n).toBeLessThanOrEqual(5);
        expect(v.s.length).toBeGreaterThanOrEqual(2);
        expect(v.s.length).toBeLessThanOrEqual(4);
        expect(["a", "b"]).toContain(v.e);
        expect([true, false, null, undefined]).toContain(v.maybe);
        expect(v.list.length).toBeGreaterThanOrEqual(1);
        expect(v.list.every((x) => x === 1)).toBe(true);
      }),
      { numRuns: 100, seed: 26_026 },
    );
  });

  it("refuses a keyword it does not know rather than ignore it", () => {
    expect(() => arbitraryOf({ allOf: [{ type: "string" }] })).toThrow(/unsupported/);
    expect(() => arbitraryOf({ $ref: "#/$defs/x" })).toThrow(/unsupported/);
    expect(() => arbitraryOf({ type: "tuple" })).toThrow(/unsupported/);
  });
});
