import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Phone } from "lucide-react";
import { useHeightVariable } from "@/hooks/use-height-variable";

export const EMERGENCY_NUMBER = "911";
export const DV_HOTLINE = { phone: "1-800-799-7233", tel: "+18007997233" };
/** The hotline's name, shown in the reader's language (`i18n._`): the name it uses itself in each (docs/glossary-es.md). */
export const DV_HOTLINE_NAME = msg`National Domestic Violence Hotline`;

/**
 * docs/decisions/025: where someone may be in danger (the landing page, the ask form, a pending question's page),
 * this line stays at the bottom of the screen. Its height is `--sticky-bottom`, which the page keeps clear when focus
 * scrolls it (docs/decisions/032, index.css); a number never breaks across lines.
 */
export function SafetyLine() {
  const { i18n, t } = useLingui();
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
  const emergency = EMERGENCY_NUMBER;
  const hotlinePhone = DV_HOTLINE.phone;
  const hotline = i18n._(DV_HOTLINE_NAME);
  return (
    <aside
      ref={line}
      aria-label={t`Emergency numbers`}
      data-safety-line=""
      className="sticky bottom-0 z-30 border-t border-border bg-surface px-4 py-2 text-xs text-foreground shadow-[0_-2px_6px_rgba(0,0,0,0.06)] sm:text-sm"
    >
      <p className="mx-auto flex max-w-content items-start justify-center gap-2">
        <Phone aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-primary" />
        <span>
          <Trans>
            In danger now? Call{" "}
            <a className="font-semibold whitespace-nowrap underline" href={`tel:${EMERGENCY_NUMBER}`}>
              {emergency}
            </a>
            . Domestic violence:{" "}
            <a className="font-semibold whitespace-nowrap underline" href={`tel:${DV_HOTLINE.tel}`}>
              {hotlinePhone}
            </a>{" "}
            ({hotline})
          </Trans>
        </span>
      </p>
    </aside>
  );
}
