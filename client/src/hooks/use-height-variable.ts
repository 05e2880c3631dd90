import { useLayoutEffect, type RefObject } from "react";

/**
 * Keeps a CSS custom property on <html> equal to the element's height while it is mounted, so the page can leave
 * room for what stays on screen (the sticky top and the emergency line: docs/decisions/032). Removed on unmount.
 */
export function useHeightVariable(ref: RefObject<HTMLElement | null>, name: `--${string}`) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(name, `${element.offsetHeight}px`);
    update();
    // (jsdom has no ResizeObserver; the height measured once is all a unit test needs.)
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(name);
    };
  }, [ref, name]);
}
