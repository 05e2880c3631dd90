import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { applicationFormSchema } from "@shared/validators";
import { messages as spanish } from "@/locales/es/messages.po";
import { translateFormMessage } from "./form-messages";

const es = setupI18n({ locale: "es", messages: { es: spanish } });
const now = () => new Date("2026-11-27T12:00:00Z");

/** Every message the shared check gives for `input`. */
const problems = (input: Record<string, unknown>) => {
  const result = applicationFormSchema(now).safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

// docs/decisions/038: a shared check's English message that the form cannot show in Spanish is caught here, e.g.
// when shared/validators rewords one.
describe("translateFormMessage", () => {
  it("has Spanish for each message the application's shared checks give", () => {
    const good = {
      firstName: "Atticus",
      lastName: "Finch",
      email: "atticus@example.com",
      licenseNumber: "TN-1",
      practiceState: "TN",
      yearsExperience: 12,
      lawSchool: "Vanderbilt",
      graduationYear: 2010,
      practiceAreas: "Family Law",
      languages: ["en"],
    };
    const messages = new Set([
      ...problems({}),
      ...problems({ ...good, firstName: "a".repeat(101), lastName: "www.example.com", email: "x" }),
      ...problems({ ...good, firstName: "https://x", lastName: "b".repeat(101), yearsExperience: 1.5 }),
      ...problems({ ...good, yearsExperience: -1, graduationYear: 1900, languages: [] }),
      ...problems({ ...good, yearsExperience: 81, graduationYear: 2030, practiceState: "ZZ" }),
    ]);
    expect(messages.size).toBeGreaterThan(10);
    for (const message of messages) {
      const shown = translateFormMessage(es, message);
      expect(shown, message).not.toBe(message);
      expect(shown, message).not.toBe("");
    }
  });

  it("leaves a message it does not know, such as the server's, as it came", () => {
    expect(translateFormMessage(es, "An application with this email already exists.")).toBe(
      "An application with this email already exists.",
    );
    expect(translateFormMessage(es, undefined)).toBeUndefined();
  });
});
