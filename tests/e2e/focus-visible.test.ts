import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { accessibilityViolations, settled, useBrowser, VIEWPORTS } from "./browser";
import { askViaApi, makeAdmin, makeApprovedAttorney, registerViaApi } from "./people";

// WCAG 2.2 SC 2.4.11, Focus Not Obscured (docs/decisions/032): tabbing through every screen, nothing the page keeps
// on screen (the sticky header, Quick exit, the emergency line) lies over the element that has focus. At a laptop's
// size, a phone's, and a laptop's at 200% zoom (640 x 400 CSS pixels).
const e = useBrowser();

// axe (with its best practices: heading order, landmarks) checks each screen once, at 1280; the journeys check the
// screens they save at both widths.
const SIZES = [
  { name: "1280 x 800", ...VIEWPORTS.desktop, axe: true },
  { name: "390 x 844", ...VIEWPORTS.phone, axe: false },
  { name: "200% zoom", width: 640, height: 400, axe: false },
] as const;

/** At most this many Tab presses per screen: more than any screen has stops. */
const MAX_STOPS = 150;

interface Stop {
  /** Focus has left the page, or come back to an element seen before: the screen is done. */
  done: boolean;
  /** The focused element, and what lies over it ("" when nothing does). */
  what: string;
  coveredBy: string;
  /** It lies off the window and the window has not scrolled since the key press. */
  unscrolled?: boolean;
}

/**
 * The focused element, and whatever else is topmost at its centre or at the middle of any of its edges (for an inline
 * element, of each of its line boxes). An element over it counts; its own children and its ancestors do not. A
 * focused element with no visible point inside the window counts as hidden too.
 */
function inspectFocus(page: Page, { again = false } = {}): Promise<Stop> {
  return page.evaluate(async (again) => {
    const w = window as unknown as { seenFocus?: Set<Element> };
    const seen = (w.seenFocus ??= new Set());
    const el = document.activeElement;
    if (!el || el === document.body || (!again && seen.has(el))) return { done: true, what: "", coveredBy: "" };
    seen.add(el);
    const describe = (node: Element) => {
      // Name the fixed or sticky thing a covering element belongs to, which is what needs fixing.
      let named = node;
      for (let up: Element | null = node; up; up = up.parentElement)
        if (["fixed", "sticky"].includes(getComputedStyle(up).position)) {
          named = up;
          break;
        }
      const text = named instanceof HTMLElement ? named.innerText.replace(/\s+/g, " ").trim().slice(0, 40) : "";
      return `${named.tagName.toLowerCase()}${named.id ? `#${named.id}` : ""} "${text}"`;
    };
    let unscrolled = false;
    const coveredBy = () => {
      unscrolled = false;
      const rects = Array.from(el.getClientRects()).filter((r) => r.width >= 2 && r.height >= 2);
      const over = new Set<string>();
      let inView = 0;
      for (const r of rects) {
        const cx = (r.left + r.right) / 2;
        const cy = (r.top + r.bottom) / 2;
        const points: [number, number][] = [
          [cx, cy],
          [r.left + 2, cy],
          [r.right - 2, cy],
          [cx, r.top + 2],
          [cx, r.bottom - 2],
        ];
        for (const [x, y] of points) {
          if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
          inView++;
          const top = document.elementFromPoint(x, y);
          if (!top || el.contains(top) || top.contains(el)) continue;
          over.add(describe(top));
        }
      }
      if (rects.length && !inView) {
        // Where it was, so a failure says whether the page scrolled at all.
        const r = rects[0]!;
        const at = `${Math.round(r.top)} to ${Math.round(r.bottom)} px from the top, ${Math.round(r.left)} from the left, of a ${window.innerWidth} x ${window.innerHeight} px window`;
        const page = `scrolled ${Math.round(window.scrollY)} of ${document.documentElement.scrollHeight} px`;
        // And the room the sticky parts leave (index.css): scrolling into view keeps clear of them.
        const html = getComputedStyle(document.documentElement);
        const padding = `scroll padding ${html.scrollPaddingTop} top, ${html.scrollPaddingBottom} bottom`;
        // And what scrolled and took focus since the key press (the recorder below), to tell the browser's scroll
        // from one undone by something else.
        const log = (window as unknown as { focusLog?: string[] }).focusLog ?? [];
        const since = log.join(" ");
        unscrolled = !log.some((entry) => entry.startsWith("scroll:"));
        over.add(
          `the window's edge (not scrolled into view: ${at}, ${page}, ${padding}; since the key press: ${since})`,
        );
      }
      return [...over].join(", ");
    };
    // A second look waits for the page to settle around the focus, frame by frame, for up to a second: what a
    // person sees once the scroll or layout the key press set off has been drawn. A cover that stays still fails.
    let over = "";
    for (let frame = 0; frame < (again ? 60 : 1); frame++) {
      if (again) await new Promise(requestAnimationFrame);
      over = coveredBy();
      if (!over) break;
    }
    return { done: false, what: describe(el), coveredBy: over, unscrolled: Boolean(over) && unscrolled };
  }, again);
}

