import { describe, expect, it } from "vitest";
import { attorneyApplicationSchema } from "./attorneys";

// The application's numbers arrive as numbers from the API and as digits from a form: either is read, and nothing
// else is taken for a number (a blank field is not 0 years, `true` is not 1).
const application = (overrides: Record<string, unknown>) => ({
  firstName: "Atticus",
  lastName: "Finch",
  email: "atticus@example.com",
  licenseNumber: "TN-12345",
  practiceState: "TN",
  yearsExperience: 12,
  lawSchool: "Vanderbilt Law School",
  graduationYear: 2010,
  practiceAreas: "Family Law",
  ...overrides,
});

describe("the application's numbers", () => {
  const parse = (overrides: Record<string, unknown>) => attorneyApplicationSchema.safeParse(application(overrides));
  const messageFor = (overrides: Record<string, unknown>) => parse(overrides).error?.issues[0]?.message;

  it("reads a number, or a string of digits", () => {
    expect(parse({ yearsExperience: 5, graduationYear: 2001 }).data).toMatchObject({
      yearsExperience: 5,
      graduationYear: 2001,
    });
    expect(parse({ yearsExperience: " 7 ", graduationYear: "1999" }).data).toMatchObject({
      yearsExperience: 7,
      graduationYear: 1999,
    });
  });

  it("refuses a blank, null, a boolean or words with the field's own message", () => {
    for (const value of ["", "   ", null, true, false, "seven", [], {}]) {
      expect(messageFor({ yearsExperience: value }), JSON.stringify(value)).toBe(
        "Years of experience must be 0 or more",
      );
      expect(messageFor({ graduationYear: value }), JSON.stringify(value)).toBe("Valid graduation year is required");
    }
    expect(messageFor({ yearsExperience: "2.5" })).toBe("Years of experience must be a whole number");
  });

  it("takes only decimal digits for a number: not hex, binary or an exponent", () => {
    for (const value of ["0x10", "0b11111011010", "1e1", "+5", "Infinity"]) {
      expect(parse({ yearsExperience: value }).success, value).toBe(false);
      expect(messageFor({ graduationYear: value }), value).toBe("Valid graduation year is required");
    }
  });
});
