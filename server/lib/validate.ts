import type { z } from "zod";
import { badRequest } from "./errors";

/**
 * Parses input with a shared zod schema. On failure throws 400 with the spec's message for the first problem
 * and every field's message in `errors`. Extra fields are dropped, never rejected.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  throw badRequest(errors[0]?.message ?? "Invalid input", errors);
}
