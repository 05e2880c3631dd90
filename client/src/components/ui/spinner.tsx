import { useLingui } from "@lingui/react/macro";
import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/utils";

const sizes = { sm: "size-4", md: "size-6", lg: "size-10" } as const;

interface SpinnerProps {
  /** Accessible name, "Loading" when none is given; also shown next to the icon when showLabel is set. */
  label?: string;
  showLabel?: boolean;
  size?: keyof typeof sizes;
  className?: string;
}

/**
 * Something the screen is still loading. `data-loading` marks it for the browser journeys, which wait until no
 * spinner is left before they look at a screen (tests/e2e/browser.ts, `settled`).
 */
export function Spinner({ label: given, showLabel = false, size = "md", className }: SpinnerProps) {
  const { t } = useLingui();
  const label = given ?? t`Loading`;
  return (
    <div
      data-loading=""
      role="status"
      aria-label={label}
      className={cn("inline-flex items-center gap-2 text-muted-foreground", className)}
    >
      <LoaderCircle
        aria-hidden="true"
        className={cn("animate-spin text-primary motion-reduce:animate-none", sizes[size])}
      />
      {showLabel ? <span>{label}</span> : <span className="sr-only">{label}</span>}
    </div>
  );
}

/** The centered spinner shown while the current user loads. */
export function PageSpinner({ label, showLabel }: { label?: string; showLabel?: boolean }) {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center p-8">
      <Spinner label={label} showLabel={showLabel} size="lg" />
    </div>
  );
}
