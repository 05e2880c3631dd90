import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { messagesEs } from "../i18n/messages-es";
import { makeTranslator } from "../i18n/translate";
import * as validators from "./index";

// docs/architecture.md: a refused body answers 400 with the spec's message for each field. Whatever a body holds (a field
// missing, null, of another type, too long), every message a validator gives is one of the project's own, which the
// Spanish dictionary knows (docs/decisions/040), never zod's own English ("Invalid input: expected string, received
// undefined").

type Def = {
  shape?: Record<string, unknown>;
  catchall?: { _zod: { def: { type: string } } };
  in?: unknown;
  schema?: unknown;
  innerType?: unknown;
};
/** The object schema's own definition, through the refinements, pipes and defaults wrapped around it. */
function objectDefOf(schema: unknown): Def | undefined {
  const def = (schema as { _zod?: { def?: Def } })._zod?.def;
  if (!def) return undefined;
  if (def.shape) return def;
  const inner = def.in ?? def.schema ?? def.innerType;
  return inner ? objectDefOf(inner) : undefined;
}

const objectSchemas = Object.entries(validators).flatMap(([name, value]) => {
  const schema = value as z.ZodType;
  const def = typeof schema?.safeParse === "function" ? objectDefOf(schema) : undefined;
  return def?.shape ? [{ name, schema, def, fields: Object.keys(def.shape) }] : [];
});

const known = makeTranslator(messagesEs);
// zod's own messages (the dictionary translates them too, for what only zod can say of a malformed query).
const zodsOwn = /^(Invalid input|Invalid option|Invalid (string|number|type)|Too (big|small)|Unrecognized)/;
const anyValue = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.constantFrom(null, undefined, true, false, 0, -1, 1.5, "", "  ", [], {}),
  fc.string({ minLength: 1001, maxLength: 1200 }),
);

describe("bodies", () => {
  // docs/architecture.md: extra fields in a body are ignored, not rejected (a strict object refuses them).
  it.each(objectSchemas)("$name ignores fields it does not know", ({ def }) => {
    expect(def.catchall?._zod.def.type).not.toBe("never");
  });
});

describe("validator messages", () => {
  it("covers the object schemas", () => {
    expect(objectSchemas.map((s) => s.name)).toEqual(
      expect.arrayContaining(["registerSchema", "loginSchema", "attorneyApplicationSchema", "questionSchema"]),
    );
  });

  it.each(objectSchemas)("$name gives only the project's own messages, whatever a body holds", ({ schema, fields }) => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...fields), anyValue), (body) => {
        const result = schema.safeParse(body);
        for (const issue of result.error?.issues ?? []) {
          const where = `${issue.path.join(".")}: ${issue.message}`;
          expect(issue.message, where).not.toMatch(zodsOwn);
          expect(known(issue.message), where).toBeDefined();
        }
      }),
      { numRuns: 300 },
    );
  });
});
