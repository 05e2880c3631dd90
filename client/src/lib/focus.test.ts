import { afterEach, describe, expect, it } from "vitest";
import { focusPageHeading, focusPageHeadingWhenReady } from "@/lib/focus";

// docs/decisions/032: focus goes to the page's heading, never to the body.

afterEach(() => {
  document.body.innerHTML = "";
});

/** Waits for the MutationObserver's callback, which runs after the current task's DOM changes. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("focusPageHeadingWhenReady", () => {
  it("focuses the h1 of <main> once it arrives, without putting it in the tab order", async () => {
    document.body.innerHTML = "<main><p>Loading...</p></main>";
    focusPageHeadingWhenReady();
    const heading = document.createElement("h1");
    heading.textContent = "My Questions";
    document.querySelector("main")!.append(heading);
    await settle();
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute("tabindex", "-1");
  });

  it("leaves focus where the screen has placed it inside <main>", () => {
    document.body.innerHTML = '<main><h1>Question Queue</h1><h2 tabindex="-1">Compose Answer</h2></main>';
    const placed = document.querySelector<HTMLElement>("h2")!;
    placed.focus();
    focusPageHeadingWhenReady({ unlessPlaced: true });
    expect(placed).toHaveFocus();
  });

  it("takes focus from the navigation that was used", () => {
    document.body.innerHTML = '<nav><a href="/dashboard">My Questions</a></nav><main><h1>My Questions</h1></main>';
    document.querySelector<HTMLElement>("a")!.focus();
    focusPageHeadingWhenReady({ unlessPlaced: true });
    expect(document.querySelector("h1")).toHaveFocus();
  });

  it("gives up once the person presses a key before the heading arrives", async () => {
    document.body.innerHTML = "<main></main>";
    focusPageHeadingWhenReady();
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    document.querySelector("main")!.innerHTML = "<h1>Late</h1>";
    await settle();
    expect(document.querySelector("h1")).not.toHaveFocus();
  });

  it("passes over the heading of a screen that is closing, and takes the one that replaces it", async () => {
    document.body.innerHTML = "<main><h1>Compose Answer</h1></main>";
    const closing = document.querySelector("h1")!;
    focusPageHeadingWhenReady({ leaving: closing });
    expect(closing).not.toHaveFocus();
    document.querySelector("main")!.innerHTML = "<h1>Question Queue</h1>";
    await settle();
    expect(document.querySelector("h1")).toHaveFocus();
    expect(document.querySelector("h1")).toHaveTextContent("Question Queue");
  });

  it("passes over a heading that is hidden", () => {
    document.body.innerHTML = '<main><div style="display: none"><h1>Old screen</h1></div></main>';
    expect(focusPageHeading()).toBe(false);
  });
});
