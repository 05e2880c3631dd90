import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOAST_REMOVE_DELAY, toast, useToast } from "@/hooks/use-toast";

afterEach(() => {
  vi.useRealTimers();
});

describe("useToast", () => {
  it("keeps one toast at a time, newest first", () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: "First" });
      toast({ title: "Second" });
    });
    expect(result.current.toasts.map((t) => t.title)).toEqual(["Second"]);
  });

  it("closes a dismissed toast at once and removes it after TOAST_REMOVE_DELAY", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: "Bye", variant: "destructive" });
    });
    act(() => handle?.dismiss());
    expect(result.current.toasts).toMatchObject([{ title: "Bye", open: false, variant: "destructive" }]);
    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    });
    expect(result.current.toasts).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.toasts).toHaveLength(0);
  });
});
