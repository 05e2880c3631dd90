import type { RequestHandler } from "express";
import { badRequest, type FieldError } from "./errors";

export const NULL_CHARACTER = "Text must not contain a null character";

/** Where U+0000 sits in a parsed body or query, as a field path; null when nowhere. */
function findNull(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path.join(".") : null;
  if (depth > 20 || value === null || typeof value !== "object") return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes("\u0000")) return [...path, key].join(".");
    const found = findNull(inner, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * docs/decisions/014: every text field refuses U+0000. Postgres cannot store it in text (the statement fails),
 * and the rate-limit store keys on the login e-mail before any validation runs, so one check at the door, ahead
 * of the limiters, turns what was a 500 and a logged stack into a plain 400.
 */
export const refuseNullCharacters: RequestHandler = (req, _res, next) => {
  const path = findNull(req.body) ?? findNull(req.query);
  if (path === null) return next();
  const errors: FieldError[] = [{ path, message: NULL_CHARACTER }];
  next(badRequest(NULL_CHARACTER, errors));
};
