import { useEffect, useRef, type RefObject } from "react";

/**
 * For a list with a "load more" button: once the next page is on screen, keyboard focus moves to its first item,
 * where reading goes on. Otherwise focus is lost when the button disappears after the last page.
 * Returns the button's click handler, given the load (a query's fetchNextPage).
 */
export function useFocusNextPage(list: RefObject<HTMLElement | null>, itemCount: number) {
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || itemCount <= index) return;
    firstNew.current = null;
    const item = list.current?.children[index];
    if (item instanceof HTMLElement) {
      item.setAttribute("tabindex", "-1");
      item.focus();
    }
  }, [list, itemCount]);

  return (load: () => Promise<{ isError: boolean }>) => {
    firstNew.current = itemCount;
    // A failed load adds nothing; the list must not take focus later when something else changes it.
    void load().then((result) => {
      if (result.isError) firstNew.current = null;
    });
  };
}
