// What an error may say in the logs (docs/decisions/053). A failed statement's values are often the asker's own words:
// a question's title, text and parties are parameters of its insert. So the logs keep what locates a fault (the
// error's kind and code, the statement's text with its $n placeholders, the constraint, table and column, the stack's
// frames) and drop every value a statement carried.

/** drizzle-orm's DrizzleQueryError writes the statement and then "\nparams: <every value>" into its message. */
const PARAMS = /\nparams: [\s\S]*$/;
/** Postgres's data exceptions (SQLSTATE class 22) quote the value they refused in the message itself. */
const DATA_EXCEPTION = /^22/;
/** The fields of a Postgres error (pg's DatabaseError) that name where it happened, never a value. */
const LOCATING = ["code", "severity", "constraint", "table", "column", "schema", "dataType", "routine"] as const;
const MAX_CAUSES = 5;

/** The message without the values it carried. */
function withoutValues(message: string, code?: unknown): string {
  if (typeof code === "string" && DATA_EXCEPTION.test(code)) return `data exception ${code}`;
  return message.replace(PARAMS, "\nparams: [not logged]");
}

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  cause?: unknown;
  [field: string]: unknown;
}

/**
 * An Error, or an object shaped like one (an error already serialized, a library's plain rejection with a
 * `message`): its kind, message, stack and cause.
 */
function errorLike(err: unknown): { name: string; message: string; stack?: unknown; cause?: unknown } | undefined {
  // Some libraries' errors keep the name "Error" (drizzle's DrizzleQueryError): their class names them better.
  if (err instanceof Error)
    return {
      name: err.name === "Error" ? err.constructor.name : err.name,
      message: err.message,
      stack: err.stack,
      cause: err.cause,
    };
  if (typeof err !== "object" || err === null) return undefined;
  const { type, message, stack, cause } = err as Record<string, unknown>;
  if (typeof message !== "string") return undefined;
  return { name: typeof type === "string" ? type : "Error", message, stack, cause };
}

/**
 * The logger's `err` serializer: an error becomes its kind, message and stack without values, the locating fields of a
 * Postgres error, and its causes the same way; a string (many lines log `err.message`) loses its values too; any
 * other thrown value only its kind. Nothing else of the error is kept: not drizzle's `params`, not Postgres's `detail`
 * ("Failing row contains (…)", "Key (email)=(…)"), `where` or `internalQuery`.
 */
export function loggableError(err: unknown, depth = 0): unknown {
  if (typeof err === "string") return withoutValues(err);
  const e = errorLike(err);
  // Anything else thrown (an object, a rejected value) may hold anything: only its kind is logged.
  if (!e) return err === null || err === undefined ? err : `a thrown ${typeof err}`;
  const fields = err as Record<string, unknown>;
  const message = withoutValues(e.message, fields.code);
  const logged: LoggedError = { type: e.name, message };
  for (const field of LOCATING) {
    const value = fields[field];
    if (typeof value === "string" || typeof value === "number") logged[field] = value;
  }
  if (typeof e.stack === "string") {
    // The stack opens with "<name>: <message>"; its frames name code, never a value.
    const frames = e.stack.split("\n").filter((line) => /^\s+at /.test(line));
    logged.stack = [`${e.name}: ${message}`, ...frames].join("\n");
  }
  if (e.cause !== undefined && depth < MAX_CAUSES) logged.cause = loggableError(e.cause, depth + 1);
  return logged;
}
