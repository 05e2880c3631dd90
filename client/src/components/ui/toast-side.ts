import { useEffect, useState } from "react";

export type ToastSide = "top" | "bottom";

/**
 * The edge of a phone's window that keeps clear of what has focus: the bottom when its middle lies in the top half of
 * the window (a heading that just took focus), else the top. Nothing focused, the top.
 */
export function sideAwayFrom(focused: Element | null, windowHeight: number): ToastSide {
  if (!focused || focused === document.body) return "top";
  const { top, bottom } = focused.getBoundingClientRect();
  return (top + bottom) / 2 < windowHeight / 2 ? "bottom" : "top";
}

/**
 * Where a phone shows its toasts while any is open (docs/ux.md, "Fixed things do not cover content"): away from what
 * has focus, decided again whenever focus moves (a new screen's heading takes it after a toast has opened), once the
 * move's scrolling is done.
 */
export function useToastSide(showing: boolean): ToastSide {
  const [side, setSide] = useState<ToastSide>("top");
  useEffect(() => {
    if (!showing) return;
    let frame = 0;
    const decide = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setSide(sideAwayFrom(document.activeElement, window.innerHeight)));
    };
    decide();
    document.addEventListener("focusin", decide);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener("focusin", decide);
    };
  }, [showing]);
  return side;
}
