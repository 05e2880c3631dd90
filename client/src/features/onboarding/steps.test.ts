import { i18n, type MessageDescriptor } from "@lingui/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { findPresentSteps, fitToWindow, getTourSteps, type TourStep } from "@/features/onboarding/steps";

const ids = (steps: TourStep[]) => steps.map((s) => s.id);
const text = (message: string): MessageDescriptor => ({ id: message, message });

afterEach(() => {
  document.body.innerHTML = "";
});

describe("getTourSteps", () => {
  it("gives every view the welcome and navigation menu steps first", () => {
    for (const view of ["user", "attorney", "admin"] as const) {
      expect(ids(getTourSteps(view)).slice(0, 2)).toEqual(["welcome", "navigation-menu"]);
    }
    const [welcome, menu] = getTourSteps("user");
    expect(welcome).toMatchObject({ target: "body", placement: "center" });
    expect(menu!.target).toBe("#user-menu");
    expect(i18n._(menu!.content)).toMatch(/account settings.*switch roles.*log out/);
  });

  it.each([
    ["user", ["#ask-question-button", "#dashboard-stats", "#questions-list", "#question-form"]],
    [
      "attorney",
      [
        "#attorney-stats",
        "#question-queue",
        "#claimed-questions",
        "#queue-filters",
        "#available-questions",
        "body",
        "body",
      ],
    ],
    ["admin", ["#admin-stats", "#attorney-applications"]],
  ] as const)("the %s view adds the spec's steps for it", (view, targets) => {
    expect(
      getTourSteps(view)
        .slice(2)
        .map((s) => s.target),
    ).toEqual(targets);
  });

  // docs/decisions/035: holds, deadlines, conflicts and release, on whatever screen the tour opens; no rating.
  it("teaches an attorney holds, deadlines, conflicts and release, and promises no rating", () => {
    const steps = getTourSteps("attorney");
    const text = steps.map((s) => `${i18n._(s.title)} ${i18n._(s.content)}`).join(" ");
    expect(text).not.toMatch(/rating/i);
    expect(text).not.toMatch(/estimated response time/i);
    const [deadlines, holds] = steps.slice(-2);
    expect(deadlines).toMatchObject({ id: "deadlines-and-conflicts", target: "body", placement: "center" });
    expect(i18n._(deadlines!.content)).toMatch(/court date or another deadline/);
    expect(i18n._(deadlines!.content)).toMatch(/Possible conflict/);
    expect(holds).toMatchObject({ id: "holds-and-release", target: "body", placement: "center" });
    expect(i18n._(holds!.content)).toMatch(/hold/);
    expect(i18n._(holds!.content)).toMatch(/15 minutes before/);
    expect(i18n._(holds!.content)).toMatch(/release the question/);
    // Steps in the middle of the page are never skipped for a missing target.
    document.body.innerHTML = "";
    expect(ids(findPresentSteps(steps))).toEqual(["welcome", "deadlines-and-conflicts", "holds-and-release"]);
  });

  it("describes the admin steps as the spec does", () => {
    const [stats, applications] = getTourSteps("admin").slice(2);
    expect(i18n._(stats!.content)).toMatch(/pending|waiting for review/);
    expect(i18n._(stats!.content)).toMatch(/active attorneys/);
    expect(i18n._(applications!.content)).toMatch(/approve or reject/);
  });
});

describe("findPresentSteps", () => {
  it("keeps the steps whose target is on the page, in order, and skips the rest", () => {
    document.body.innerHTML = `<button id="user-menu"></button><section id="questions-list"></section>`;
    expect(ids(findPresentSteps(getTourSteps("user")))).toEqual(["welcome", "navigation-menu", "questions-list"]);
  });

  it("skips a target hidden with display:none or visibility:hidden, itself or through a parent", () => {
    document.body.innerHTML = `
      <div style="display:none"><button id="user-menu"></button></div>
      <section id="attorney-stats" style="visibility:hidden"></section>
      <a id="question-queue"></a>`;
    expect(ids(findPresentSteps(getTourSteps("attorney")))).toEqual([
      "welcome",
      "question-queue",
      "deadlines-and-conflicts",
      "holds-and-release",
    ]);
  });
});

// docs/decisions/025: the card never hides its own text.
describe("fitToWindow", () => {
  it("puts the card in the middle of the window beside a target taller than 40% of it", () => {
    document.body.innerHTML = '<form id="tall"></form><button id="short"></button>';
    const height = (id: string) => (id === "tall" ? window.innerHeight * 0.9 : 40);
    const spy = vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
      return { height: height(this.id) } as DOMRect;
    });
    const steps: TourStep[] = [
      { id: "a", target: "#tall", title: text("Form"), content: text("x"), placement: "top" },
      { id: "b", target: "#short", title: text("Menu"), content: text("y"), placement: "bottom-end" },
      { id: "c", target: "body", title: text("Hi"), content: text("z"), placement: "center" },
    ];
    expect(fitToWindow(steps).map((s) => s.placement)).toEqual(["center", "bottom-end", "center"]);
    spy.mockRestore();
  });
});
