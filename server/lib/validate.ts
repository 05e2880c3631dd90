import type { z } from "zod";
import { badRequest } from "./errors";

export const BODY_NOT_AN_OBJECT = "Request body must be a JSON object";

/**
 * Parses input (a body, a query, a path's parameters) with a shared zod schema. On failure throws 400 with the
 * spec's message for the first problem and every field's message in `errors`, each once (a field two rules refuse
 * with the same words is named once). A body that is a list or a bare value is refused as such, not in zod's words
 * (docs/architecture.md). Extra fields are dropped, never rejected.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  if (input !== undefined && input !== null && (typeof input !== "object" || Array.isArray(input)))
    throw badRequest(BODY_NOT_AN_OBJECT);
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const seen = new Set<string>();
  const errors = result.error.issues
    .map((i) => ({ path: i.path.join("."), message: i.message }))
    .filter((e) => {
      const key = JSON.stringify([e.path, e.message]);
      return !seen.has(key) && Boolean(seen.add(key));
    });
  throw badRequest(errors[0]?.message ?? "Invalid input", errors);
}
