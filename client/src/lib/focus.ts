// Where keyboard focus goes when what had it goes away (docs/decisions/032): back to what opened a dialog, or to the
// page's heading, where reading starts again. Never to the page's body, where a screen reader says nothing.

import { flushSync } from "react-dom";

let interacted = false;
if (typeof window !== "undefined") {
  const mark = () => {
    interacted = true;
  };
  window.addEventListener("keydown", mark, { capture: true, once: true });
  window.addEventListener("pointerdown", mark, { capture: true, once: true });
}

/** True once the person has pressed a key or the pointer on this page load: a redirect before that is not theirs. */
export function hasInteracted(): boolean {
  return interacted;
}

/** The page's h1 inside <main>, unless it is hidden (a screen that is being replaced). */
function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>("main h1");
  for (let up = heading; up; up = up.parentElement) if (getComputedStyle(up).display === "none") return null;
  return heading;
}

/** Focuses an element that is not in the tab order by itself (a heading, a notice) without adding it to the order. */
export function focusElement(element: HTMLElement): void {
  if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus();
}

/** Focus on the page's heading now, if it is there; true when it was. */
export function focusPageHeading(): boolean {
  const heading = pageHeading();
  if (heading) focusElement(heading);
  return Boolean(heading);
}

/** Where the screen has put focus on purpose already: inside <main>, or inside a dialog. */
function focusPlacedByScreen(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  return Boolean(active.closest("main, [role='dialog'], [role='alertdialog']"));
}

/**
 * Moves focus to the page's heading once it is on screen (a screen may load its code and data first). Gives up after
 * `timeoutMs`, or as soon as the person presses a key or the pointer. With `unlessPlaced`, a screen that has moved focus
 * into its own content or a dialog (Compose Answer's heading, an error summary) keeps it. Returns a cancel function.
 */
export function focusPageHeadingWhenReady({
  unlessPlaced = false,
  timeoutMs = 10_000,
  leaving = null,
}: {
  unlessPlaced?: boolean;
  timeoutMs?: number;
  /** The heading of a screen that is closing (Compose Answer's): passed over while it is still on the page. */
  leaving?: Element | null;
} = {}): () => void {
  const attempt = () => {
    if (unlessPlaced && focusPlacedByScreen()) return true;
    if (leaving?.isConnected && pageHeading() === leaving) return false;
    return focusPageHeading();
  };
  if (attempt()) return () => undefined;
  return untilPageSays(attempt, timeoutMs, { attributes: true, attributeFilter: ["class"] });
}

/**
 * Tries `attempt` again at each change to the page until it returns true, for at most `timeoutMs`; a key or the
 * pointer pressed meanwhile stops it, leaving focus to the person. `watch` adds to what counts as a change (nodes
 * added or removed always do). Returns the function that stops it.
 */
export function untilPageSays(attempt: () => boolean, timeoutMs: number, watch: MutationObserverInit = {}): () => void {
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const timer = window.setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    window.removeEventListener("keydown", stop, true);
    window.removeEventListener("pointerdown", stop, true);
  }
  observer.observe(document.body, { childList: true, subtree: true, ...watch });
  window.addEventListener("keydown", stop, true);
  window.addEventListener("pointerdown", stop, true);
  return stop;
}

/**
 * Makes a change that removes what has focus (a notice with its button), draws it at once, then focuses the element
 * with this id, which the change has put on screen or left there: the way on, not the page's body.
 */
export function focusAfterUpdate(update: () => void, id: string): void {
  flushSync(update);
  document.getElementById(id)?.focus();
}

const HEADING = "h1, h2, h3";
const headingIn = (el: Element): HTMLElement | null =>
  el.matches(HEADING) ? (el as HTMLElement) : el.querySelector<HTMLElement>(HEADING);

/**
 * Once `button` has left the page (Try Again's notice replaced by what was read again, a Claim refused as the page
 * turns into a refusal), focus goes to the heading of what took its notice's place, else to the nearest heading around
 * it (its card's, its section's), else to the first heading of the page: never to the page's body (docs/decisions/032). A notice that stays keeps focus on its button; a key or the
 * pointer pressed meanwhile leaves focus to the person.
 */
export function focusNearbyHeadingOnceGone(button: HTMLElement, timeoutMs = 60_000): void {
  const notice = button.closest("[role='alert']") ?? button;
  const place = notice.parentElement;
  const [before, after] = [notice.previousElementSibling, notice.nextElementSibling];
  const inItsPlace = (): HTMLElement | null => {
    let el = before?.isConnected ? before.nextElementSibling : place?.firstElementChild;
    for (; el && el !== after; el = el.nextElementSibling) {
      const heading = headingIn(el);
      if (heading) return heading;
    }
    return null;
  };
  untilPageSays(() => {
    if (button.isConnected) return false;
    let heading = inItsPlace();
    for (let up = place; !heading && up?.isConnected && up !== document.body; up = up.parentElement) {
      heading = up.querySelector<HTMLElement>(HEADING);
    }
    // Its whole part of the page went (a screen that now says something else): the first heading of what is shown.
    heading ??= (document.querySelector("main") ?? document.body).querySelector<HTMLElement>(HEADING);
    if (heading) focusElement(heading);
    else focusPageHeadingWhenReady({ timeoutMs });
    return true;
  }, timeoutMs);
}
