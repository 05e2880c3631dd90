import { describe, expect, it } from "vitest";
import { claimedQuerySchema, idParamSchema, PAGE_LIMIT_MAX, parseId, queueQuerySchema } from "./questions";

describe("idParamSchema", () => {
  it.each(["1", "42", "2147483647"])("accepts the plain decimal id %s", (id) => {
    expect(idParamSchema.parse({ id })).toEqual({ id: Number(id) });
  });

  it.each([" 1", "1 ", "0x10", "1e3", "1.0", "-1", "0", "2147483648", "", "abc", "１"])("refuses %j", (id) => {
    const r = idParamSchema.safeParse({ id });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("Invalid id");
  });
});

describe("parseId (the client's route and query parameters)", () => {
  it("reads what idParamSchema accepts, the same way", () => {
    expect(parseId("42")).toBe(42);
    expect(parseId("2147483647")).toBe(2_147_483_647);
  });

  it.each([" 1", "0x10", "1e3", "-1", "0", "2147483648", "9999999999", "", "abc", null, undefined])(
    "gives null for %j, so no request is made for it",
    (raw) => {
      expect(parseId(raw)).toBeNull();
    },
  );
});

describe("queueQuerySchema", () => {
  it("defaults to all categories, no cursor and 50 items", () => {
    expect(queueQuerySchema.parse({})).toEqual({ categoryId: "all", limit: 50 });
  });

  it("clamps the limit to the maximum and reads the cursor", () => {
    expect(queueQuerySchema.parse({ categoryId: "3", after: "0", limit: "5000" })).toEqual({
      categoryId: 3,
      after: 0,
      limit: PAGE_LIMIT_MAX,
    });
  });

  it.each(["2147483648", "100000000000000000000", "9".repeat(400)])("clamps a limit of any size (%#)", (limit) => {
    expect(queueQuerySchema.parse({ limit }).limit).toBe(PAGE_LIMIT_MAX);
    expect(claimedQuerySchema.parse({ limit }).limit).toBe(PAGE_LIMIT_MAX);
  });

  it.each([{ categoryId: "0x2" }, { after: "-1" }, { limit: "0" }, { limit: "1e2" }])("refuses %j", (q) => {
    expect(queueQuerySchema.safeParse(q).success).toBe(false);
  });
});

describe("claimedQuerySchema", () => {
  it("defaults to no cursor and 50 items", () => {
    expect(claimedQuerySchema.parse({})).toEqual({ limit: 50 });
  });

  it("clamps the limit like the queue's and reads the cursor", () => {
    expect(claimedQuerySchema.parse({ before: "12", limit: "5000" })).toEqual({ before: 12, limit: PAGE_LIMIT_MAX });
  });

  it.each([
    [{ before: "-1" }, "Invalid cursor"],
    [{ before: "1e2" }, "Invalid cursor"],
    [{ before: "99999999999" }, "Invalid cursor"],
    [{ limit: "0" }, "Invalid limit"],
    [{ limit: " 5" }, "Invalid limit"],
  ])("refuses %j with %s", (q, message) => {
    const r = claimedQuerySchema.safeParse(q);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
});
