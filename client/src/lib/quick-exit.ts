import { DEFAULT_QUICK_EXIT_URL, QUICK_EXIT_META_NAME } from "@shared/api/quick-exit";
import { replaceWith } from "@/lib/browser";
import { dropKeptDraft } from "@/lib/kept-draft";

// docs/decisions/021. location.replace swaps only the page on screen for the neutral site; pages of this site
// visited before it stay in the tab's history. So the tab remembers (sessionStorage, this tab and origin only)
// that it left by Quick exit, and a page of this site reached again by Back or Forward leaves at once for the
// neutral site, before anything is drawn. Opening the site on purpose (a link, the address bar) clears the mark.
const EXITED = "cc-quick-exit";

/** The neutral site "Quick exit" leaves for, as the server named it in the page's head. */
export function quickExitUrl(): string {
  return (
    document.querySelector(`meta[name="${QUICK_EXIT_META_NAME}"]`)?.getAttribute("content") || DEFAULT_QUICK_EXIT_URL
  );
}

function mark(value: boolean) {
  try {
    if (value) sessionStorage.setItem(EXITED, "1");
    else sessionStorage.removeItem(EXITED);
  } catch {
    // Storage refused (a locked-down browser): the exit itself still works.
  }
}

function marked(): boolean {
  try {
    return sessionStorage.getItem(EXITED) === "1";
  } catch {
    return false;
  }
}

/** Leaves now: nothing of the page stays drawn (a page kept for Back shows blank), and the tab is marked. */
export function quickExit(): void {
  mark(true);
  // Nothing the person wrote stays in the tab either (docs/decisions/055).
  dropKeptDraft();
  document.title = "";
  document.body.replaceChildren();
  replaceWith(quickExitUrl());
}

/**
 * Called before the app draws anything. True when this page was reached by Back or Forward after a Quick exit:
 * it is then already leaving again, and the app must not draw.
 */
export function leaveAgainIfReturned(): boolean {
  window.addEventListener("pageshow", (event) => {
    // A page restored from the back-forward cache runs no script again but fires pageshow.
    if (event.persisted && marked()) replaceWith(quickExitUrl());
  });
  const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  if (!marked()) return false;
  if (navigation?.type === "back_forward") {
    replaceWith(quickExitUrl());
    return true;
  }
  mark(false);
  return false;
}
