import type { RequestHandler } from "express";
import { badRequest, type FieldError } from "./errors";

export const NULL_CHARACTER = "Text must not contain a null character";
export const BROKEN_CHARACTER = "Text must not contain a broken character (half of a surrogate pair)";

// Half of a UTF-16 surrogate pair with no other half: valid in JSON ("\ud800"), not a character of any text.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a string that Postgres cannot keep as it was sent, or null. */
const problemOf = (s: string): string | null =>
  s.includes("\u0000") ? NULL_CHARACTER : LONE_SURROGATE.test(s) ? BROKEN_CHARACTER : null;

/** Where such a string sits in a parsed body or query (a key or a value), as a field path and the problem; null when nowhere. */
function findProblem(value: unknown, path: string[] = [], depth = 0): FieldError | null {
  if (typeof value === "string") {
    const message = problemOf(value);
    return message ? { path: path.join("."), message } : null;
  }
  if (depth > 20 || value === null || typeof value !== "object") return null;
  for (const [key, inner] of Object.entries(value)) {
    const inKey = problemOf(key);
    if (inKey) return { path: [...path, key].join("."), message: inKey };
    const found = findProblem(inner, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * docs/decisions/014: every text field refuses U+0000 and half of a surrogate pair. Postgres cannot store U+0000 in
 * text (the statement fails), and the rate-limit store keys on the login e-mail before any validation runs, so one
 * check at the door, ahead of the limiters, turns what was a 500 and a logged stack into a plain 400. A lone surrogate
 * was stored as U+FFFD, so what was kept was not what was sent, with no word of it.
 */
export const refuseNullCharacters: RequestHandler = (req, _res, next) => {
  const problem = findProblem(req.body) ?? findProblem(req.query);
  if (problem === null) return next();
  next(badRequest(problem.message, [problem]));
};
