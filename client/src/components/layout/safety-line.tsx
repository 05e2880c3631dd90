import { Phone } from "lucide-react";

export const EMERGENCY_NUMBER = "911";
export const DV_HOTLINE = { name: "National Domestic Violence Hotline", phone: "1-800-799-7233", tel: "+18007997233" };

/**
 * docs/decisions/025: where someone may be in danger (the landing page, the ask form, a pending question's page),
 * this line stays at the bottom of the screen. The Quick exit button moves up above it while it is there.
 */
export function SafetyLine() {
  return (
    <aside
      aria-label="Emergency numbers"
      data-safety-line=""
      className="sticky bottom-0 z-30 border-t border-border bg-surface px-4 py-2 text-xs text-foreground shadow-[0_-2px_6px_rgba(0,0,0,0.06)] sm:text-sm"
    >
      <p className="mx-auto flex max-w-content items-start justify-center gap-2">
        <Phone aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-primary" />
        <span>
          In danger now? Call{" "}
          <a className="font-semibold underline" href={`tel:${EMERGENCY_NUMBER}`}>
            {EMERGENCY_NUMBER}
          </a>
          . Domestic violence:{" "}
          <a className="font-semibold underline" href={`tel:${DV_HOTLINE.tel}`}>
            {DV_HOTLINE.phone}
          </a>{" "}
          ({DV_HOTLINE.name})
        </span>
      </p>
    </aside>
  );
}
