import { describe, expect, it } from "vitest";
import { z } from "zod";
import { attorneys, questions } from "@shared/schema";
import {
  attorneyApplicationFields,
  attorneyApplicationSchema,
  questionFields,
  questionSchema,
} from "@shared/validators";
import { tableBody } from "./table-body";

const application = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  licenseNumber: "CA-1",
  bprNumber: "",
  practiceState: "CA",
  yearsExperience: "4",
  lawSchool: "Hastings",
  graduationYear: 2015,
  practiceAreas: "Housing",
};

describe("tableBody", () => {
  it("derives the application body from the attorneys table and keeps only the shared fields", () => {
    const body = tableBody(attorneys, attorneyApplicationFields);
    const hostile = { ...application, status: "approved", userId: "someone", approvedAt: new Date().toISOString() };
    const parsed = body.parse(hostile);
    expect(parsed).toEqual(attorneyApplicationSchema.parse(application));
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(attorneyApplicationFields).sort());
  });

  it("refines each column with the spec's message", () => {
    const body = tableBody(attorneys, attorneyApplicationFields);
    const result = body.safeParse({ ...application, licenseNumber: " " });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(["License number is required"]);
  });

  it("derives the ask body from the questions table the same way the form's schema reads it", () => {
    const body = tableBody(questions, questionFields);
    const input = { title: "Landlord kept my deposit", content: "x".repeat(60), isAnonymous: true, status: "answered" };
    expect(body.parse(input)).toEqual(questionSchema.parse(input));
    expect(body.parse(input)).not.toHaveProperty("status");
  });

  it("refuses, at compile time and at run time, a field that is not a column", () => {
    // @ts-expect-error -- `nickname` is not a column of attorneys
    expect(() => tableBody(attorneys, { nickname: z.string() })).toThrow();
  });
});
