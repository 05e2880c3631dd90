import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useDecisions } from "@/features/admin/components/use-decisions";

afterEach(() => {
  vi.useRealTimers();
});

// docs/decisions/033: Undo takes back a decision that never left the browser, and only that.
describe("useDecisions", () => {
  it("does nothing on Undo once the decision has been sent, and marks its card as sending until it is answered", () => {
    vi.useFakeTimers();
    const send = vi.fn();
    const { result } = renderHook(() => useDecisions("status", 1000));
    act(() => result.current.decide(7, "approved", send));
    expect(result.current.sending.has(7)).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(send).toHaveBeenCalledOnce();
    expect(result.current.sending.has(7)).toBe(true);
    act(() => result.current.undo(7, "opener"));
    expect(result.current.decided.get(7)).toBe("approved");
    expect(result.current.sending.has(7)).toBe(true);
    act(() => result.current.settle(7, "Attorney Approved: Atticus Finch."));
    expect(result.current.decided.has(7)).toBe(false);
    expect(result.current.sending.has(7)).toBe(false);
  });

  it("still takes a decision back before it is sent, and sends nothing", () => {
    vi.useFakeTimers();
    const send = vi.fn();
    const { result } = renderHook(() => useDecisions("status", 1000));
    act(() => result.current.decide(7, "revoked", send));
    act(() => result.current.undo(7, "opener"));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(send).not.toHaveBeenCalled();
    expect(result.current.decided.has(7)).toBe(false);
  });
});
