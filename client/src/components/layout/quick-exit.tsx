import { LogOut } from "lucide-react";
import { quickExit } from "@/lib/quick-exit";

/** The one line on the landing page and the ask form that says what Quick exit is for. */
export const QUICK_EXIT_HINT =
  "Need to leave this site fast? Quick exit, at the bottom left of every page, opens a search page at once, and Back will not bring this site back.";

/**
 * docs/decisions/021: on every page, right after the skip link, a control that leaves at once. The page is
 * replaced, not left, so Back does not bring this site back. It stays in view while the page scrolls, at every
 * width, in the corner where no other control sits.
 */
export function QuickExit() {
  return (
    <button
      type="button"
      onClick={quickExit}
      className="fixed bottom-4 left-4 z-[150] [body:has([data-safety-line])_&]:bottom-16 inline-flex items-center gap-2 rounded-md border-2 border-background bg-foreground px-4 py-2 text-sm font-semibold text-background shadow-lg outline-none focus-visible:ring-4 focus-visible:ring-ring"
    >
      <LogOut aria-hidden="true" className="size-4" />
      Quick exit
    </button>
  );
}
