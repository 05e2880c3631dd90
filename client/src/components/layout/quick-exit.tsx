import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useRef, type ReactNode } from "react";
import { LogOut } from "lucide-react";
import { useHeightVariable } from "@/hooks/use-height-variable";
import { quickExit } from "@/lib/quick-exit";
import { cn } from "@/lib/utils";

/**
 * The one line on the landing page and the ask form that says what Quick exit is for: show it with
 * `i18n._(QUICK_EXIT_HINT_MESSAGE)`, in the reader's language (docs/decisions/038).
 */
export const QUICK_EXIT_HINT_MESSAGE = msg`Need to leave this site fast? Quick exit, at the top right of every page, signs you out and opens a search page at once, and Back will not bring this site back.`;

/**
 * docs/decisions/021: on every page, right after the skip link, a control that leaves at once. The page is
 * replaced, not left, so Back does not bring this site back. It sits in the page's flow, in its own strip at the top
 * right (docs/decisions/032), so it never lies over the page's content.
 */
export function QuickExit() {
  return (
    <div className="border-b border-border bg-muted">
      <div className="mx-auto flex max-w-content justify-end px-4 py-1 sm:px-6">
        <QuickExitButton />
      </div>
    </div>
  );
}

/**
 * The control itself. A modal (a confirmation, the tour's card) covers the page's strip and keeps focus inside it, so
 * each modal carries this button too: Quick exit is never out of reach (docs/decisions/021).
 */
export function QuickExitButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      onClick={quickExit}
      className={cn(
        "inline-flex items-center gap-2 rounded-md border-2 border-background bg-foreground px-3 py-1 text-sm font-semibold text-background outline-none focus-visible:ring-4 focus-visible:ring-ring",
        className,
      )}
    >
      <LogOut aria-hidden="true" className="size-4" />
      <Trans>Quick exit</Trans>
    </button>
  );
}

/**
 * The top of every page that stays in view: Quick exit's strip above the page's header (docs/decisions/032). Its
 * height is `--sticky-top`, which the page keeps clear when focus or an anchor scrolls it (index.css).
 */
export function StickyTop({ children }: { children: ReactNode }) {
  const top = useRef<HTMLDivElement>(null);
  useHeightVariable(top, "--sticky-top");
  return (
    <div ref={top} data-sticky-top="" className="sticky top-0 z-40">
      <QuickExit />
      {children}
    </div>
  );
}