/** Presses a key with the page's scroll and focus record (below) emptied first, so it holds what the press set off. */
async function pressAfresh(page: Page, key: string): Promise<void> {
  await page.evaluate(() => ((window as unknown as { focusLog: string[] }).focusLog = []));
  await page.keyboard.press(key);
}

/**
 * Tabs through each screen at each size; returns a line for every focused element something lay over, and for every
 * accessibility violation.
 */
async function coveredFocus(page: Page, screens: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  // Every scroll of the window and every element that takes focus, in order, for a failure's message.
  await page.addInitScript(() => {
    const w = window as unknown as { focusLog: string[] };
    w.focusLog = [];
    const name = (t: EventTarget | null) =>
      t instanceof Element ? `${t.tagName.toLowerCase()}${t.id ? `#${t.id}` : ""}` : String(t);
    addEventListener("scroll", () => w.focusLog.push(`scroll:${Math.round(scrollY)}`), {
      capture: true,
      passive: true,
    });
    addEventListener("focusin", (event) => w.focusLog.push(`focus:${name(event.target)}`), { capture: true });
  });
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const path of screens) {
      await page.goto(path);
      await page.locator("h1").first().waitFor();
      // Every list of the screen has arrived.
      await settled(page);
      if (size.axe) for (const v of await accessibilityViolations(page)) problems.push(`${path} at ${size.name}: ${v}`);
      let stops = 0;
      for (; stops < MAX_STOPS; stops++) {
        await pressAfresh(page, "Tab");
        let stop = await inspectFocus(page);
        if (stop.done) break;
        // Looked at again once frames are drawn: the look right after the key press can come before the scroll or
        // layout that the press set off (the page's own handlers, its measured sticky heights) has been drawn.
        if (stop.coveredBy) stop = await inspectFocus(page, { again: true });
        // Once, on a loaded machine, the headless browser focused Compose Answer's disclaimer box without scrolling
        // at all, with nothing of the page's own in the way: focus is moved back and on again and looked at once
        // more. A page that scrolls focus away again, or a cover, still fails.
        if (stop.unscrolled) {
          const first = stop.coveredBy;
          await page.keyboard.press("Shift+Tab");
          await pressAfresh(page, "Tab");
          stop = await inspectFocus(page, { again: true });
          if (stop.coveredBy) stop.coveredBy = `${stop.coveredBy} (and before, ${first})`;
        }
        if (stop.coveredBy) problems.push(`${path} at ${size.name}: ${stop.what} under ${stop.coveredBy}`);
      }
      expect(stops, `${path} at ${size.name}: focus stops`).toBeGreaterThan(1);
      expect(stops, `${path} at ${size.name}: focus never left the page`).toBeLessThan(MAX_STOPS);
    }
  }
  return problems;
}

describe("focus is never hidden, and every screen's structure is sound", () => {
  it("on every signed-out screen, at 1280, at 390 and at 200% zoom", async () => {
    const page = await e.newPage();
    const screens = [
      "/",
      "/login",
      "/register",
      "/apply-attorney",
      "/reset-password?token=focus",
      "/terms",
      "/privacy",
      "/no-such-page",
    ];
    expect(await coveredFocus(page, screens)).toEqual([]);
  });

  it("on every screen of a person with every role, at 1280, at 390 and at 200% zoom", async () => {
    const page = await e.newPage();
    const person = await registerViaApi(page, { firstName: "Pauli", lastName: "Murray" });
    await makeAdmin(e, person);
    await makeApprovedAttorney(e, person);
    // Their own pending question (its page keeps the emergency line on screen).
    const own = await askViaApi(page, {
      title: "My employer has not paid my final wages after I resigned",
      content:
        "I resigned with two weeks' notice and worked them all. The final paycheck never came and HR stopped replying.",
    });
    // Someone else's questions in the attorney's state: one waits in the queue, one is claimed.
    const asker = await e.newPage();
    await registerViaApi(asker, { firstName: "Fannie", lastName: "Hamer" });
    const waiting = {
      title: "The landlord kept my whole deposit and will not say why",
      content: "I moved out six weeks ago, left the apartment clean and returned the keys. No list of deductions came.",
      state: "TN",
      opposingParties: ["Riverside Property Management"],
    };
    await askViaApi(asker, waiting);
    const claimed = await askViaApi(asker, { ...waiting, title: "Can my landlord enter without any notice at all?" });
    expect((await page.request.post(`/api/questions/${claimed}/claim`)).status()).toBe(200);
    const screens = [
      "/",
      "/dashboard",
      "/settings",
      "/settings/security",
      "/submit-question",
      `/question/${own}`,
      "/attorney",
      "/question-queue",
      `/question-queue?answer=${claimed}`,
      `/question/${claimed}`,
      "/attorney/claimed-questions",
      "/attorney/conflicts",
      "/admin",
      "/admin/outcomes",
    ];
    expect(await coveredFocus(page, screens)).toEqual([]);
  });
});
