import { useEffect, useRef } from "react";
import { Phone } from "lucide-react";
import { useHeightVariable } from "@/hooks/use-height-variable";

export const EMERGENCY_NUMBER = "911";
export const DV_HOTLINE = { name: "National Domestic Violence Hotline", phone: "1-800-799-7233", tel: "+18007997233" };

/**
 * docs/decisions/025: where someone may be in danger (the landing page, the ask form, a pending question's page),
 * this line stays at the bottom of the screen. Its height is `--sticky-bottom`, which the page keeps clear when focus
 * scrolls it (docs/decisions/032, index.css); a number never breaks across lines.
 */
export function SafetyLine() {
  const line = useRef<HTMLElement>(null);
  useHeightVariable(line, "--sticky-bottom");
  // Tabbing into a text box scrolls only its caret into view, which can leave the rest of the box under this line:
  // the whole of what has focus comes above it, when it fits (docs/decisions/032).
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || !line.current || line.current.contains(target)) return;
      if (target.getBoundingClientRect().bottom > line.current.getBoundingClientRect().top)
        target.scrollIntoView({ block: "nearest" });
    };
    document.addEventListener("focusin", onFocus);
    return () => document.removeEventListener("focusin", onFocus);
  }, []);
  return (
    <aside
      ref={line}
      aria-label="Emergency numbers"
      data-safety-line=""
      className="sticky bottom-0 z-30 border-t border-border bg-surface px-4 py-2 text-xs text-foreground shadow-[0_-2px_6px_rgba(0,0,0,0.06)] sm:text-sm"
    >
      <p className="mx-auto flex max-w-content items-start justify-center gap-2">
        <Phone aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-primary" />
        <span>
          In danger now? Call{" "}
          <a className="font-semibold whitespace-nowrap underline" href={`tel:${EMERGENCY_NUMBER}`}>
            {EMERGENCY_NUMBER}
          </a>
          . Domestic violence:{" "}
          <a className="font-semibold whitespace-nowrap underline" href={`tel:${DV_HOTLINE.tel}`}>
            {DV_HOTLINE.phone}
          </a>{" "}
          ({DV_HOTLINE.name})
        </span>
      </p>
    </aside>
  );
}
