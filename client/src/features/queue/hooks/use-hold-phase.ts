import { useEffect, useState } from "react";

/** How long before a claim's hold ends Compose Answer warns (docs/decisions/035). */
export const HOLD_WARNING_MS = 15 * 60 * 1000;
// setTimeout's longest delay; a longer wait is taken in steps.
const MAX_DELAY_MS = 2 ** 31 - 1;

/** Where a claim's hold stands: plenty of time, in its last 15 minutes, or over. */
export type HoldPhase = "running" | "ending" | "ended";

function phaseAt(endsAt: number, now: number): HoldPhase {
  if (now >= endsAt) return "ended";
  if (now >= endsAt - HOLD_WARNING_MS) return "ending";
  return "running";
}

/**
 * The phase of a hold that ends at `expiresAt`, kept current by a timer set for the next change (no polling).
 * Time is the browser's own (Date.now and setTimeout), read again at each change, so a computer that slept
 * catches up at once; the server still decides, by its clock, whether an answer came in time.
 */
export function useHoldPhase(expiresAt: string): HoldPhase {
  const endsAt = Date.parse(expiresAt);
  const [phase, setPhase] = useState<HoldPhase>(() => (Number.isNaN(endsAt) ? "running" : phaseAt(endsAt, Date.now())));
  useEffect(() => {
    if (Number.isNaN(endsAt)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const now = Date.now();
      const next = phaseAt(endsAt, now);
      setPhase(next);
      if (next === "ended") return;
      const change = next === "running" ? endsAt - HOLD_WARNING_MS : endsAt;
      timer = setTimeout(update, Math.min(change - now, MAX_DELAY_MS));
    };
    update();
    return () => clearTimeout(timer);
  }, [endsAt]);
  return phase;
}
