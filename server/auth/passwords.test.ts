import bcrypt from "bcrypt";
import { describe, expect, it } from "vitest";
import { BCRYPT_COST } from "../config";
import { DUMMY_HASH, dummyHashAt } from "./passwords";

describe("the hash an unknown e-mail is checked against", () => {
  it("has the cost of every stored password, so an unknown e-mail takes as long as a wrong password", () => {
    expect(bcrypt.getRounds(DUMMY_HASH)).toBe(BCRYPT_COST);
  });

  it("is a whole bcrypt hash (a malformed one would fail at once, without the work)", () => {
    expect(DUMMY_HASH).toMatch(/^\$2b\$\d{2}\$[./A-Za-z0-9]{53}$/);
  });

  it("is the hash of the configured cost, so a test's app at a lower cost also takes as long either way", () => {
    expect(dummyHashAt(BCRYPT_COST)).toBe(DUMMY_HASH);
    expect(bcrypt.getRounds(dummyHashAt(4))).toBe(4);
    expect(dummyHashAt(4)).toBe(dummyHashAt(4));
  });
});
