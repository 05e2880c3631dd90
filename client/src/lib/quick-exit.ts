import { DEFAULT_QUICK_EXIT_URL, QUICK_EXIT_META_NAME } from "@shared/api/quick-exit";
import { apiRequest } from "@/lib/api-client";
import { replaceWith } from "@/lib/browser";
import { dropKeptDraft } from "@/lib/kept-draft";
import { tabChannel } from "@/lib/tab-channel";

// docs/decisions/021. location.replace swaps only the page on screen for the neutral site; pages of this site
// visited before it stay in the tab's history. So the tab remembers (sessionStorage, this tab and origin only)
// that it left by Quick exit, and a page of this site reached again by Back or Forward leaves at once for the
// neutral site, before anything is drawn. Opening the site on purpose (a link, the address bar) clears the mark.
const EXITED = "cc-quick-exit";
// Every other open tab of this site hears of the exit on this channel and leaves too.
const CHANNEL = "cc-quick-exit";

const channel = () => tabChannel(CHANNEL);

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

/** This tab leaves: nothing of the page stays drawn (a page kept for Back shows blank), and the tab is marked. */
function leave(): void {
  mark(true);
  // Nothing the person wrote stays in the tab either (docs/decisions/055).
  dropKeptDraft();
  document.title = "";
  document.body.replaceChildren();
  replaceWith(quickExitUrl());
}

/**
 * Quick exit: the session ends, so whoever opens the site next in this browser finds no one signed in, every open
 * tab of this site leaves with this one, and this tab leaves now. The sign-out is sent with keepalive (every change
 * is), so the browser finishes it after the page is gone; it is not waited for, and its failure changes nothing.
 */
export function quickExit(): void {
  apiRequest("POST", "/api/auth/logout").catch(() => undefined);
  // This tab's end does not hear it, so this tab leaves once.
  channel()?.postMessage("exit");
  leave();
}

function leaveWithAnotherTab(event: MessageEvent) {
  if (event.data === "exit") leave();
}

/**
 * Called before the app draws anything. True when this page was reached by Back or Forward after a Quick exit:
 * it is then already leaving again, and the app must not draw.
 */
export function leaveAgainIfReturned(): boolean {
  channel()?.addEventListener("message", leaveWithAnotherTab);
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
