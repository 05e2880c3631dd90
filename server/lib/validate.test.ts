import { describe, expect, it } from "vitest";
import { z } from "zod";
import { HttpError } from "./errors";
import { BODY_NOT_AN_OBJECT, parse } from "./validate";

const schema = z.object({
  title: z.string({ error: "Title is required" }).min(10, "Title must be at least 10 characters"),
  // Two rules that refuse with the same words: the field is named once.
  count: z.number({ error: "Invalid count" }).max(Number.MAX_SAFE_INTEGER, "Invalid count").max(10, "Invalid count"),
});

const refused = (input: unknown) => {
  try {
    parse(schema, input);
  } catch (err) {
    if (err instanceof HttpError) return { status: err.status, message: err.message, errors: err.errors };
    throw err;
  }
  throw new Error("parsed");
};

describe("parse", () => {
  it("refuses a body that is a list or a bare value in words of its own, not zod's", () => {
    for (const body of [[], [1, 2], "text", 5, true]) {
      expect(refused(body), JSON.stringify(body)).toEqual({ status: 400, message: BODY_NOT_AN_OBJECT });
    }
  });

  it("names each field once, with each of its messages once", () => {
    expect(refused({ title: "short", count: 1e20 })).toEqual({
      status: 400,
      message: "Title must be at least 10 characters",
      errors: [
        { path: "title", message: "Title must be at least 10 characters" },
        { path: "count", message: "Invalid count" },
      ],
    });
  });

  it("reads a missing body as an empty one", () => {
    expect(refused(undefined).errors).toEqual([
      { path: "title", message: "Title is required" },
      { path: "count", message: "Invalid count" },
    ]);
  });
});
