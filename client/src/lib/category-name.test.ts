import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { showInSpanish } from "@/test/spanish";
import { categoryName, questionCategoryName } from "@/lib/category-name";

describe("a category's name in the active language", () => {
  it("keeps the server's English name in English", () => {
    expect(categoryName(i18n, { slug: "housing", name: "Housing & Tenant Rights" })).toBe("Housing & Tenant Rights");
    expect(questionCategoryName(i18n, { categoryName: "Family Law" })).toBe("Family Law");
    expect(questionCategoryName(i18n, { categoryName: null })).toBe("General");
  });

  it("names the seeded categories in Spanish, by slug or by the server's name, and leaves others as they are", () => {
    showInSpanish();
    expect(categoryName(i18n, { slug: "housing", name: "Housing & Tenant Rights" })).toBe("Vivienda");
    expect(categoryName(i18n, { slug: "immigration", name: "Immigration" })).toBe("Inmigración");
    expect(categoryName(i18n, { slug: "other", name: "Other" })).toBe("Otro tema");
    expect(categoryName(i18n, { slug: "tax", name: "Tax Law" })).toBe("Tax Law");
    expect(questionCategoryName(i18n, { categoryName: "Family Law" })).toBe("Familia");
    expect(questionCategoryName(i18n, { categoryName: "Tax Law" })).toBe("Tax Law");
    expect(questionCategoryName(i18n, { categoryName: null })).toBe("General");
  });
});
