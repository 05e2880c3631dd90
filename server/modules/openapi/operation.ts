import { z } from "zod";

// One operation of the API's table (operations.ts, auth-operations.ts), as openapi.ts describes it.
export type Method = "get" | "post" | "put" | "delete";
export type Who = "anyone" | "signed in" | "approved attorney" | "admin";

export interface Operation {
  summary: string;
  who: Who;
  /** The success status, what it carries, and its body's schema (none for a redirect). */
  ok: [number, string, z.ZodType?];
  body?: z.ZodType;
  query?: z.ZodObject;
  /** This route's own failures, beyond those every call of its kind may meet (openapi.ts adds those). */
  fails?: number[];
  /** The success may instead be this CSV download (with `format=csv`): its description. */
  csv?: string;
  /** Failures whose body is not the error shape (or not only). */
  failBodies?: Partial<Record<number, z.ZodType>>;
  /** The `{id}` path parameter, when it is not a row's integer id (a passkey's credential id). */
  idParam?: z.ZodObject<{ id: z.ZodType }>;
}

export const op = (
  who: Who,
  summary: string,
  ok: [number, string, z.ZodType?],
  more: Partial<Operation> = {},
): Operation => ({
  summary,
  who,
  ok,
  ...more,
});

export const list = <T extends z.ZodType>(item: T) => z.array(item);
