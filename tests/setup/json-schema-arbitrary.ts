import fc from "fast-check";

// Values that a JSON Schema accepts, as a fast-check arbitrary, for the subset z.toJSONSchema emits
// (docs/decisions/026-api-contract-and-fuzzer.md). Refinements zod cannot express (a real calendar date, two
// passwords that match) are not in the schema, so some of these values are still refused by the server: the
// fuzzer calls them valid-looking, not valid.

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
  $ref?: string;
  allOf?: JsonSchema[];
  not?: unknown;
}

/** Overrides by property name, for rules a schema cannot hold (an id that names a real row, an e-mail). */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

// Long enough to reach every bound the validators set, short enough to keep each request small.
const SPAN = 300;

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  email: fc.emailAddress(),
  uuid: fc.uuid(),
  date: fc
    .date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  "date-time": fc
    .date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
    .map((d) => d.toISOString()),
};

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? min + SPAN, min + SPAN);
  const fits = (s: string) => s.length >= min && s.length <= (schema.maxLength ?? Infinity);
  if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format]!.filter(fits);
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  }
  // Lengths are UTF-16 code units, as zod counts them: any text (emoji, accents) cut back to fit.
  return fc
    .string({ minLength: min, maxLength: max, unit: "grapheme" })
    .map((text) => {
      const points = [...text];
      while (points.join("").length > max) points.pop();
      return points.join("");
    })
    .filter(fits);
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + 1);
  const high = schema.maximum ?? (schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - 1);
  if (integer) {
    const min = BigInt(Math.max(low ?? Number.MIN_SAFE_INTEGER, Number.MIN_SAFE_INTEGER));
    const max = BigInt(Math.min(high ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER));
    return fc.bigInt({ min, max }).map(Number);
  }
  return fc.double({ min: low ?? -1e12, max: high ?? 1e12, noNaN: true, noDefaultInfinity: true });
}

function objectOf(schema: JsonSchema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    shape[key] = hints[key] ?? arbitraryOf(property, hints);
  }
  return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((k) => k in shape) });
}

/** An arbitrary of values the schema accepts. Throws on a keyword outside the subset, so none is ignored. */
export function arbitraryOf(schema: JsonSchema, hints: Hints = {}): fc.Arbitrary<unknown> {
  if (schema.$ref || schema.allOf || schema.not) throw new Error(`unsupported JSON Schema: ${JSON.stringify(schema)}`);
  if ("const" in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => arbitraryOf(s, hints)));
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => arbitraryOf({ ...schema, type }, hints)));
  }
  switch (schema.type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return numberOf(schema, true);
    case "number":
      return numberOf(schema, false);
    case "string":
      return stringOf(schema);
    case "array": {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? minLength + 5, minLength + 5);
      return fc.array(schema.items ? arbitraryOf(schema.items, hints) : fc.jsonValue(), { minLength, maxLength });
    }
    case "object":
      return objectOf(schema, hints);
    case undefined:
      return fc.jsonValue();
    default:
      throw new Error(`unsupported JSON Schema type: ${schema.type}`);
  }
}
