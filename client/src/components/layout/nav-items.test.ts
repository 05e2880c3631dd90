import { i18n, type MessageDescriptor } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { getNavItems, isNavItemActive } from "@/components/layout/nav-items";

const labels = (items: { label: MessageDescriptor }[]) => items.map((i) => i18n._(i.label));
const hrefs = (items: { href: string }[]) => items.map((i) => i.href);

describe("getNavItems", () => {
  it("user view offers Apply as Attorney to non-attorneys", () => {
    const items = getNavItems("user", ["user"]);
    expect(labels(items)).toEqual(["Home", "My Questions", "Ask Question", "Apply as Attorney"]);
    expect(hrefs(items)).toEqual(["/", "/dashboard", "/submit-question", "/apply-attorney"]);
  });

  it("user view hides Apply as Attorney from attorneys", () => {
    expect(labels(getNavItems("user", ["user", "attorney"]))).toEqual(["Home", "My Questions", "Ask Question"]);
    expect(labels(getNavItems("user", ["user", "attorney", "admin"]))).not.toContain("Apply as Attorney");
  });

  it("attorney view shows Admin Panel only to admins", () => {
    const plain = getNavItems("attorney", ["user", "attorney"]);
    expect(labels(plain)).toEqual(["Home", "Attorney Dashboard", "Question Queue"]);
    expect(hrefs(plain)).toEqual(["/", "/attorney", "/question-queue"]);
    const admin = getNavItems("attorney", ["user", "attorney", "admin"]);
    expect(labels(admin)).toEqual(["Home", "Attorney Dashboard", "Question Queue", "Admin Panel"]);
    expect(admin[3]!.href).toBe("/admin");
  });

  it("admin view shows Home, Admin Panel and My Questions", () => {
    const items = getNavItems("admin", ["user", "admin"]);
    expect(labels(items)).toEqual(["Home", "Admin Panel", "My Questions"]);
    expect(hrefs(items)).toEqual(["/", "/admin", "/dashboard"]);
  });
});

describe("isNavItemActive", () => {
  it("matches / exactly", () => {
    expect(isNavItemActive("/", "/")).toBe(true);
    expect(isNavItemActive("/", "/dashboard")).toBe(false);
  });

  it("matches other items by path prefix", () => {
    expect(isNavItemActive("/dashboard", "/dashboard")).toBe(true);
    expect(isNavItemActive("/attorney", "/attorney/claimed-questions")).toBe(true);
    expect(isNavItemActive("/attorney", "/attorney-dashboard")).toBe(true);
    expect(isNavItemActive("/dashboard", "/user-dashboard")).toBe(false);
    expect(isNavItemActive("/question-queue", "/question/4")).toBe(false);
  });
});

describe("Apply as Attorney while roles load", () => {
  it("is hidden until the roles are known, so attorneys never see it flash", () => {
    const labels = (loaded: boolean) => getNavItems("user", ["user"], loaded).map((i) => i18n._(i.label));
    expect(labels(false)).not.toContain("Apply as Attorney");
    expect(labels(true)).toContain("Apply as Attorney");
  });
});
